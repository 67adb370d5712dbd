import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/database';
import { TaggedCache } from '../../server/http/taggedCache';
import { SEARCH_LISTS } from './searchQueries';

/**
 * `node --import tsx bench/scale/abSearch.ts <pg dir | postgres url> --other <checkout> [--times 80]`: new
 * searches (one word, a typo, two words; the scale bench's lists) through this checkout's `listProducts`
 * and another's, alternating call by call over one database (server stopped), each call with a fresh memo
 * so its total and ranking are worked out; prints the median and 90th percentile ms per side. Each side keeps its own search
 * plans, so the same string is new to both. Unlike abListing.ts, nothing is kept between calls.
 */
const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: { other: { type: 'string' }, times: { type: 'string', default: '80' } },
});
type List = (pool: unknown, memo: unknown, options: unknown) => Promise<unknown>;
const load = async (root: string) => {
  const { listProducts } = (await import(resolve(root, 'server/catalogue/products.ts'))) as { listProducts: List };
  const { ListingMemo } = (await import(resolve(root, 'server/catalogue/listingMemo.ts'))) as {
    ListingMemo: new (follow: unknown) => unknown;
  };
  const { listOptions } = (await import(resolve(root, 'server/catalogue/listingOptions.ts'))) as {
    listOptions: (query: unknown, explicitSort: boolean) => unknown;
  };
  return { listProducts, memo: () => new ListingMemo(new TaggedCache()), listOptions };
};
const sides = { this: await load('.'), other: await load(a.other!) };
const where = positionals[0]!;
const db = await openDatabase(where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where, port: 0 });
const quantile = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * q)]!;
const figures = (xs: number[]) => `${quantile(xs, 0.5).toFixed(1)} ms (p90 ${quantile(xs, 0.9).toFixed(1)})`;
for (const name of ['oneWord', 'typo', 'twoWords'] as const) {
  const list = SEARCH_LISTS[name];
  const times = { this: [] as number[], other: [] as number[] };
  for (let i = 0; i < Number(a.times); i++) {
    for (const side of i % 2 ? (['this', 'other'] as const) : (['other', 'this'] as const)) {
      const { listProducts, memo, listOptions } = sides[side];
      const query = { search: list[(i * 7) % list.length], page: 1, limit: 12, sortBy: 'createdAt', sortOrder: 'desc' };
      const began = performance.now();
      await listProducts(db.pool, memo(), listOptions(query, false));
      times[side].push(performance.now() - began);
    }
  }
  console.log(`${name}: this ${figures(times.this)}, other ${figures(times.other)}`);
}
await db.close();
