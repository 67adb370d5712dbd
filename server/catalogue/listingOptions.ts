import type { ProductListQuery } from '../../api-schema/productQuery';
import type { Pool } from '../db/pool';
import type { ListingMemo } from './listingMemo';
import { listProducts, type ListOptions } from './products';
import { readIntent, type SearchIntent } from './searchIntent';
import { understoodSearch } from './searchUnderstood';

export type RouteOptions = ListOptions & { typed?: string; intent?: SearchIntent };

/**
 * A search without an explicit sortBy is ranked by relevance; an explicit sort (what the
 * shopper picked in the select) is always honoured as is. The search's intent (a price, a kind of bag)
 * becomes filters first; a price or category the URL sets itself wins.
 */
export function listOptions(query: ProductListQuery, explicitSort: boolean, categoryId?: string): RouteOptions {
  const typed = query.search?.toLowerCase().replace(/\s+/g, ' ') || undefined;
  const intent = typed ? readIntent(typed) : undefined;
  const search = intent?.words || undefined;
  return {
    ...query,
    search,
    categoryId,
    minPrice: query.minPrice ?? intent?.minPrice,
    maxPrice: query.maxPrice ?? intent?.maxPrice,
    categoryIds: intent?.categoryIds,
    preferMaterials: intent?.preferMaterials,
    relevance: Boolean(search) && !explicitSort,
    typed,
    intent,
  };
}

/** A page of the listing, with what its search was read to mean. */
export async function listWithIntent(pool: Pool, memo: ListingMemo, o: RouteOptions) {
  const list = await listProducts(pool, memo, o);
  if (!o.intent) return list;
  const applied = {
    minPrice: o.intent.minPrice !== undefined && o.minPrice === o.intent.minPrice,
    maxPrice: o.intent.maxPrice !== undefined && o.maxPrice === o.intent.maxPrice,
    categories: !o.categoryId,
  };
  const understood = await understoodSearch(pool, o.intent, applied);
  return understood ? { ...list, understood } : list;
}
