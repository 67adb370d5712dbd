import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { TaggedCache } from '../../server/http/taggedCache';

/**
 * `node --import tsx bench/scale/abListing.ts <postgres url> --other <checkout> [--times 30] [query…]`:
 * this checkout's listProducts and another's, alternating request by request in one process over one
 * database, each with its own (kept) totals; prints the median ms per query string (listing query
 * syntax, e.g. "search=leather wallet" or "minPrice=1200&maxPrice=2700"). Pages and sizes vary like the
 * scale bench's, so pages are real misses; totals stay cached as they do in the API.
 */
const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: { other: { type: 'string' }, times: { type: 'string', default: '30' } },
});
const [url, ...queries] = positionals;
type List = (pool: unknown, totals: unknown, q: Record<string, unknown>) => Promise<unknown>;
const load = async (root: string) => {
  const { listProducts } = (await import(resolve(root, 'server/catalogue/products.ts'))) as { listProducts: List };
  const totals = await import(resolve(root, 'server/catalogue/listingMemo.ts')).then(
    (m: { ListingMemo: new (c: unknown) => unknown }) => new m.ListingMemo(new TaggedCache()),
    () => new TaggedCache<number>(2_000),
  );
  return { listProducts, totals };
};
const sides = { this: await load('.'), other: await load(a.other!) };
const db = await openDatabase({ databaseUrl: url! });
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
for (const query of queries) {
  const q = Object.fromEntries(new URLSearchParams(query)) as Record<string, unknown>;
  for (const k of ['minPrice', 'maxPrice']) if (q[k] !== undefined) q[k] = Number(q[k]);
  const times: Record<string, number[]> = { this: [], other: [] };
  for (let i = 0; i < Number(a.times) * 2; i++) {
    const side = i % 2 === 0 ? 'this' : 'other';
    const n = i >> 1;
    const options = {
      sortBy: 'createdAt',
      sortOrder: 'desc',
      ...q,
      page: 1 + (n % 5),
      limit: 12 + (n % 37),
      relevance: q.search !== undefined,
      ...(q.minPrice !== undefined ? { minPrice: (q.minPrice as number) + n * 10 } : {}),
    };
    const began = performance.now();
    await sides[side].listProducts(db.pool, sides[side].totals, options);
    times[side]!.push(performance.now() - began);
  }
  console.log(
    JSON.stringify({ query, this: +median(times.this!).toFixed(1), other: +median(times.other!).toFixed(1) }),
  );
}
await db.close();
