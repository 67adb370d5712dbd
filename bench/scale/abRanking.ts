import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/database';
import { checkoutRoute } from './checkoutRoute';
import { SEARCH_LISTS } from './searchQueries';
import { SHOPPER_LISTS } from './shopperQueries';

/**
 * `node --import tsx bench/scale/abRanking.ts <pg dir | postgres url> --other <checkout> [--times 12] [--only a,b]`:
 * the ranking statement alone (the one reading `search_postings`, planned and run) of each search of a class, as
 * this checkout and another write it for the same search, each run 5 times alternating with the other's; per side
 * the median of each search's five, then the class's median and p90. Finer than abSearch.ts for a change to the
 * ranking statement: the rest of a request (and much of a loaded machine's noise) is left out.
 */
const { values: a, positionals } = parseArgs({
  allowPositionals: true,
  options: { other: { type: 'string' }, times: { type: 'string', default: '12' }, only: { type: 'string' } },
});
const where = positionals[0]!;
const db = await openDatabase(where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where, port: 0 });
const sides = { this: await checkoutRoute('.'), other: await checkoutRoute(a.other!) };
type Side = keyof typeof sides;

/** The ranking statements a side sends for a search (its other statements run too, unrecorded). */
async function rankingOf(side: Side, search: string, maxPrice: number) {
  const sent: { text: string; values: unknown[] }[] = [];
  const spy = {
    query: (text: string, values: unknown[]) => (sent.push({ text, values }), db.pool.query(text, values)),
  };
  const { listingOptions, listWithIntent, memo } = sides[side];
  const options = await listingOptions(
    spy,
    { search, maxPrice, page: 1, limit: 12, sortBy: 'createdAt', sortOrder: 'desc' },
    false,
  );
  await listWithIntent(spy, memo(), options);
  return sent.filter((s) => s.text.includes('search_postings'));
}

const quantile = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * q)]!;
const figures = (xs: number[]) => `${quantile(xs, 0.5).toFixed(1)} / ${quantile(xs, 0.9).toFixed(1)}`;
const ratio = (q: number, xs: number[], ys: number[]) => (quantile(xs, q) / quantile(ys, q)).toFixed(2);
console.log('| class | other median / p90 ms | this median / p90 ms | this ÷ other |\n| --- | --- | --- | --- |');
for (const [name, list] of Object.entries({ ...SEARCH_LISTS, ...SHOPPER_LISTS })) {
  if (a.only && !a.only.split(',').includes(name)) continue;
  const times = { this: [] as number[], other: [] as number[] };
  for (let i = 0; i < Number(a.times); i++) {
    const search = list[(i * 7) % list.length]!;
    const statements = {
      this: await rankingOf('this', search, 9_000_000 + i),
      other: await rankingOf('other', search, 9_000_000 + i),
    };
    const runs = { this: [] as number[], other: [] as number[] };
    for (let round = 0; round < 5; round++) {
      for (const side of round % 2 ? (['this', 'other'] as const) : (['other', 'this'] as const)) {
        const began = performance.now();
        for (const s of statements[side]) await db.pool.query(s.text, s.values);
        runs[side].push(performance.now() - began);
      }
    }
    times.this.push(quantile(runs.this, 0.5));
    times.other.push(quantile(runs.other, 0.5));
  }
  const r = `${ratio(0.5, times.this, times.other)}× / ${ratio(0.9, times.this, times.other)}×`;
  console.log(`| ${name} | ${figures(times.other)} | ${figures(times.this)} | ${r} |`);
}
await db.close();
