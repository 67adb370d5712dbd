import type { BagType } from './bagStyles';
import type { KindKey } from './kinds';

export interface SeedCategory {
  name: string;
  /** Its name for shoppers reading in Hindi (the owner edits it on the desk). */
  nameHi: string;
  /** The drawing of its banner. */
  type: BagType;
  hex: string;
  description: string;
  /** How many products of each kind it holds. */
  kinds: Partial<Record<KindKey, number>>;
  /** Collection names that start its product names. */
  prefixes: string[];
}

/** Listed in display order; the home page shows the first eight. 514 products in all. */
export const seedCategories: SeedCategory[] = [
  {
    name: 'Handbags',
    nameHi: 'हैंडबैग',
    type: 'satchel',
    hex: '#7a3e1d',
    description: 'Structured leather and vegan-leather handbags for work, weddings and everything between.',
    kinds: { hobo: 12, bucket: 12, satchel: 12, 'top-handle': 12, shoulder: 12 },
    prefixes: ['Lucknow', 'Mysore', 'Heritage', 'Udaipur', 'Classic', 'Monsoon', 'Riviera', 'Bandra', 'Saffron'],
  },
  {
    name: 'Backpacks',
    nameHi: 'बैकपैक',
    type: 'backpack',
    hex: '#1f2f5c',
    description: 'Roomy, padded backpacks for college, commutes and weekend treks.',
    kinds: { backpack: 30, 'roll-top': 12 },
    prefixes: ['Himalayan', 'Ladakh Trail', 'Campus', 'Metro', 'Coorg', 'Rishikesh', 'Commuter', 'Spiti', 'Urban'],
  },
  {
    name: 'Totes',
    nameHi: 'टोट बैग',
    type: 'tote',
    hex: '#c68e5b',
    description: 'Block-printed cotton, jute, canvas and leather totes that carry the whole day.',
    kinds: { tote: 48 },
    prefixes: [
      'Jaipur',
      'Kutch',
      'Kalamkari',
      'Goa Beach',
      'Ikat',
      'Santiniketan',
      'Sanganeri',
      'Madhubani',
      'Chennai',
    ],
  },
  {
    name: 'Sling Bags',
    nameHi: 'स्लिंग बैग',
    type: 'sling',
    hex: '#1f7a7a',
    description: 'Light crossbody slings that keep your phone, keys and cards close.',
    kinds: { sling: 40 },
    prefixes: ['Hampi', 'Pondicherry', 'Café', 'Festival', 'Kochi', 'Traveller', 'Weekend', 'Shillong'],
  },
  {
    name: 'Clutches',
    nameHi: 'क्लच',
    type: 'clutch',
    hex: '#b8860b',
    description: 'Embroidered and embellished clutches for sangeets, receptions and festive evenings.',
    kinds: { clutch: 40 },
    prefixes: ['Zardozi', 'Sangeet', 'Mughal', 'Banarasi', 'Kundan', 'Gota Patti', 'Mehendi', 'Reception'],
  },
  {
    name: 'Laptop Bags',
    nameHi: 'लैपटॉप बैग',
    type: 'laptop-bag',
    hex: '#2b2b2b',
    description: 'Padded laptop bags, sleeves and messengers that fit 14" to 16" laptops with room for chargers.',
    kinds: { 'laptop-bag': 24, messenger: 20 },
    prefixes: [
      'Bengaluru Tech',
      'Hyderabad',
      'Pune',
      'Cyber City',
      'Startup',
      'Koramangala',
      'Executive',
      'Remote-Work',
    ],
  },
  {
    name: 'Travel Duffels',
    nameHi: 'ट्रैवल डफ़ल बैग',
    type: 'duffel',
    hex: '#6b7a3a',
    description: 'Weekenders, cabin-size duffels and travel pouches built for trains, flights and road trips.',
    kinds: { duffel: 30, 'toiletry-pouch': 10 },
    prefixes: ['Rajdhani', 'Konkan', 'Kashmir', 'Nilgiri', 'Road-Trip', 'Andaman', 'Shatabdi', 'Deccan'],
  },
  {
    name: 'Wallets',
    nameHi: 'बटुए',
    type: 'wallet',
    hex: '#5a3a22',
    description: "Men's bi-folds, women's zip-around purses and card holders in leather, vegan leather and cork.",
    kinds: { wallet: 18, purse: 14, 'card-holder': 16 },
    prefixes: ['Kanpur', 'Chennai', 'Classic', 'Heritage', 'Vintage', 'Minimal', 'Dharavi', 'Agra'],
  },
  {
    name: "Kids' Bags",
    nameHi: 'बच्चों के बैग',
    type: 'backpack',
    hex: '#e07a3f',
    description: 'Cheerful, lightweight school bags, tiffin bags and pencil pouches sized for small hands.',
    kinds: { 'school-bag': 18, 'lunch-bag': 12, 'pencil-pouch': 10 },
    prefixes: ['Jungle Safari', 'Little Explorer', 'Rainbow', 'Space Mission', 'Tiny Tiger', 'Doodle', 'Cricket Club'],
  },
  {
    name: 'Office Bags',
    nameHi: 'ऑफ़िस बैग',
    type: 'laptop-bag',
    hex: '#3f4a8a',
    description: 'Briefcases, messengers and work totes that look sharp in the boardroom and survive the metro.',
    kinds: { briefcase: 20, 'work-tote': 12, messenger: 8 },
    prefixes: ['Nariman Point', 'Boardroom', 'Connaught', 'Corporate', 'Gurugram', 'BKC', 'Chanakya', 'Senior Partner'],
  },
  {
    name: 'Potli Bags',
    nameHi: 'पोटली बैग',
    type: 'potli',
    hex: '#b22234',
    description: 'Drawstring potlis in velvet, bandhani and cotton, made for weddings and festivals.',
    kinds: { potli: 36 },
    prefixes: ['Shaadi', 'Diwali', 'Banarasi', 'Phulkari', 'Chanderi', 'Paithani', 'Karva Chauth', 'Teej'],
  },
  {
    name: 'Gym Bags',
    nameHi: 'जिम बैग',
    type: 'duffel',
    hex: '#3a3a3a',
    description: 'Ventilated gym duffels and backpacks with shoe compartments and wet pockets.',
    kinds: { 'gym-duffel': 20, 'gym-backpack': 16 },
    prefixes: ['Powerhouse', 'Yoga Studio', 'Marathon', 'Kabaddi', 'Crossfit', 'Morning Run', 'Arena', 'Court'],
  },
];
