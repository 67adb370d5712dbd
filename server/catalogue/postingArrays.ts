import { type Bits, hasBit } from './bitset';
import type { SortKeys } from './listingOrders';
import type { PostingFilters } from './postedProduct';

/**
 * The catalogue as the posting lists hold it, indexed by product number (products numbered newest
 * first, exactly as Postgres orders `created_at DESC, id`). SearchPostings builds it and keeps it in
 * step; the listing walk and the search only read it.
 */
export interface PostingArrays extends SortKeys {
  readonly size: number;
  readonly ids: readonly string[];
  /** Product id → its number. */
  readonly ordinal: ReadonlyMap<string, number>;
  /** Each product's category number, and category id → number. */
  readonly category: Int32Array;
  readonly categories: ReadonlyMap<string, number>;
  /** Per category number, its products as bits. */
  readonly categoryBits: readonly Bits[];
  readonly inStock: Bits;
  readonly active: Bits;
  readonly productNames: readonly string[];
}

/** Whether product `n` is shown and passes the filters. */
export function passesFilters(a: PostingArrays, f: PostingFilters): (n: number) => boolean {
  const category = f.categoryId === undefined ? undefined : (a.categories.get(f.categoryId) ?? -1);
  const excluded = f.exclude === undefined ? -1 : (a.ordinal.get(f.exclude) ?? -1);
  return (n) =>
    hasBit(a.active, n) &&
    (category === undefined || a.category[n] === category) &&
    (!f.inStock || hasBit(a.inStock, n)) &&
    (f.minPrice === undefined || a.price[n]! >= f.minPrice) &&
    (f.maxPrice === undefined || a.price[n]! <= f.maxPrice) &&
    n !== excluded;
}

/**
 * Word `i` of the shown products passing the filters but the price: shown, in stock, in the
 * category, not the excluded one, ANDed 32 at a time.
 */
export function matchingWord(a: PostingArrays, f: PostingFilters): (i: number) => number {
  let category: Bits | undefined;
  if (f.categoryId !== undefined) {
    const number = a.categories.get(f.categoryId);
    if (number === undefined) return () => 0;
    category = a.categoryBits[number];
  }
  const excluded = f.exclude === undefined ? -1 : (a.ordinal.get(f.exclude) ?? -1);
  const { active, inStock } = a;
  return (i) => {
    let word = active[i]!;
    if (f.inStock) word &= inStock[i]!;
    if (category) word &= category[i]!;
    if (excluded >>> 5 === i && excluded !== -1) word &= ~(1 << (excluded & 31));
    return word;
  };
}
