import { bitCount } from './bitset';
import { isNumberOrder, type ListingSort, type SortOrders } from './listingOrders';
import { matchingWord, passesFilters, type PostingArrays } from './postingArrays';
import type { PostingFilters } from './postedProduct';

/** What a listing that is not a search reads from the posting lists. */
export interface ListingPostings {
  readonly arrays: PostingArrays;
  readonly orders: Pick<SortOrders, 'of' | 'priceLevels'>;
}

/**
 * The ids of one page of a listing that is not a search, exactly as `ORDER BY key, p.id LIMIT size
 * OFFSET offset` over the shown products passing the filters. Newest first without a price bound:
 * whole words of matches are skipped by their population count (6,250 words at 200,000 products);
 * otherwise the sort's permutation is walked to the page, at most the whole catalogue once.
 */
export function listingPage(
  { arrays, orders }: ListingPostings,
  filters: PostingFilters,
  sort: ListingSort,
  offset: number,
  size: number,
): string[] {
  const ids: string[] = [];
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  if (isNumberOrder(sort) && !priced) {
    const matchWord = matchingWord(arrays, filters);
    let skip = offset;
    for (let i = 0; i < arrays.active.length && ids.length < size; i++) {
      let word = matchWord(i);
      if (skip > 0) {
        const inWord = bitCount(word);
        if (inWord <= skip) {
          skip -= inWord;
          continue;
        }
      }
      while (word !== 0 && ids.length < size) {
        const low = word & -word;
        word ^= low;
        if (skip > 0) skip--;
        else ids.push(arrays.ids[(i << 5) + 31 - Math.clz32(low)]!);
      }
    }
    return ids;
  }
  const passes = passesFilters(arrays, filters);
  const order = isNumberOrder(sort) ? undefined : orders.of(sort);
  let skip = offset;
  for (let k = 0; k < arrays.size && ids.length < size; k++) {
    const n = order ? order[k]! : k;
    if (!passes(n)) continue;
    if (skip > 0) skip--;
    else ids.push(arrays.ids[n]!);
  }
  return ids;
}

/** How many shown products pass the filters (no search): the listing's exact total. */
export function countListing(arrays: PostingArrays, filters: PostingFilters): number {
  if (filters.minPrice === undefined && filters.maxPrice === undefined) {
    const matchWord = matchingWord(arrays, filters);
    let total = 0;
    for (let i = 0; i < arrays.active.length; i++) total += bitCount(matchWord(i));
    return total;
  }
  const passes = passesFilters(arrays, filters);
  let total = 0;
  for (let n = 0; n < arrays.size; n++) if (passes(n)) total++;
  return total;
}

/** How many shown products passing the filters (the price bounds aside) cost each price, prices ascending. */
export function listingPrices(
  { arrays, orders }: ListingPostings,
  filters: PostingFilters,
): { price: number; n: number }[] {
  const matchWord = matchingWord(arrays, filters);
  const levels = orders.priceLevels();
  const counts = new Int32Array(levels.prices.length);
  for (let i = 0; i < arrays.active.length; i++) {
    for (let word = matchWord(i); word !== 0; word &= word - 1) {
      counts[levels.level[(i << 5) + 31 - Math.clz32(word & -word)]!]!++;
    }
  }
  return [...levels.prices].map((price, i) => ({ price, n: counts[i]! })).filter((p) => p.n > 0);
}
