import { MAX_PRICE_FILTER, PAGE_SIZE } from '../../api-schema/constants';
import { apiRequestKey } from '../../api-schema/firstRouteData';
import { SORT_FIELDS, SORT_ORDERS } from '../../api-schema/productQuery';

const DEFAULT_SORT = ['createdAt', 'desc'] as const;

function price(raw: string | null) {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= MAX_PRICE_FILTER ? n : undefined;
}

function discount(raw: string | null) {
  const n = Number(raw ?? '');
  return Number.isInteger(n) && n >= 1 && n <= 90 ? n : undefined;
}

function sort(raw: string | null) {
  const [by, order] = (raw ?? '').split(':');
  const known =
    (SORT_FIELDS as readonly string[]).includes(by ?? '') && (SORT_ORDERS as readonly string[]).includes(order ?? '');
  return known ? [by!, order!] : DEFAULT_SORT;
}

/**
 * The API request the SPA makes for a listing URL (/products?…, /category/{id}?…), read the way the SPA's
 * URL schema reads it: bad values fall back to defaults, reversed price bounds still mean a range. If the
 * two ever disagree, the SPA finds no answer under its own request and simply fetches (never shows wrong data).
 */
export function listingRequest(search: URLSearchParams, categoryId?: string) {
  const [sortBy, sortOrder] = sort(search.get('sort'));
  const min = price(search.get('minPrice'));
  const max = price(search.get('maxPrice'));
  const reversed = min !== undefined && max !== undefined && min > max;
  const page = Number(search.get('page'));
  const path = categoryId ? `products/category/${encodeURIComponent(categoryId)}` : 'products/public';
  return apiRequestKey(path, {
    sortBy,
    sortOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: PAGE_SIZE,
    search: search.get('search')?.trim() || undefined,
    minPrice: reversed ? max : min,
    maxPrice: reversed ? min : max,
    inStock: search.get('inStock') === 'true' ? 'true' : undefined,
    // The facets, as the SPA passes them on (docs/decisions/019-search-intent-and-facets.md).
    color: search.get('color')?.trim() || undefined,
    material: search.get('material')?.trim() || undefined,
    discount: discount(search.get('discount')),
  });
}
