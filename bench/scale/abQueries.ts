import { openDatabase } from '../../server/db/database';
import { checkoutRoute } from './checkoutRoute';
import { SEARCH_LISTS } from './searchQueries';
import { SHOPPER_LISTS } from './shopperQueries';

/**
 * `node --import tsx bench/scale/abQueries.ts <pg dir> <other checkout> <class | "search|search…"> [first n] [times]`:
 * abSearch.ts search by search. This checkout's listing route and another's alternate call by call over one database
 * (server stopped), each call a new filter set; prints each search's medians and ratio, slowest-gained first, their
 * geometric mean, and how many answers (total and ids) differed. Finds which searches a change helps or hurts.
 */
const [where, other, what, first = '30', times = '8'] = process.argv.slice(2);
const sides = { this: await checkoutRoute('.'), other: await checkoutRoute(other!) };
const db = await openDatabase({ dataDir: where!, port: 0 });
const lists: Record<string, string[]> = { ...SEARCH_LISTS, ...SHOPPER_LISTS };
const searches = lists[what!] ? [...new Set(lists[what!])].slice(0, Number(first)) : what!.split('|');
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const rows: { search: string; other: number; this: number }[] = [];
let call = 0;
let differing = 0;
for (const search of searches) {
  const ms = { this: [] as number[], other: [] as number[] };
  for (let i = 0; i < Number(times); i++) {
    // Another price cap per call (above every price): no plan or answer is kept between calls.
    const query = { search, maxPrice: 9_000_000 + call++, page: 1, limit: 12, sortBy: 'createdAt', sortOrder: 'desc' };
    const answers: Record<string, string> = {};
    for (const side of i % 2 ? (['this', 'other'] as const) : (['other', 'this'] as const)) {
      const { listingOptions, listWithIntent, memo } = sides[side];
      const began = performance.now();
      const listing = await listWithIntent(db.pool, memo(), await listingOptions(db.pool, query, false));
      ms[side].push(performance.now() - began);
      answers[side] = JSON.stringify([listing.pagination.total, listing.products.map((p) => p._id)]);
    }
    if (answers.this !== answers.other) differing++;
  }
  rows.push({ search, other: median(ms.other), this: median(ms.this) });
}
rows.sort((a, b) => a.this / a.other - b.this / b.other);
for (const r of rows)
  console.log(`${(r.this / r.other).toFixed(2)}×  ${r.other.toFixed(1)} → ${r.this.toFixed(1)} ms  ${r.search}`);
const geomean = Math.exp(rows.reduce((sum, r) => sum + Math.log(r.this / r.other), 0) / rows.length);
console.log(`geometric mean ${geomean.toFixed(2)}×; answers differing: ${differing} of ${call}`);
await db.close();
