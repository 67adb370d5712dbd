import type { ProductListQuery } from '../../api-schema/productQuery';
import type { Pool } from '../db/pool';
import { catalogueColours } from './catalogueColours';
import type { ListingMemo } from './listingMemo';
import { listProducts, type ListOptions } from './products';
import { readIntent, type SearchIntent } from './searchIntent';
import { understoodSearch } from './searchUnderstood';

export type RouteOptions = ListOptions & { typed?: string; intent?: SearchIntent };

/**
 * A search without an explicit sortBy is ranked by relevance; an explicit sort (what the
 * shopper picked in the select) is always honoured as is. The search's intent (a price, a kind of bag, a colour,
 * a material) becomes filters first; a price, colour or material the URL sets itself wins. `colourNames`: the
 * catalogue's (catalogueColours.ts), so colour words can be read.
 */
export function listOptions(
  query: ProductListQuery,
  explicitSort: boolean,
  categoryId?: string,
  colourNames: string[] = [],
): RouteOptions {
  const typed = query.search?.toLowerCase().replace(/\s+/g, ' ') || undefined;
  const intent = typed ? readIntent(typed, colourNames) : undefined;
  // A colour or material the URL sets itself wins: the words read as one are then neither applied nor reported.
  if (intent && query.color !== undefined) delete intent.colours;
  if (intent && query.material !== undefined) delete intent.materials;
  const search = intent?.words || undefined;
  return {
    ...query,
    search,
    categoryId,
    minPrice: query.minPrice ?? intent?.minPrice,
    maxPrice: query.maxPrice ?? intent?.maxPrice,
    categoryIds: intent?.categoryIds,
    color: query.color ?? intent?.colours?.join(','),
    material: query.material ?? intent?.materials?.join(','),
    relevance: Boolean(search) && !explicitSort,
    inStockFirst: Boolean(intent) && !search && !explicitSort,
    typed,
    intent,
  };
}

/** listOptions with the catalogue's colour names. */
export const listingOptions = async (
  pool: Pool,
  query: ProductListQuery,
  explicitSort: boolean,
  categoryId?: string,
): Promise<RouteOptions> => listOptions(query, explicitSort, categoryId, await catalogueColours(pool));

/** A page of the listing, with what its search was read to mean. */
export async function listWithIntent(pool: Pool, memo: ListingMemo, o: RouteOptions) {
  const list = await listProducts(pool, memo, o);
  if (!o.intent) return list;
  const applied = {
    minPrice: o.intent.minPrice !== undefined && o.minPrice === o.intent.minPrice,
    maxPrice: o.intent.maxPrice !== undefined && o.maxPrice === o.intent.maxPrice,
    categories: !o.categoryId,
    colours: o.intent.colours !== undefined,
    materials: o.intent.materials !== undefined,
  };
  const understood = await understoodSearch(pool, { ...o, intent: o.intent }, applied, list.pagination.total);
  return understood ? { ...list, understood } : list;
}
