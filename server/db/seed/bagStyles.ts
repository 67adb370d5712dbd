export const BAG_STYLES = [
  'tote',
  'handbag',
  'backpack',
  'sling',
  'clutch',
  'laptop',
  'duffel',
  'wallet',
  'potli',
] as const;
export type BagStyle = (typeof BAG_STYLES)[number];
export const VIEWS = ['front', 'side', 'detail'] as const;
export type BagView = (typeof VIEWS)[number];

export const isBagStyle = (value: string): value is BagStyle => (BAG_STYLES as readonly string[]).includes(value);
export const isBagView = (value: string): value is BagView => (VIEWS as readonly string[]).includes(value);

/** URL of a generated product illustration; the hex goes without its '#'. */
export const bagImagePath = (style: BagStyle, hex: string, view: BagView) =>
  `/images/products/${style}/${hex.replace('#', '').toLowerCase()}/${view}.svg`;

export const categoryImagePath = (style: BagStyle, hex: string) =>
  `/images/categories/${style}/${hex.replace('#', '').toLowerCase()}.svg`;

const STYLE_WORDS: [RegExp, BagStyle][] = [
  [/backpack|daypack|rucksack|school bag/i, 'backpack'],
  [/tote/i, 'tote'],
  [/sling|crossbody/i, 'sling'],
  [/clutch/i, 'clutch'],
  [/duffel|weekender|holdall|sports bag|mat bag/i, 'duffel'],
  [/wallet|card holder|purse|pouch/i, 'wallet'],
  [/potli/i, 'potli'],
  [/briefcase|messenger|sleeve|portfolio|document/i, 'laptop'],
];

/** The drawing that best matches a product name, else the category's own style. */
export function styleForName(name: string, fallback: BagStyle): BagStyle {
  return STYLE_WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? fallback;
}
