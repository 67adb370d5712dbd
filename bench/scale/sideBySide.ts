import { parseArgs } from 'node:util';
import { ListingMemo } from '../../server/catalogue/listingMemo';
import { listingOptions, listWithIntent } from '../../server/catalogue/listingOptions';
import { openDatabase } from '../../server/db/database';
import { TaggedCache } from '../../server/http/taggedCache';
import { SEARCH_LISTS } from './searchQueries';
import { SHOPPER_LISTS } from './shopperQueries';

/**
 * `node --import tsx bench/scale/sideBySide.ts <small pg dir> <large pg dir> [--times 40]`: each search class of the
 * scale bench read as the route reads it (listingOptions, listWithIntent: colour words become facets, "did you mean"
 * is asked) on both databases (servers stopped), alternating call by call so both see the same machine load, each
 * call with a fresh memo; prints median and p90 ms per side and their ratios. In-process: no HTTP, no JSON answer.
 */
const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: { times: { type: 'string', default: '40' } },
});
const open = (where: string) =>
  openDatabase(where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where, port: 0 });
const dbs = [await open(positionals[0]!), await open(positionals[1]!)];
const quantile = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * q)]!;
const classes = { ...SEARCH_LISTS, ...SHOPPER_LISTS };
console.log('| class | small median / p90 | large median / p90 | ratio median / p90 |\n| --- | --- | --- | --- |');
for (const [name, list] of Object.entries(classes)) {
  const times: number[][] = [[], []];
  for (let i = 0; i < Number(a.times); i++) {
    // Another price cap per call (above every price): a new filter set, so no plan or answer is kept between calls.
    const search = { search: list[(i * 7) % list.length], maxPrice: 9_000_000 + i, page: 1, limit: 12 };
    for (const side of i % 2 ? [0, 1] : [1, 0]) {
      const pool = dbs[side]!.pool;
      const began = performance.now();
      const options = await listingOptions(pool, { ...search, sortBy: 'createdAt', sortOrder: 'desc' }, false);
      await listWithIntent(pool, new ListingMemo(new TaggedCache<number>()), options);
      times[side]!.push(performance.now() - began);
    }
  }
  const [small, large] = times.map((xs) => [quantile(xs, 0.5), quantile(xs, 0.9)] as const);
  const ms = ([m, p]: readonly [number, number]) => `${m.toFixed(1)} / ${p.toFixed(1)}`;
  const ratio = `${(large![0] / small![0]).toFixed(1)}× / ${(large![1] / small![1]).toFixed(1)}×`;
  console.log(`| ${name} | ${ms(small!)} | ${ms(large!)} | ${ratio} |`);
}
for (const db of dbs) await db.close();
