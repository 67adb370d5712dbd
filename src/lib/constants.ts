/** UI constants of docs/product.md §9 that only the SPA uses. */
export const MAX_PAGE_NUMBERS = 5;
export const SEARCH_DEBOUNCE_MS = 500;
export const HOME_CATEGORY_COUNT = 8;
export const API_TIMEOUT_MS = 15_000;
export const TOAST_LIMIT = 20;
export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_ERROR_MS = 5_000;
export const CART_STORAGE_KEY = 'bag-ecommerce-cart';
export const FAVOURITES_STORAGE_KEY = 'bag-ecommerce-favourites';
export const RECENTLY_VIEWED_STORAGE_KEY = 'bag-ecommerce-recently-viewed';
export const RECENTLY_VIEWED_COUNT = 8;
export const LANGUAGE_STORAGE_KEY = 'bag-ecommerce-language';
