// TEMPORARY copy of the interface in /work/scratch/14/INTERFACE.md; the pictures branch owns this file.
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
export const VIEWS = ['front', 'side', 'back', 'detail'] as const;
export type BagView = (typeof VIEWS)[number];
export const isBagType = (value: string): value is BagType => (BAG_TYPES as readonly string[]).includes(value);
export const isBagMaterial = (value: string): value is BagMaterial =>
  (BAG_MATERIALS as readonly string[]).includes(value);
export const isBagView = (value: string): value is BagView => (VIEWS as readonly string[]).includes(value);
const bare = (hex: string) => hex.replace('#', '').toLowerCase();
export const bagImagePath = (type: BagType, material: BagMaterial, hex: string, view: BagView) =>
  `/images/products/${type}/${material}/${bare(hex)}/${view}.svg`;
export const categoryImagePath = (type: BagType, hex: string) => `/images/categories/${type}/${bare(hex)}.svg`;

// Old names still used by bagSvg/imageRoutes until the pictures branch lands.
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
export const isBagStyle = (value: string): value is BagStyle => (BAG_STYLES as readonly string[]).includes(value);
