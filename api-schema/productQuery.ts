import * as z from 'zod/mini';
import { MAX_PAGE_SIZE, MAX_PRICE_FILTER, PAGE_SIZE } from './constants';

/** Query of GET /products/public and /products/category/{id} (docs/product.md §7). Strict: bad values are a 400. */
export const SORT_FIELDS = ['createdAt', 'newPrice', 'productName'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number(`${name} must be a number`)
    .check(
      z.int(`${name} must be a whole number`),
      z.gte(min, `${name} must be at least ${min}`),
      z.lte(max, `${name} must be at most ${max}`),
    );

export const productListQuery = z
  .object({
    search: z.optional(z.string().check(z.maxLength(100, 'search must be at most 100 characters'), z.trim())),
    minPrice: z.optional(wholeNumber('minPrice', 0, MAX_PRICE_FILTER)),
    maxPrice: z.optional(wholeNumber('maxPrice', 0, MAX_PRICE_FILTER)),
    sortBy: z._default(z.enum(SORT_FIELDS, 'sortBy must be createdAt, newPrice or productName'), 'createdAt'),
    sortOrder: z._default(z.enum(SORT_ORDERS, 'sortOrder must be asc or desc'), 'desc'),
    inStock: z.optional(z.enum(['true', 'false'], 'inStock must be true or false')),
    page: z._default(wholeNumber('page', 1), 1),
    limit: z._default(wholeNumber('limit', 1, MAX_PAGE_SIZE), PAGE_SIZE),
    /** Facets (docs/product.md §2): any of these colour names, any of these material families, comma-separated. */
    color: z.optional(z.string().check(z.maxLength(300, 'color must be at most 300 characters'))),
    material: z.optional(z.string().check(z.maxLength(200, 'material must be at most 200 characters'))),
    /** At least this many per cent off the old price. */
    discount: z.optional(wholeNumber('discount', 1, 90)),
    /** Leaves one product out, for "related products" on a product page. */
    exclude: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
      message: 'minPrice must not be above maxPrice',
      path: ['minPrice'],
    }),
  );

export type ProductListQuery = z.infer<typeof productListQuery>;
/** What a client may send: every key optional, as strings or numbers. */
export type ProductListParams = Partial<Record<keyof ProductListQuery, string | number>>;
