/**
 * `npm run bench:web`: a filter flip on /products at 4× CPU throttling (CDP), click → next paint as the
 * browser's Event Timing API reports it (the INP measure). Per round: a category never shown before
 * ("new": the grid keeps the previous page while the request runs) and back to All Categories ("cached").
 * Median of ROUNDS (default 7, one per category). Needs `npx vite build` first.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop } from './startWebShop';

const CPU_SLOWDOWN = 4;

async function clickToNextPaint(page: Page, label: string) {
  await page.evaluate(() => {
    const w = window as unknown as { flipDurations: number[] };
    w.flipDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'click') w.flipDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 0 } as PerformanceObserverInit);
  });
  await page.getByRole('radio', { name: label, exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { flipDurations: number[] }).flipDurations.length > 0);
  return page.evaluate(() => Math.max(...(window as unknown as { flipDurations: number[] }).flipDurations));
}

const shop = await startWebShop();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(60_000);
  await page.goto(`${shop.url}/products`);
  await page.getByRole('list', { name: 'Products' }).waitFor();
  const names = await page
    .getByRole('group', { name: 'Category' })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
  const categories = names.filter((n) => n && n !== 'All Categories').slice(0, Number(process.env.ROUNDS ?? 7));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const fresh: number[] = [];
  const cached: number[] = [];
  for (const name of categories) {
    fresh.push(await clickToNextPaint(page, name));
    await page.waitForSelector('ul[aria-label="Products"][data-pending="false"]');
    cached.push(await clickToNextPaint(page, 'All Categories'));
    await page.waitForSelector('ul[aria-label="Products"][data-pending="false"]');
  }
  console.log(
    `Filter flip on /products at ${CPU_SLOWDOWN}× CPU, click → next paint (Event Timing), ${categories.length} rounds`,
  );
  console.log(`new combination: median ${Math.round(median(fresh))} ms  (runs: ${fresh.map(Math.round).join(', ')})`);
  console.log(`cached:          median ${Math.round(median(cached))} ms  (runs: ${cached.map(Math.round).join(', ')})`);
} finally {
  await browser.close();
  await shop.stop();
}
