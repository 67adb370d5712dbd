/**
 * `npm run bench:web`: a filter flip on /products at 4× CPU throttling (CDP), click → next paint as the
 * browser's Event Timing API reports it (the INP measure). Per round: a category never shown before
 * ("new": the grid keeps the previous page while the request runs) and back to All Categories ("cached").
 * Median of ROUNDS (default 7, one per category). Needs `npx vite build` first.
 * Also click → the new results painted (the grid's links changed and it is no longer dimmed, then the next
 * frame): a flip may answer the click in one frame and show the results in a later one.
 *   SHOP_STATIC_DIR=/path/to/other/dist npm run bench:web   — measures that build instead.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop } from './startWebShop';
import { CPU_SLOWDOWN, measureFlips } from './flipRounds';

const shop = await startWebShop();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const { fresh, cached } = await measureFlips(browser, shop.url, Number(process.env.ROUNDS ?? 7));
  console.log(
    `Filter flip on /products at ${CPU_SLOWDOWN}× CPU, click → next paint (Event Timing), ${fresh.length} rounds`,
  );
  const line = (runs: number[]) => `median ${Math.round(median(runs))} ms  (runs: ${runs.map(Math.round).join(', ')})`;
  console.log(`new combination: ${line(fresh.map((r) => r.click))}`);
  console.log(`cached:          ${line(cached.map((r) => r.click))}`);
  console.log('click → new results painted:');
  console.log(`new combination: ${line(fresh.map((r) => r.results))}`);
  console.log(`cached:          ${line(cached.map((r) => r.results))}`);
} finally {
  await browser.close();
  await shop.stop();
}
