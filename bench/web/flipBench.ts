/**
 * `npm run bench:web`: a filter flip on /products at 4× CPU throttling (CDP), click → next paint as the
 * browser's Event Timing API reports it (the INP measure). Per round: a category never shown before
 * ("new": the grid keeps the previous page while the request runs) and back to All Categories ("cached").
 * Median of ROUNDS (default 7, one per category). Needs `npx vite build` first.
 * Also click → the new results painted (the grid's links changed and it is no longer dimmed, then the next
 * frame): a flip may answer the click in one frame and show the results in a later one.
 *   SHOP_STATIC_DIR=/path/to/other/dist npm run bench:web   — measures that build instead.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop } from './startWebShop';

const CPU_SLOWDOWN = 4;

interface FlipWindow {
  flipDurations: number[];
  resultsMs?: number;
}

async function clickToNextPaint(page: Page, label: string) {
  await page.evaluate(() => {
    const w = window as unknown as FlipWindow;
    w.flipDurations = [];
    w.resultsMs = undefined;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'click') w.flipDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 0 } as PerformanceObserverInit);
    const grid = () => document.querySelector('ul[aria-label="Products"]');
    // Only the cards on screen: a build may keep other result pages' cards built but hidden.
    const links = () =>
      [...(grid()?.querySelectorAll('a') ?? [])]
        .filter((a) => a.checkVisibility())
        .map((a) => a.getAttribute('href'))
        .join();
    const before = links();
    let clickedAt = 0;
    document.addEventListener('click', (e) => (clickedAt = e.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (grid()?.getAttribute('data-pending') !== 'false' || links() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (w.resultsMs = performance.now() - clickedAt), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('radio', { name: label, exact: true }).click();
  await page.waitForFunction(() => {
    const w = window as unknown as FlipWindow;
    return w.flipDurations.length > 0 && w.resultsMs !== undefined;
  });
  return page.evaluate(() => {
    const w = window as unknown as FlipWindow;
    return { click: Math.max(...w.flipDurations), results: w.resultsMs! };
  });
}

const shop = await startWebShop();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(60_000);
  // tsx keeps function names with a `__name` helper that page functions then call.
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto(`${shop.url}/products`);
  await page.getByRole('list', { name: 'Products' }).waitFor();
  const names = await page
    .getByRole('group', { name: 'Category' })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
  const categories = names.filter((n) => n && n !== 'All Categories').slice(0, Number(process.env.ROUNDS ?? 7));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const fresh: { click: number; results: number }[] = [];
  const cached: { click: number; results: number }[] = [];
  for (const name of categories) {
    fresh.push(await clickToNextPaint(page, name));
    await page.waitForSelector('ul[aria-label="Products"][data-pending="false"]');
    cached.push(await clickToNextPaint(page, 'All Categories'));
    await page.waitForSelector('ul[aria-label="Products"][data-pending="false"]');
  }
  console.log(
    `Filter flip on /products at ${CPU_SLOWDOWN}× CPU, click → next paint (Event Timing), ${categories.length} rounds`,
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
