import type { Pool } from '../db/pool';

/** How many products of one filter set cost each price: `prices` ascending, `upTo[i]` = products at prices[0..i]. */
export interface PriceHistogram {
  prices: Int32Array;
  upTo: Int32Array;
}

/** One grouped walk of the price index (prices are whole rupees, so a catalogue has few distinct ones). */
export async function loadPriceHistogram(pool: Pool, whereSql: string, params: unknown[]): Promise<PriceHistogram> {
  const { rows } = await pool.query<{ price: number; n: number }>(
    `SELECT p.new_price AS price, count(*)::int AS n FROM products p ${whereSql} GROUP BY p.new_price ORDER BY p.new_price`,
    params,
  );
  return histogramOf(rows);
}

/** The histogram of `rows` (how many products at each price, prices ascending). */
export function histogramOf(rows: { price: number; n: number }[]): PriceHistogram {
  const prices = new Int32Array(rows.length);
  const upTo = new Int32Array(rows.length);
  let sum = 0;
  rows.forEach((row, i) => {
    prices[i] = row.price;
    upTo[i] = sum += row.n;
  });
  return { prices, upTo };
}

/** Products priced within [min, max] (either bound optional): two binary searches. */
export function countPriceRange(h: PriceHistogram, min?: number, max?: number): number {
  const atOrBelow = (price: number) => {
    const i = firstAbove(h.prices, price);
    return i === 0 ? 0 : h.upTo[i - 1]!;
  };
  const top = max === undefined ? atOrBelow(Infinity) : atOrBelow(max);
  const below = min === undefined ? 0 : atOrBelow(min - 1);
  return Math.max(0, top - below);
}

/** Index of the first price above `price` (prices.length when none is). */
function firstAbove(prices: Int32Array, price: number): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (prices[mid]! <= price) low = mid + 1;
    else high = mid;
  }
  return low;
}
