export const BAG_TYPES = [
  'hobo',
  'bucket',
  'satchel',
  'top-handle',
  'shoulder',
  'tote',
  'backpack',
  'roll-top',
  'laptop-bag',
  'messenger',
  'sling',
  'clutch',
  'potli',
  'wallet',
  'card-holder',
  'duffel',
  'pouch',
] as const;
export type BagType = (typeof BAG_TYPES)[number];

export const BAG_MATERIALS = [
  'leather',
  'vegan-leather',
  'quilted',
  'croc-embossed',
  'canvas',
  'suede',
  'jute',
  'bandhani',
  'nylon',
  'cotton',
  'cork',
  'velvet',
] as const;
export type BagMaterial = (typeof BAG_MATERIALS)[number];

/** Four genuinely different drawings: the front, the gusset (depth), the back panel, a close-up. */
export const VIEWS = ['front', 'side', 'back', 'detail'] as const;
export type BagView = (typeof VIEWS)[number];

const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value);
export const isBagType = isOneOf(BAG_TYPES);
export const isBagMaterial = isOneOf(BAG_MATERIALS);
export const isBagView = isOneOf(VIEWS);

const bare = (hex: string) => hex.replace('#', '').toLowerCase();

/** URL of a generated product illustration; the hex goes without its '#' (one with it is accepted). */
export const bagImagePath = (type: BagType, material: BagMaterial, hex: string, view: BagView) =>
  `/images/products/${type}/${material}/${bare(hex)}/${view}.svg`;

/** Wide banner of a category, composed for the 4:1 banner and the 8:5 home card. */
export const categoryImagePath = (type: BagType, hex: string) => `/images/categories/${type}/${bare(hex)}.svg`;

/** Styles of the first catalogue (URLs /images/products/<style>/<hex>/<view>.svg), still served. */
export const LEGACY_STYLES: Record<string, BagType> = {
  tote: 'tote',
  handbag: 'satchel',
  backpack: 'backpack',
  sling: 'sling',
  clutch: 'clutch',
  laptop: 'laptop-bag',
  duffel: 'duffel',
  wallet: 'wallet',
  potli: 'potli',
};

// Most specific first: "Laptop Backpack" is a backpack, "Card Holder Wallet" a card holder.
const TYPE_WORDS: [RegExp, BagType][] = [
  [/roll-?top/i, 'roll-top'],
  [/backpack|daypack|rucksack|school bag/i, 'backpack'],
  [/card (holder|case)|cardholder/i, 'card-holder'],
  [/potli/i, 'potli'],
  [/hobo/i, 'hobo'],
  [/bucket/i, 'bucket'],
  [/satchel/i, 'satchel'],
  [/top-?handle/i, 'top-handle'],
  [/shoulder/i, 'shoulder'],
  [/tote|shopper/i, 'tote'],
  [/messenger/i, 'messenger'],
  [/laptop|briefcase|sleeve|portfolio|document|office/i, 'laptop-bag'],
  [/sling|crossbody|cross-body/i, 'sling'],
  [/clutch|minaudi/i, 'clutch'],
  [/duffel|duffle|weekender|holdall|gym|sports bag|mat bag|travel/i, 'duffel'],
  [/wallet|purse|bi-?fold/i, 'wallet'],
  [/pouch|kit|case|organi[sz]er/i, 'pouch'],
];

/** The drawing that best matches a product name, else `fallback`. */
export function typeForName(name: string, fallback: BagType): BagType {
  return TYPE_WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? fallback;
}

const MATERIAL_WORDS: [RegExp, BagMaterial][] = [
  [/vegan|faux|pu leather/i, 'vegan-leather'],
  [/croc/i, 'croc-embossed'],
  [/quilt/i, 'quilted'],
  [/suede/i, 'suede'],
  [/jute/i, 'jute'],
  [/bandhani|bandhej/i, 'bandhani'],
  [/canvas|denim/i, 'canvas'],
  [/nylon|polyester|ripstop|waterproof/i, 'nylon'],
  [/cork/i, 'cork'],
  [/velvet|brocade|silk|zari/i, 'velvet'],
  [/cotton|khadi|block-print|kalamkari|ikat|chikan/i, 'cotton'],
  [/leather/i, 'leather'],
];

/** The material a product name speaks of; 'leather' when it names none. */
export function materialForName(name: string): BagMaterial {
  return MATERIAL_WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'leather';
}
