/** Business constants of spec §9. */
export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export const FREE_SHIPPING_ABOVE = 999;
/** ₹1 crore: far above any bag, well inside the database's integer prices. */
export const MAX_PRICE_FILTER = 10_000_000;
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
export const CONTENT_PAGES = ['about', 'privacy', 'terms'] as const;
