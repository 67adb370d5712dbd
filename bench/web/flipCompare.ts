/**
 * `npm run bench:web:compare`: `bench:web`'s flips and the shopper path's other clicks (interactionRounds)
 * for two or more builds side by side, so a busy machine weighs on all alike. Each block opens /products on
 * one build and flips through the categories (new, then back to All Categories: cached), then runs one round
 * of the other interactions; then the same on the next build. Blocks rotate which build goes first. Medians
 * of all flips and rounds per build, and each build's ratio to the first. Each build has its own shop (own
 * embedded Postgres).
 *   SHOP_STATIC_DIR=<after dist> BASELINE_STATIC_DIR=<before dist>[,<another dist>] [BLOCKS=4] [ROUNDS=7]
 *   [INTERACTIONS=0] npm run bench:web:compare
 */
import { loadavg } from 'node:os';
import { basename } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop } from './startWebShop';
import { CPU_SLOWDOWN, measureFlips } from './flipRounds';
import { measureInteractions } from './interactionRounds';

const baselineDirs = process.env.BASELINE_STATIC_DIR?.split(',').filter(Boolean);
if (!baselineDirs?.length) throw new Error('BASELINE_STATIC_DIR=<the other build’s dist> is required');
const dirs = [...baselineDirs, process.env.SHOP_STATIC_DIR ?? 'dist'];
const names = dirs.map((dir, i) =>
  i === dirs.length - 1 ? 'this' : baselineDirs.length > 1 ? basename(dir) : 'baseline',
);
const shops = await Promise.all(dirs.map((dir, i) => startWebShop(dir, `.data/bench-web/pg-compare-${i}`)));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const figures = dirs.map((): Record<string, number[]> => ({}));
const load: number[] = [];
const withInteractions = process.env.INTERACTIONS !== '0';
try {
  const blocks = Number(process.env.BLOCKS ?? 4);
  for (let block = 0; block < blocks; block++) {
    for (let k = 0; k < dirs.length; k++) {
      const i = (block + k) % dirs.length;
      const add = (row: string, values: number[]) => (figures[i]![row] ??= []).push(...values);
      const { fresh, cached } = await measureFlips(browser, shops[i]!.url, Number(process.env.ROUNDS ?? 7));
      add(
        'cached flip: click → next paint',
        cached.map((f) => f.click),
      );
      add(
        'cached flip: click → results painted',
        cached.map((f) => f.results),
      );
      add(
        'new flip: click → next paint',
        fresh.map((f) => f.click),
      );
      add(
        'new flip: click → results painted',
        fresh.map((f) => f.results),
      );
      if (withInteractions)
        for (const [row, ms] of Object.entries(await measureInteractions(browser, shops[i]!.url))) add(row, [ms]);
    }
    load.push(loadavg()[0]!);
  }
  console.log(
    `Click → next paint (Event Timing) at ${CPU_SLOWDOWN}× CPU, ${blocks} rotating blocks; medians (flips: ${figures[0]!['cached flip: click → next paint']?.length} per build, interactions: ${blocks}); load average ${load.map((l) => l.toFixed(1)).join(', ')}`,
  );
  const cell = (text: string) => text.padEnd(16);
  console.log(`${''.padEnd(38)}${names.map(cell).join('')}`);
  // A row a build lacks (a feature it did not have yet) shows a dash; ratios are to the first build.
  const rows = [...new Set(figures.flatMap((f) => Object.keys(f)))];
  for (const row of rows) {
    const medians = figures.map((f) => (f[row] ? median(f[row]) : undefined));
    const ratio = (m: number) => (medians[0] ? ` ×${(m / medians[0]).toFixed(2)}` : '');
    const text = (m: number | undefined, i: number) =>
      m === undefined ? '—' : `${Math.round(m)} ms${i ? ratio(m) : ''}`;
    console.log(`${row.padEnd(38)}${medians.map((m, i) => cell(text(m, i))).join('')}`);
  }
} finally {
  await browser.close();
  await Promise.all(shops.map((shop) => shop.stop()));
}
