/**
 * `npm run lighthouse`: Lighthouse mobile (its default throttling) on /, /products and /product/{id}
 * of the built SPA served by the real shop; each route RUNS times (default 3), the run with the median
 * performance score is reported (as Lighthouse's docs advise), with LCP, TBT and CLS of that run, and
 * beside it the median LCP and TBT of all finished runs (on a busy machine the two views differ).
 * Needs `npx vite build` first.
 *   COMPARE_DIST=/path/to/other/dist npm run lighthouse   — also measures that build, runs interleaved
 *   with this one's, so a busy machine weighs on both alike (a before/after comparison).
 *   ROUTES=/products,/product/{id} — only these routes.
 *   COMPARE_SERVER=/path/to/other/checkout — that build is served by that checkout's server (its
 *   node_modules included), so a change to the served HTML is compared too.
 *   LIGHTHOUSE_LANGUAGE=hi — the shop read in Hindi: the choice is saved (local storage and cookie, as the header's
 *   switch leaves them) before each run, and Lighthouse keeps the origin's storage.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { LANGUAGE_COOKIE } from '../../api-schema/constants';
import { LANGUAGE_STORAGE_KEY } from '../../src/lib/constants';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop, type WebShop } from './startWebShop';

const RUNS = Number(process.env.RUNS ?? 3);
const LANGUAGE = process.env.LIGHTHOUSE_LANGUAGE;

/** Saves the language choice in that Chrome for the URL's origin, as the header's switch does. */
async function chooseLanguage(port: number, url: string, language: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // A file of the origin, not a page: nothing the audited page loads is cached by this visit.
    await page.goto(new URL('/images/placeholder.svg', url).href);
    await page.evaluate(
      ([key, cookie, value]) => {
        localStorage.setItem(key!, value!);
        document.cookie = `${cookie}=${value}; path=/`;
      },
      [LANGUAGE_STORAGE_KEY, LANGUAGE_COOKIE, language],
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (LANGUAGE) await chooseLanguage(chrome.port, url, LANGUAGE);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(LANGUAGE),
    });
    const audits = result!.lhr.audits;
    return {
      score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']!.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']!.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

const builds: { label: string; shop: WebShop }[] = [
  { label: process.env.SHOP_STATIC_DIR ?? 'dist', shop: await startWebShop() },
];
if (process.env.COMPARE_DIST)
  builds.unshift({
    label: process.env.COMPARE_DIST,
    shop: await startWebShop(process.env.COMPARE_DIST, '.data/bench-web/compare-pg', process.env.COMPARE_SERVER),
  });
const productId = builds[0]!.shop.productId;
// ROUTES=/products,/product/{id} measures only those.
const routes = ['/', '/products', '/product/{id}']
  .filter((route) => !process.env.ROUTES || process.env.ROUTES.split(',').includes(route))
  .map((route) => route.replace('{id}', productId));
const lines: string[] = [];
try {
  for (const route of routes) {
    const runs = builds.map((): Run[] => []);
    for (let i = 0; i < RUNS; i++)
      for (const [b, { shop }] of builds.entries()) runs[b]!.push(await audit(`${shop.url}${route}`));
    for (const [b, { label }] of builds.entries()) {
      // A run Lighthouse could not finish (an overloaded machine: no LCP, score 0) is left out and counted.
      const finished = runs[b]!.filter((x) => Number.isFinite(x.lcpMs));
      const sorted = [...finished].sort((x, y) => x.score - y.score);
      const r = sorted[Math.floor(sorted.length / 2)];
      console.error(
        `${label} ${route}: scores ${runs[b]!.map((x) => x.score).join(', ')}; LCP ${finished.map((x) => (x.lcpMs / 1000).toFixed(2)).join(', ')} s; TBT ${finished.map((x) => Math.round(x.tbtMs)).join(', ')} ms`,
      );
      const failed = RUNS - finished.length;
      lines.push(
        r
          ? `| ${label} | ${route.replace(productId, '{id}')} | ${r.score} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(median(finished.map((x) => x.lcpMs)) / 1000).toFixed(2)} s | ${Math.round(median(finished.map((x) => x.tbtMs)))} ms |${failed ? ` ${failed} run(s) failed` : ''}`
          : `| ${label} | ${route.replace(productId, '{id}')} | every run failed | | | |`,
      );
    }
  }
} finally {
  for (const { shop } of builds) await shop.stop();
}
console.log(`Lighthouse mobile, median of ${RUNS} (by performance score)`);
console.log(
  '| build | route | score | LCP | TBT | CLS | median LCP (all runs) | median TBT (all runs) |\n|---|---|---|---|---|---|---|---|',
);
for (const line of lines) console.log(line);
