import * as z from 'zod/mini';
import { ok } from './envelope';
import { category, city, contentPage, order, pagination, product } from './entities';

/**
 * What the shop read in a listing's search beyond its words (docs/product.md §2): the words left to match,
 * a price, categories (names), colours and materials (facet values, spelt as the `color` and `material` filters
 * and the facet counts spell them: "Navy Blue", "vegan-leather"), a notice for a kind it does not sell, a spelling
 * it corrected. Only when any. Each is a filter the search applied; searching `words` alone takes them off.
 */
export const searchUnderstood = z.object({
  words: z.string(),
  minPrice: z.optional(z.number()),
  maxPrice: z.optional(z.number()),
  categories: z.optional(z.array(z.string())),
  colours: z.optional(z.array(z.string())),
  materials: z.optional(z.array(z.string())),
  notice: z.optional(z.string()),
  didYouMean: z.optional(z.string()),
});

/** The body of every docs/product.md §7 endpoint, as the client parses it and the server is tested against. */
export const productListResponse = ok(
  z.object({ products: z.array(product), pagination, understood: z.optional(searchUnderstood) }),
);
export const productResponse = ok(z.object({ product }));
export const categoryListResponse = ok(z.object({ categories: z.array(category) }));
export const categoryResponse = ok(z.object({ category }));
export const cityListResponse = ok(z.object({ cities: z.array(city) }));
export const cityResponse = ok(z.object({ city }));
export const orderResponse = ok(z.object({ order }));
export const contentResponse = ok(z.object({ content: z.nullable(contentPage) }));
export const contactResponse = ok(z.object({ id: z.string() }));

export type ProductList = z.infer<typeof productListResponse>['data'];
export type SearchUnderstood = z.infer<typeof searchUnderstood>;
