import type { BagType } from './bagStyles';

export interface SeedCategory {
  name: string;
  /** the drawing of its banner and the fallback for its products' pictures */
  type: BagType;
  hex: string;
  description: string;
}

/** Listed in display order; the home page shows the first eight. */
export const seedCategories: SeedCategory[] = [
  {
    name: 'Handbags',
    type: 'satchel',
    hex: '#7a3e1d',
    description: 'Structured leather and vegan-leather handbags for work, weddings and everything between.',
  },
  {
    name: 'Backpacks',
    type: 'backpack',
    hex: '#1f2f5c',
    description: 'Roomy, padded backpacks for college, commutes and weekend treks.',
  },
  {
    name: 'Totes',
    type: 'tote',
    hex: '#c68e5b',
    description: 'Block-printed cotton, jute and canvas totes that carry the whole day.',
  },
  {
    name: 'Sling Bags',
    type: 'sling',
    hex: '#1f7a7a',
    description: 'Light crossbody slings that keep your phone, keys and cards close.',
  },
  {
    name: 'Clutches',
    type: 'clutch',
    hex: '#b8860b',
    description: 'Embroidered and embellished clutches for sangeets, receptions and festive evenings.',
  },
  {
    name: 'Laptop Bags',
    type: 'laptop-bag',
    hex: '#2b2b2b',
    description: 'Padded sleeves and messengers that fit 14" to 16" laptops with room for chargers.',
  },
  {
    name: 'Travel Duffels',
    type: 'duffel',
    hex: '#6b7a3a',
    description: 'Weekenders and cabin-size duffels built for trains, flights and road trips.',
  },
  {
    name: 'Wallets',
    type: 'wallet',
    hex: '#5a3a22',
    description: 'Slim bi-folds, zip-around purses and card holders in genuine leather.',
  },
  {
    name: "Kids' Bags",
    type: 'backpack',
    hex: '#e07a3f',
    description: 'Cheerful, lightweight school bags and lunch totes sized for small shoulders.',
  },
  {
    name: 'Office Bags',
    type: 'laptop-bag',
    hex: '#3f4a8a',
    description: 'Briefcases and work totes that look sharp in the boardroom and survive the metro.',
  },
  {
    name: 'Potli Bags',
    type: 'potli',
    hex: '#b22234',
    description: 'Drawstring potlis in silk, brocade and zari, made for weddings and festivals.',
  },
  {
    name: 'Gym Bags',
    type: 'duffel',
    hex: '#3a3a3a',
    description: 'Ventilated gym duffels with shoe compartments and wet pockets.',
  },
];
