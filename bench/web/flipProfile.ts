/**
 * Profiles one filter flip on /products at 4× CPU: a Chromium trace (top-level task breakdown) and a CPU
 * profile (self time per function). Build with `npx vite build --minify false --outDir <dir>` for names.
 * The flip is back to All Categories (cached), or with FLIP=new to a category never shown.
 *   SHOP_STATIC_DIR=<dist> [FLIP=new] node --import tsx bench/web/flipProfile.ts [out-dir]
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startWebShop } from './startWebShop';
import { openThrottledListing } from './throttledListing';

const out = process.argv[2] ?? '/tmp';
const shop = await startWebShop();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const { page, cdp, settled, categories } = await openThrottledListing(browser, shop.url);
  const [category, other] = categories;
  await page.getByRole('radio', { name: category!, exact: true }).click();
  await settled();
  await page.waitForTimeout(1000);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => events.push(...e.value));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8.execute',
        'toplevel',
      ],
    },
  });
  await cdp.send('Profiler.start');
  const flipTo = process.env.FLIP === 'new' ? other! : 'All Categories';
  await page.getByRole('radio', { name: flipTo, exact: true }).click();
  await settled();
  await page.waitForTimeout(500);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.end');
  await done;
  writeFileSync(`${out}/flip.cpuprofile`, JSON.stringify(profile));
  writeFileSync(`${out}/flip-trace.json`, JSON.stringify({ traceEvents: events }));
  console.log(`wrote ${out}/flip.cpuprofile and flip-trace.json`);
} finally {
  await browser.close();
  await shop.stop();
}
