/** A listing's sort as the API takes it (`sortBy`, `sortOrder`). */
export interface ListingSort {
  sortBy: 'createdAt' | 'newPrice' | 'productName';
  sortOrder: 'asc' | 'desc';
}

/** Each product's place by every sort key, indexed by product number (numbered newest first). */
export interface SortKeys {
  readonly price: Int32Array;
  readonly nameRank: Int32Array;
  readonly createdRank: Int32Array;
  readonly idRank: Int32Array;
}

/** The distinct prices ascending, and each product's place among them. */
export interface PriceLevels {
  prices: Int32Array;
  level: Int32Array;
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

/**
 * Product numbers in each other sort's order (sortName → numbers), sorted once, and the price levels
 * made from the price order; a price change drops both price orders and the levels, redone on next use.
 */
export class SortOrders {
  private readonly orders = new Map<string, Int32Array>();
  private levels?: PriceLevels;

  constructor(private readonly keys: SortKeys) {}

  of(sort: ListingSort): Int32Array {
    let order = this.orders.get(sortName(sort));
    if (!order) this.orders.set(sortName(sort), (order = sortedNumbers(sort, this.keys)));
    return order;
  }

  priceLevels(): PriceLevels {
    if (this.levels) return this.levels;
    const { price } = this.keys;
    const prices: number[] = [];
    const level = new Int32Array(price.length);
    for (const n of this.of({ sortBy: 'newPrice', sortOrder: 'asc' })) {
      if (prices.at(-1) !== price[n]) prices.push(price[n]!);
      level[n] = prices.length - 1;
    }
    return (this.levels = { prices: Int32Array.from(prices), level });
  }

  pricesChanged(): void {
    for (const order of ['asc', 'desc']) this.orders.delete(`newPrice:${order}`);
    this.levels = undefined;
  }
}
