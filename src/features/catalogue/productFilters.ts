import * as z from 'zod/mini';
import { MAX_PRICE_FILTER } from '../../../api-schema/constants';
import type { ProductListParams } from '../../../api-schema/productQuery';

/**
 * The listing's URL search params (docs/product.md §2): search, category, minPrice, maxPrice, sort, inStock, page,
 * and the facets color and material (comma-separated) and discount (least per cent off).
 * Every key falls back to its default on a bad value, so a hand-edited URL never breaks the page.
 */
export const SORT_OPTIONS = [
  { value: 'createdAt:desc', label: 'Newest First' },
  { value: 'createdAt:asc', label: 'Oldest First' },
  { value: 'newPrice:asc', label: 'Price: Low to High' },
  { value: 'newPrice:desc', label: 'Price: High to Low' },
  { value: 'productName:asc', label: 'Name: A to Z' },
  { value: 'productName:desc', label: 'Name: Z to A' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'createdAt:desc';

export const PRICE_PRESETS = [
  { label: 'Under 1,000', min: undefined, max: 999 },
  { label: '1,000-2,500', min: 1000, max: 2500 },
  { label: '2,500-5,000', min: 2500, max: 5000 },
  { label: '5,000-10,000', min: 5000, max: 10000 },
  { label: 'Above 10,000', min: 10001, max: undefined },
] as const;

const sortValues = SORT_OPTIONS.map((o) => o.value) as [SortValue, ...SortValue[]];
const optionalText = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim() || undefined),
    ),
  ),
  undefined,
);
const optionalPrice = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.nonnegative(), z.lte(MAX_PRICE_FILTER))),
  undefined,
);

export const productFiltersSchema = z.object({
  search: optionalText,
  category: optionalText,
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  sort: z.catch(z.optional(z.enum(sortValues)), undefined),
  inStock: z.catch(
    z.optional(
      z.pipe(
        z.unknown(),
        z.transform((v) => (v === true || v === 'true' ? true : undefined)),
      ),
    ),
    undefined,
  ),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined),
  color: optionalText,
  material: optionalText,
  discount: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(90))), undefined),
});

/** The facets: passed to the API as they are in the URL. */
export const FACETS = ['color', 'material', 'discount'] as const;

export type ProductFilters = z.infer<typeof productFiltersSchema>;

/** Drops defaults and empty values so the URL carries only what the shopper chose (page 1 omitted). */
export function cleanFilters(filters: ProductFilters): ProductFilters {
  const clean: ProductFilters = {};
  if (filters.search) clean.search = filters.search;
  if (filters.category) clean.category = filters.category;
  if (filters.minPrice !== undefined) clean.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) clean.maxPrice = filters.maxPrice;
  if (filters.sort && filters.sort !== DEFAULT_SORT) clean.sort = filters.sort;
  if (filters.inStock) clean.inStock = true;
  if (filters.page && filters.page > 1) clean.page = filters.page;
  for (const facet of FACETS) if (filters[facet]) Object.assign(clean, { [facet]: filters[facet] });
  return clean;
}

/** True when any filter differs from the default listing (drives "clear all"). */
export const hasActiveFilters = (filters: ProductFilters) => {
  const { page: _page, ...rest } = cleanFilters(filters);
  return Object.keys(rest).length > 0;
};

/** Maps URL filters to the API's query (category goes in the path, not the query). */
export function toListParams(filters: ProductFilters, limit: number): ProductListParams {
  const [sortBy, sortOrder] = (filters.sort ?? DEFAULT_SORT).split(':');
  // A search with no sort chosen asks for no sort: the API then ranks by best match.
  const params: ProductListParams =
    filters.search && !filters.sort
      ? { page: filters.page ?? 1, limit }
      : { sortBy, sortOrder, page: filters.page ?? 1, limit };
  if (filters.search) params.search = filters.search;
  const { minPrice, maxPrice } = filters;
  // A hand-edited URL with the bounds reversed still means a range.
  const reversed = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
  if (minPrice !== undefined) params[reversed ? 'maxPrice' : 'minPrice'] = minPrice;
  if (maxPrice !== undefined) params[reversed ? 'minPrice' : 'maxPrice'] = maxPrice;
  if (filters.inStock) params.inStock = 'true';
  for (const facet of FACETS) if (filters[facet]) params[facet] = filters[facet];
  return params;
}
