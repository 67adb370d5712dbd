/** Business constants of spec §9. */
export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
export const MAX_PAGE_NUMBERS = 5;
export const SEARCH_DEBOUNCE_MS = 500;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export const FEATURED_COUNT = 4;
export const RELATED_COUNT = 4;
export const HOME_CATEGORY_COUNT = 8;
export const API_TIMEOUT_MS = 15_000;
export const TOAST_LIMIT = 20;
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_ERROR_MS = 5_000;
export const FREE_SHIPPING_ABOVE = 999;
/** ₹1 crore: far above any bag, well inside the database's integer prices. */
export const MAX_PRICE_FILTER = 10_000_000;
export const CART_STORAGE_KEY = 'bag-ecommerce-cart';
export const FAVOURITES_STORAGE_KEY = 'bag-ecommerce-favourites';
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
export const PAYMENT_MODES = ['cod', 'online'] as const;
export const CONTENT_PAGES = ['about', 'privacy', 'terms'] as const;
