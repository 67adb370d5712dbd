/**
 * `npm run bench:web:cpu`: the main thread's CPU time of a cached flip on /products at 4× CPU (back to All
 * Categories after each category), from a Chromium trace: the click's handlers and React's render, then
 * style, layout and paint up to the first paint after the click. Thread CPU time, not wall time, so it
 * hardly moves with the machine's load (the Event Timing figures of `bench:web` do). Median of ROUNDS (5).
 *   SHOP_STATIC_DIR=/path/to/other/dist npm run bench:web:cpu
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startWebShop, median } from './startWebShop';
import { openThrottledListing } from './throttledListing';
import type { TraceEvent } from './traceEvent';

const shop = await startWebShop();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const rows: Record<string, number[]> = {};
try {
  const { page, cdp, settled, categories } = await openThrottledListing(browser, shop.url);
  for (const category of categories.slice(0, Number(process.env.ROUNDS ?? 5))) {
    await page.getByRole('radio', { name: category, exact: true }).click();
    await settled();
    await page.waitForTimeout(700);
    const events: TraceEvent[] = [];
    const onData = (e: { value: object[] }) => void events.push(...(e.value as TraceEvent[]));
    cdp.on('Tracing.dataCollected', onData);
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] },
    });
    await page.getByRole('radio', { name: 'All Categories', exact: true }).click();
    await settled();
    await page.waitForTimeout(300);
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
    const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')!;
    const main = events.filter((e) => e.pid === click.pid && e.tid === click.tid && e.ph === 'X');
    // From the click to the end of the first Paint after it.
    const paint = main.find((e) => e.name === 'Paint' && e.ts > click.ts)!;
    const end = paint.ts + (paint.dur ?? 0);
    const inWin = (e: TraceEvent) => e.ts >= click.ts && e.ts <= end;
    const sum = (name: string) =>
      main.filter((e) => e.name === name && inWin(e)).reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
    const add = (k: string, v: number) => (rows[k] ??= []).push(v);
    add('click handler+render cpu', (click.tdur ?? 0) / 1000);
    add('style cpu', sum('UpdateLayoutTree'));
    add('layout cpu', sum('Layout'));
    add('paint cpu', sum('Paint'));
    add(
      'total cpu',
      rows['click handler+render cpu']!.at(-1)! + sum('UpdateLayoutTree') + sum('Layout') + sum('Paint'),
    );
    add('click→paint end wall', (end - click.ts) / 1000);
  }
  console.log(
    `Cached flip on /products at 4× CPU, main-thread CPU ms (thread time), ${rows['total cpu']?.length} rounds`,
  );
  for (const [k, v] of Object.entries(rows))
    console.log(`${k.padEnd(28)} median ${median(v).toFixed(1)}  (${v.map((x) => x.toFixed(1)).join(', ')})`);
} finally {
  await browser.close();
  await shop.stop();
}
