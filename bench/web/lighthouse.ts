/**
 * `npm run lighthouse`: Lighthouse mobile (its default throttling) on /, /products and /product/{id}
 * of the built SPA served by the real shop; each route RUNS times (default 3), the run with the median
 * performance score is reported (as Lighthouse's own docs advise), with LCP, TBT and CLS of that run.
 * Needs `npx vite build` first.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, startWebShop } from './startWebShop';

const RUNS = Number(process.env.RUNS ?? 3);

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const shop = await startWebShop();
const routes = ['/', '/products', `/product/${shop.productId}`];
const rows: (Run & { route: string })[] = [];
try {
  for (const route of routes) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
      try {
        const result = await lighthouse(`${shop.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const audits = result!.lhr.audits;
        runs.push({
          score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']!.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']!.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']!.numericValue ?? NaN,
        });
      } finally {
        chrome.kill();
      }
    }
    runs.sort((a, b) => a.score - b.score);
    const mid = runs[Math.floor(runs.length / 2)]!;
    rows.push({ route, ...mid });
    console.error(`${route}: scores ${runs.map((r) => r.score).join(', ')}`);
  }
} finally {
  await shop.stop();
}
console.log(`Lighthouse mobile, median of ${RUNS} (by performance score)`);
console.log('| route | score | LCP | TBT | CLS |\n|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.route.replace(shop.productId, '{id}')} | ${r.score} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} |`,
  );
