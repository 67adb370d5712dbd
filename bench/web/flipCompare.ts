/**
 * `npm run bench:web:compare`: `bench:web`'s flips for two builds side by side, so a busy machine weighs on
 * both alike. Each block opens /products on one build and flips through the categories (new, then back to
 * All Categories: cached), then does the same on the other; the blocks alternate which build goes first.
 * Medians of all flips per build. Each build is served by its own shop (own embedded Postgres).
 *   SHOP_STATIC_DIR=<after dist> BASELINE_STATIC_DIR=<before dist> [BLOCKS=4] [ROUNDS=7] npm run bench:web:compare
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop } from './startWebShop';
import { CPU_SLOWDOWN, measureFlips, type Flip } from './flipRounds';

const baselineDir = process.env.BASELINE_STATIC_DIR;
if (!baselineDir) throw new Error('BASELINE_STATIC_DIR=<the other build’s dist> is required');
const builds = {
  baseline: await startWebShop(baselineDir, '.data/bench-web/pg-baseline'),
  this: await startWebShop(),
};
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const runs = {
  baseline: { fresh: [] as Flip[], cached: [] as Flip[] },
  this: { fresh: [] as Flip[], cached: [] as Flip[] },
};
const load: number[] = [];
try {
  const blocks = Number(process.env.BLOCKS ?? 4);
  for (let block = 0; block < blocks; block++) {
    const order = block % 2 ? (['this', 'baseline'] as const) : (['baseline', 'this'] as const);
    for (const build of order) {
      const { fresh, cached } = await measureFlips(browser, builds[build].url, Number(process.env.ROUNDS ?? 7));
      runs[build].fresh.push(...fresh);
      runs[build].cached.push(...cached);
    }
    load.push((await import('node:os')).loadavg()[0]!);
  }
  const ms = (values: number[]) => `${Math.round(median(values))} ms`.padEnd(8);
  console.log(
    `Filter flips on /products at ${CPU_SLOWDOWN}× CPU, ${blocks} alternating blocks, medians of ${runs.this.fresh.length} flips per build; load average ${load.map((l) => l.toFixed(1)).join(', ')}`,
  );
  console.log('                                   baseline  this');
  for (const kind of ['cached', 'fresh'] as const)
    for (const measure of ['click', 'results'] as const)
      console.log(
        `${kind === 'cached' ? 'cached' : 'new   '} ${measure === 'click' ? 'click → next paint     ' : 'click → results painted'}     ${ms(runs.baseline[kind].map((r) => r[measure]))}  ${ms(runs.this[kind].map((r) => r[measure]))}`,
      );
} finally {
  await browser.close();
  await Promise.all([builds.baseline.stop(), builds.this.stop()]);
}
