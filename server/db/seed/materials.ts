import type { BagMaterial } from './bagStyles';

/** What a product is made of: its name, its specifications, its price and weight follow from this. */
export interface MaterialRule {
  drawing: BagMaterial;
  /** The words in the product name, e.g. 'Vegan Leather'. */
  labels: string[];
  /** Specifications → Material, starting with the name's label. */
  spec: (label: string) => string;
  /** Where in the kind's price band this material sits, as a share of the band on a log scale. */
  priceSpan: [number, number];
  /** Weight relative to the kind's typical (canvas-like) weight. */
  weight: number;
  /** Made from an animal hide (never true for anything called vegan). */
  animalHide: boolean;
  features: string[];
  care: string;
  /** Colour names it comes in (seed colours); all when absent. */
  palette?: string[];
}

const LEATHER_TONES = [
  'Tan',
  'Black',
  'Coffee Brown',
  'Maroon',
  'Navy Blue',
  'Olive Green',
  'Rust',
  'Beige',
  'Slate Grey',
];
const LEATHER_CARE = 'Wipe with a soft dry cloth; condition twice a year; keep away from direct sunlight';

export const MATERIALS = {
  leather: {
    drawing: 'leather',
    labels: ['Leather', 'Full-Grain Leather'],
    spec: (label) => `${label === 'Leather' ? 'Genuine leather' : 'Full-grain leather'} (cowhide), cotton-twill lining`,
    priceSpan: [0.5, 1],
    weight: 1.35,
    animalHide: true,
    features: [
      'Full-grain leather that softens and darkens with use',
      'Hand-painted, burnished edges',
      'Saddle-stitched at the stress points',
    ],
    care: LEATHER_CARE,
    palette: LEATHER_TONES,
  },
  'vegan-leather': {
    drawing: 'vegan-leather',
    labels: ['Vegan Leather'],
    spec: () => 'Vegan leather (polyurethane), no animal materials; recycled-polyester lining',
    priceSpan: [0.2, 0.55],
    weight: 1.05,
    animalHide: false,
    features: ['Vegan leather that wipes clean with a damp cloth', 'No animal materials anywhere, glue included'],
    care: 'Wipe with a damp cloth; do not iron',
  },
  quilted: {
    drawing: 'quilted',
    labels: ['Quilted Leather'],
    spec: () => 'Quilted leather (lambskin) over foam padding, satin lining',
    priceSpan: [0.6, 1],
    weight: 1.3,
    animalHide: true,
    features: ['Diamond quilting stitched over soft padding', 'Chain-and-leather strap'],
    care: LEATHER_CARE,
    palette: ['Black', 'Ivory', 'Blush Pink', 'Maroon', 'Navy Blue', 'Beige'],
  },
  'croc-embossed': {
    drawing: 'croc-embossed',
    labels: ['Croc-Embossed Leather'],
    spec: () => 'Croc-embossed leather (cowhide), suede lining',
    priceSpan: [0.6, 1],
    weight: 1.4,
    animalHide: true,
    features: ['Croc pattern pressed into cowhide (no exotic skins)', 'Gold-tone hardware'],
    care: LEATHER_CARE,
    palette: ['Black', 'Coffee Brown', 'Maroon', 'Emerald', 'Tan', 'Navy Blue'],
  },
  suede: {
    drawing: 'suede',
    labels: ['Suede'],
    spec: () => 'Suede (split goat leather), cotton lining',
    priceSpan: [0.45, 0.85],
    weight: 1.15,
    animalHide: true,
    features: ['Brushed suede with a soft nap', 'Water-repellent finish on the suede'],
    care: 'Brush with a suede brush; keep dry',
    palette: ['Tan', 'Rust', 'Olive Green', 'Coffee Brown', 'Beige', 'Slate Grey', 'Mustard'],
  },
  canvas: {
    drawing: 'canvas',
    labels: ['Canvas', 'Waxed Canvas'],
    spec: (label) => `${label === 'Canvas' ? 'Canvas (12 oz cotton)' : 'Waxed canvas (cotton)'}, polyester lining`,
    priceSpan: [0.1, 0.55],
    weight: 1,
    animalHide: false,
    features: ['Heavy cotton canvas that takes years of knocks', 'Water-resistant finish for the monsoon'],
    care: 'Spot clean with mild soap; air dry',
  },
  jute: {
    drawing: 'jute',
    labels: ['Jute'],
    spec: () => 'Natural jute, cotton lining',
    priceSpan: [0, 0.3],
    weight: 0.9,
    animalHide: false,
    features: ['Natural jute from West Bengal, fully biodegradable', 'Laminated inside so spills wipe off'],
    care: 'Spot clean; do not soak',
    palette: ['Beige', 'Tan', 'Ivory', 'Olive Green', 'Mustard', 'Rust'],
  },
  bandhani: {
    drawing: 'bandhani',
    labels: ['Bandhani'],
    spec: () => 'Bandhani tie-dyed cotton silk, hand-tied in Kutch, cotton lining',
    priceSpan: [0.2, 0.6],
    weight: 0.7,
    animalHide: false,
    features: ['Hand-tied bandhani dots from Kutch', 'Every piece dyed by hand, so no two match exactly'],
    care: 'Dry clean only',
    palette: ['Sindoor Red', 'Marigold', 'Maroon', 'Emerald', 'Peacock Blue', 'Blush Pink', 'Mustard'],
  },
  nylon: {
    drawing: 'nylon',
    labels: ['Nylon', 'Ripstop Nylon'],
    spec: (label) =>
      `${label === 'Nylon' ? 'Nylon twill' : 'Ripstop nylon'} with a water-resistant coating, polyester lining`,
    priceSpan: [0.1, 0.5],
    weight: 0.7,
    animalHide: false,
    features: ['Water-resistant nylon that shrugs off the monsoon', 'Light enough to forget you are carrying it'],
    care: 'Wipe or hand wash in cold water',
  },
  cotton: {
    drawing: 'cotton',
    labels: ['Cotton', 'Block-Print Cotton'],
    spec: (label) => `${label === 'Cotton' ? 'Cotton' : 'Block-print cotton, printed by hand'}, cotton lining`,
    priceSpan: [0, 0.35],
    weight: 0.6,
    animalHide: false,
    features: ['Hand block-printed cotton from Sanganer', 'Machine washable on a gentle cycle'],
    care: 'Gentle machine wash, cold; dry in shade',
  },
  cork: {
    drawing: 'cork',
    labels: ['Cork'],
    spec: () => 'Portuguese cork fabric on a cotton backing, no animal materials',
    priceSpan: [0.25, 0.6],
    weight: 0.8,
    animalHide: false,
    features: ['Cork fabric: light, water-resistant and vegan', 'Every panel has its own grain'],
    care: 'Wipe with a damp cloth',
    palette: ['Tan', 'Beige', 'Black', 'Coffee Brown', 'Olive Green'],
  },
  velvet: {
    drawing: 'velvet',
    labels: ['Velvet'],
    spec: () => 'Cotton velvet with zari embroidery, satin lining',
    priceSpan: [0.25, 0.7],
    weight: 0.85,
    animalHide: false,
    features: ['Plush velvet with hand zari embroidery', 'Satin lining'],
    care: 'Dry clean only; store in the dust bag',
    palette: ['Maroon', 'Emerald', 'Navy Blue', 'Black', 'Peacock Blue', 'Sindoor Red'],
  },
} satisfies Record<string, MaterialRule>;

export type MaterialKey = keyof typeof MATERIALS;
export const materialRule = (key: MaterialKey): MaterialRule => MATERIALS[key];
