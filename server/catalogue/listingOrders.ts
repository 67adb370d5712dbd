/** A listing's sort as the API takes it (`sortBy`, `sortOrder`). */
export interface ListingSort {
  sortBy: 'createdAt' | 'newPrice' | 'productName';
  sortOrder: 'asc' | 'desc';
}

/** Each product's place by every sort key, indexed by product number (numbered newest first). */
export interface SortKeys {
  price: Int32Array;
  nameRank: Int32Array;
  createdRank: Int32Array;
  idRank: Int32Array;
}

export const sortName = (s: ListingSort) => `${s.sortBy}:${s.sortOrder}`;

/** The sorts a listing can ask for besides the default (newest first, which is the numbering itself). */
export const OTHER_SORTS: ListingSort[] = [
  { sortBy: 'createdAt', sortOrder: 'asc' },
  { sortBy: 'newPrice', sortOrder: 'asc' },
  { sortBy: 'newPrice', sortOrder: 'desc' },
  { sortBy: 'productName', sortOrder: 'asc' },
  { sortBy: 'productName', sortOrder: 'desc' },
];

export const isNumberOrder = (s: ListingSort) => s.sortBy === 'createdAt' && s.sortOrder === 'desc';

/**
 * Product numbers in the order of `ORDER BY <key> <direction>, p.id` (products.ts): the key either
 * way, ties always by id ascending, both compared by ranks Postgres gave, so the order is its own.
 */
export function sortedNumbers(sort: ListingSort, keys: SortKeys): Int32Array {
  const key = { createdAt: keys.createdRank, newPrice: keys.price, productName: keys.nameRank }[sort.sortBy];
  const sign = sort.sortOrder === 'asc' ? 1 : -1;
  const { idRank } = keys;
  const order = Int32Array.from({ length: key.length }, (_, n) => n);
  return order.sort((a, b) => sign * (key[a]! - key[b]!) || idRank[a]! - idRank[b]!);
}
