import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/database';
import { checkoutRoute } from './checkoutRoute';
import { SEARCH_LISTS } from './searchQueries';
import { SHOPPER_LISTS } from './shopperQueries';

/**
 * `node --import tsx bench/scale/abSearch.ts <pg dir | postgres url> --other <checkout> [--times 40] [--only a,b]`:
 * each search class of the scale bench (random words and the shopper classes) read as the route reads it
 * (`listingOptions`, `listWithIntent`: colour and material words become facets, "did you mean" is asked) through this
 * checkout and another, alternating call by call over one database (server stopped), each call with a fresh memo;
 * prints a table of median and p90 ms per side and their ratio, then every search whose answer (total, page, what
 * was understood) differs. Each side keeps its own search plans, so the same string is new to both.
 */
const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: { other: { type: 'string' }, times: { type: 'string', default: '40' }, only: { type: 'string' } },
});
const sides = { this: await checkoutRoute('.'), other: await checkoutRoute(a.other!) };
const where = positionals[0]!;
const db = await openDatabase(where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where, port: 0 });
const quantile = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * q)]!;
const figures = (xs: number[]) => `${quantile(xs, 0.5).toFixed(1)} / ${quantile(xs, 0.9).toFixed(1)}`;
const ratio = (q: number, xs: number[], ys: number[]) => (quantile(xs, q) / quantile(ys, q)).toFixed(2);
const differences: string[] = [];
console.log('| class | other median / p90 ms | this median / p90 ms | this ÷ other |\n| --- | --- | --- | --- |');
for (const [name, list] of Object.entries({ ...SEARCH_LISTS, ...SHOPPER_LISTS })) {
  if (a.only && !a.only.split(',').includes(name)) continue;
  const times = { this: [] as number[], other: [] as number[] };
  for (let i = 0; i < Number(a.times); i++) {
    // Another price cap per call (above every price): a new filter set, so no plan or answer is kept between calls.
    const query = { search: list[(i * 7) % list.length], maxPrice: 9_000_000 + i, page: 1, limit: 12 };
    const answers: Record<string, string> = {};
    for (const side of i % 2 ? (['this', 'other'] as const) : (['other', 'this'] as const)) {
      const { listingOptions, listWithIntent, memo } = sides[side];
      const began = performance.now();
      const options = await listingOptions(db.pool, { ...query, sortBy: 'createdAt', sortOrder: 'desc' }, false);
      const listing = await listWithIntent(db.pool, memo(), options);
      times[side].push(performance.now() - began);
      answers[side] = JSON.stringify([
        listing.pagination.total,
        listing.products.map((p) => p._id),
        listing.understood,
      ]);
    }
    if (answers.this !== answers.other)
      differences.push(`${query.search}: other ${answers.other}, this ${answers.this}`);
  }
  const r = `${ratio(0.5, times.this, times.other)}× / ${ratio(0.9, times.this, times.other)}×`;
  console.log(`| ${name} | ${figures(times.other)} | ${figures(times.this)} | ${r} |`);
}
console.log(differences.length > 0 ? differences.join('\n') : 'Every answer the same on both sides.');
await db.close();
