import * as z from 'zod/mini';
import { ok } from './envelope';

/** GET /api/search/suggestions?q=…: what the header's search field offers while the shopper types. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;

export const searchSuggestionsQuery = z.object({
  q: z
    .string('q is required')
    .check(z.maxLength(100, 'q must be at most 100 characters'), z.trim(), z.minLength(1, 'q is required')),
});

/** `categoryNameHi`: the category's name for Hindi readers, when the owner gave one (as in entities.ts). */
const categoryNameHi = z.optional(z.nullable(z.string()));
export const suggestedCategory = z.object({ _id: z.string(), categoryName: z.string(), categoryNameHi });
export const suggestedProduct = z.object({
  _id: z.string(),
  productName: z.string(),
  newPrice: z.number(),
  /** The first picture of its first colour, else the placeholder. */
  image: z.string(),
  categoryName: z.string(),
  categoryNameHi,
});

export const searchSuggestionsResponse = ok(
  z.object({
    /** Categories named like the search or holding its best matches; popular ones when nothing matched. */
    categories: z.array(suggestedCategory),
    /** The best matches, best first (the listing's relevance order). */
    products: z.array(suggestedProduct),
    /** Only when nothing matched: a spelling of the search that finds products. */
    didYouMean: z.optional(z.string()),
  }),
);

export type SearchSuggestions = z.infer<typeof searchSuggestionsResponse>['data'];
export type SuggestedProduct = z.infer<typeof suggestedProduct>;
export type SuggestedCategory = z.infer<typeof suggestedCategory>;
