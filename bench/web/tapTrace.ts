/**
 * One shopper tap traced at 4× CPU, a press held as a shopper's (interactionTiming.ts): Event Timing's parts of
 * each of its entries and the page's main-thread tasks from the click to the frames after it, for one or more
 * builds alternated tap by tap (so a busy machine weighs on all alike). `TAP=filters` (default): the phone's
 * Filters button at 390 px; `TAP=cart`: a card's Add to Cart at 1280 px; `TAP=order`: Place Order on a filled
 * checkout at 1280 px (the order is placed).
 *   SHOP_STATIC_DIR=<dist>[,<another dist>] [TAP=cart|order] [ROUNDS=3] npm run bench:web:tap
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop } from './startWebShop';
import { CPU_SLOWDOWN } from './flipRounds';
import { fillCheckout } from './interactionRounds';
import { press } from './interactionTiming';
import { mainThread, type TraceEvent } from './traceEvent';

interface Timing {
  type: string;
  interactionId?: number;
  duration: number;
  timeStamp: number;
  processingStart: number;
  processingEnd: number;
}
type Event = TraceEvent & { args?: { data?: Partial<Timing> & { type?: string } } };

/** The trace events shown inside each task (the outermost of them). */
const SHOWN = new Set(['EventDispatch', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint']);
const SHOWN_TOO = new Set(['Commit', 'Layerize', 'FireAnimationFrame', 'RunMicrotasks', 'HitTest', 'MinorGC']);
const tap = process.env.TAP === 'cart' || process.env.TAP === 'order' ? process.env.TAP : 'filters';
const ms = (us: number) => (us / 1000).toFixed(1);

async function traceTap(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: tap === 'filters' ? 390 : 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/products`);
  const grid = page.getByRole('list', { name: 'Products' });
  await grid.waitFor();
  // The filter panel and the cards' code load after the first paint: the tap is measured once they are in.
  await page.waitForTimeout(1500);
  const addToCart = grid
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first()
    .getByRole('button', { name: 'Add to Cart' });
  if (tap === 'order') {
    await addToCart.click();
    await page.goto(`${url}/checkout`);
    await fillCheckout(page);
    await page.waitForTimeout(1000);
  }
  const target =
    tap === 'filters'
      ? page.getByRole('button', { name: /^Filters/ })
      : tap === 'cart'
        ? addToCart
        : page.getByRole('button', { name: 'Place Order' });
  await target.waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events: Event[] = [];
  cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => events.push(...(e.value as Event[])));
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } });
  await press(target);
  await page.waitForTimeout(1000);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

function report(events: Event[]): number {
  const timings = events
    .filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.args?.data?.interactionId)
    .map((e) => e.args!.data as Timing);
  for (const t of timings)
    console.log(
      `  ${t.type.padEnd(11)} ${t.duration.toFixed(0).padStart(4)} ms: input delay ${(t.processingStart - t.timeStamp).toFixed(1)}, handlers ${(t.processingEnd - t.processingStart).toFixed(1)}`,
    );
  const thread = mainThread(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur);
  const click = onMain.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (click) {
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + e.dur! >= click.ts && e.ts < click.ts + 200_000);
    for (const task of tasks.filter((t) => t.dur! > 1000)) {
      const inside = onMain.filter(
        (e) =>
          e !== task &&
          e.ts >= task.ts &&
          e.ts < task.ts + task.dur! &&
          e.dur! > 500 &&
          (SHOWN.has(e.name) || SHOWN_TOO.has(e.name)),
      );
      const outermost = inside.filter(
        (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!),
      );
      const parts = outermost.map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''} ${ms(e.dur!)}`);
      console.log(`  ${ms(task.ts - click.ts).padStart(6)} ms: task ${ms(task.dur!)} ms: ${parts.join(', ')}`);
    }
  }
  return Math.max(0, ...timings.map((t) => t.duration));
}

const dirs = (process.env.SHOP_STATIC_DIR ?? 'dist').split(',');
const shops = await Promise.all(dirs.map((dir, i) => startWebShop(dir, `.data/bench-web/pg-tap-${i}`)));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const figures = dirs.map((): number[] => []);
try {
  for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++)
    for (const [i, shop] of shops.entries()) {
      console.log(`${dirs[i]}, round ${round + 1}:`);
      figures[i]!.push(report(await traceTap(browser, shop.url)));
    }
  for (const [i, dir] of dirs.entries())
    console.log(
      `${dir}: ${tap} tap → next paint, median ${median(figures[i]!).toFixed(0)} ms of ${figures[i]!.map((f) => f.toFixed(0)).join(', ')}`,
    );
} finally {
  await browser.close();
  await Promise.all(shops.map((shop) => shop.stop()));
}
