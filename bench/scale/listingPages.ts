import { parseArgs } from 'node:util';
import { ListingMemo } from '../../server/catalogue/listingMemo';
import { listingPage, listingPrices } from '../../server/catalogue/listingWalk';
import { planSearch } from '../../server/catalogue/productSearch';
import { listProducts, productsById, type ListOptions } from '../../server/catalogue/products';
import { SearchIndex } from '../../server/catalogue/searchIndex';
import { countSearch, rankSearch } from '../../server/catalogue/searchMatches';
import { SEARCH_LISTS } from './searchQueries';
import { openDatabase } from '../../server/db/database';

/**
 * `node --expose-gc --import tsx bench/scale/listingPages.ts --data .data/bench-scale/after-200000/pg`:
 * in one process over a scale-bench database (no server on it), the posting lists' build time and
 * memory, then listing pages (deep and last, every sort) through the SQL path and the posting lists
 * interleaved (medians of --reps), then where a fresh search's time goes (plan, total, ranking, rows).
 */
const { values: args } = parseArgs({
  options: {
    data: { type: 'string', default: '.data/bench-scale/after-200000/pg' },
    reps: { type: 'string', default: '15' },
  },
});
const REPS = Number(args.reps);
const db = await openDatabase({ dataDir: args.data, port: 0 });
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return { heapMB: Math.round(m.heapUsed / 2 ** 20), arrayBuffersMB: Math.round(m.arrayBuffers / 2 ** 20) };
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => Number(x.toFixed(2));

const before = memory();
let began = performance.now();
await SearchIndex.of(db.pool).ready();
console.log(JSON.stringify({ build: Math.round(performance.now() - began), before, after: memory() }));

const { rows } = await db.pool.query<{ n: number; c: string; inC: number }>(
  `SELECT count(*)::int AS n, max(c.id) AS c, max(c.n)::int AS "inC" FROM products p,
     (SELECT category_id AS id, count(*) AS n FROM products WHERE active GROUP BY 1 ORDER BY 2 DESC LIMIT 1) c WHERE p.active`,
);
const [{ n: shown, c: category, inC }] = rows as [{ n: number; c: string; inC: number }];
const sqlFor = () => new ListingMemo({ onInvalidate: () => {} }, { postings: false });
const memoryFor = () => new ListingMemo({ onInvalidate: () => {} });
const base: ListOptions = { sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 12, relevance: false };
const lastPage = Math.min(Math.ceil(shown / 12), 833);
const cases: [string, Partial<ListOptions>][] = [
  ['newest, page 2', { page: 2 }],
  [`newest, page ${Math.max(1, lastPage - 150)}`, { page: Math.max(1, lastPage - 150) }],
  [`newest, page ${lastPage}`, { page: lastPage }],
  [`newest in stock, page ${lastPage}`, { page: lastPage, inStock: 'true' }],
  ['biggest category, its last page', { categoryId: category, page: Math.ceil(inC / 12) }],
  [`price asc, page ${lastPage}`, { sortBy: 'newPrice', sortOrder: 'asc', page: lastPage }],
  [`price desc + inStock, page 20`, { sortBy: 'newPrice', sortOrder: 'desc', inStock: 'true', page: 20 }],
  [`name asc, page ${lastPage}`, { sortBy: 'productName', sortOrder: 'asc', page: lastPage }],
  [`oldest, page ${lastPage}`, { sortOrder: 'asc', page: lastPage }],
  [`price range, page ${lastPage}`, { minPrice: 500, maxPrice: 2500, page: lastPage }],
];
for (const [name, extra] of cases) {
  const o = { ...base, ...extra };
  const times = { sql: [] as number[], memory: [] as number[] };
  for (let r = 0; r < REPS; r++) {
    // Fresh memos each time: the total (or price histogram) is counted as on a cache miss, both ways. Order flipped every repetition.
    for (const side of r % 2 ? (['memory', 'sql'] as const) : (['sql', 'memory'] as const)) {
      began = performance.now();
      await listProducts(db.pool, side === 'sql' ? sqlFor() : memoryFor(), o);
      times[side].push(performance.now() - began);
    }
  }
  const postings = (await SearchIndex.of(db.pool).current())!;
  const pick: number[] = [];
  for (let r = 0; r < REPS; r++) {
    began = performance.now();
    listingPage(postings, { ...o, inStock: o.inStock === 'true' }, o, (o.page - 1) * o.limit, o.limit);
    pick.push(performance.now() - began);
  }
  console.log(
    JSON.stringify({
      listing: name,
      'sql ms': ms(median(times.sql)),
      'memory ms': ms(median(times.memory)),
      'pick ms': ms(median(pick)),
    }),
  );
}

{
  // The price histogram of a filter set (counted once per filter set and cache generation).
  const postings = (await SearchIndex.of(db.pool).current())!;
  const times: number[] = [];
  for (let r = 0; r < REPS; r++) {
    began = performance.now();
    listingPrices(postings, { inStock: r % 2 === 1 });
    times.push(performance.now() - began);
  }
  console.log(JSON.stringify({ 'price histogram ms': ms(median(times)) }));
}

// Fresh searches (each string asked once, as the scale bench asks them), step by step: the plan (SQL),
// the exact total and the ranking (in process), and the whole listing with the rows' JSON (SQL).
for (const list of ['twoWords', 'indianEnglish'] as const) {
  const steps = {
    plan: [] as number[],
    count: [] as number[],
    rank: [] as number[],
    rows: [] as number[],
    whole: [] as number[],
  };
  for (const search of SEARCH_LISTS[list].slice(0, 2 * REPS)) {
    const postings = (await SearchIndex.of(db.pool).current())!;
    const timed = async <T>(step: keyof typeof steps, work: () => T | Promise<T>) => {
      began = performance.now();
      const out = await work();
      steps[step].push(performance.now() - began);
      return out;
    };
    const plan = await timed('plan', () => planSearch(db.pool, search));
    const matching = plan.terms.filter((t) => t.grades.some((g) => g.length > 0));
    await timed('count', () =>
      countSearch(
        postings,
        matching.map((t) => t.grades.flat()),
        { inStock: false },
      ),
    );
    const ranked = await timed('rank', () => rankSearch(postings, matching, plan.phrase, { inStock: false }, 300));
    await timed('rows', () => productsById(db.pool, ranked.slice(0, 12)));
    // The plan is kept a while per string: this is the rest of the request (total, ranking, rows).
    await timed('whole', () => listProducts(db.pool, memoryFor(), { ...base, search, relevance: true }));
  }
  console.log(
    JSON.stringify({ list, ...Object.fromEntries(Object.entries(steps).map(([k, v]) => [`${k} ms`, ms(median(v))])) }),
  );
}
await db.close();
