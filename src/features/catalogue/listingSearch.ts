import { cleanFilters, type ProductFilters } from './productFilters';

/**
 * Search middleware for the listing routes: only what the shopper chose reaches the URL (empty values
 * and page 1 dropped). An explicitly chosen sort stays, because the home page's category tiles link to
 * `?category={id}&sort=createdAt:desc` exactly as docs/product.md §2 says; the sort select clears the default itself.
 */
export function cleanListingSearch<T extends ProductFilters>({ search, next }: { search: T; next: (s: T) => T }): T {
  const result = next(search);
  const clean = cleanFilters(result);
  if (result.sort) clean.sort = result.sort;
  return clean as T;
}
