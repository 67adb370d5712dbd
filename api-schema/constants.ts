/** Business constants of docs/product.md §9. */
export const PAGE_SIZE = 12;
/** The home page's featured products and the product page's related ones (the server preloads both). */
export const FEATURED_COUNT = 4;
export const RELATED_COUNT = 4;
export const MAX_PAGE_SIZE = 48;
/**
 * Listings serve results up to this depth (page × limit); pagination.pages stops there, the total does not.
 * 200 pages of 12: a page's cost is bounded by it, whatever the catalogue's size (docs/decisions/024-bounded-listing-depth.md).
 */
export const MAX_LISTING_DEPTH = 2_400;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
/** At or below this many units a product's answer carries `stockLeft` ("Only 3 left"): the most one line may order. */
export const LOW_STOCK_LEFT = QUANTITY_MAX;
export const FREE_SHIPPING_ABOVE = 999;
/** ₹1 crore: far above any bag, well inside the database's integer prices. */
export const MAX_PRICE_FILTER = 10_000_000;
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
export const CONTENT_PAGES = ['about', 'privacy', 'terms'] as const;
/** The shopper's language choice as a cookie (the SPA also keeps it in local storage), for the server's first HTML. */
export const LANGUAGE_COOKIE = 'lang';
