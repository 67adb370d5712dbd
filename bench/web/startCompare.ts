/**
 * The app's own start-up work on a first load, two builds side by side: each run opens the route in a fresh
 * 412×823 phone page (Lighthouse's mobile viewport, no throttling), records a Chromium trace until the app's
 * page is up and 2 s more, and reads the renderer main thread's tasks (startTasks.ts) in thread (CPU) time.
 * Per build and route it prints the medians over RUNS of: the longest task, ×4 (a task over 50 ms at 4× is
 * a long task); the "blocking time" Σ max(0, slowdown×cpu − 50) over tasks from the first paint on, where the
 * slowdown is Lighthouse's simulated one (4, or 2 for a task that performed layout); the same from wall time,
 * which is what Lighthouse's simulation reads (it follows the machine's load: compare builds side by side); the number of
 * tasks over 12.5 ms (50 ms at 4×); the task that lays out React's first page (the biggest Layout, by objects
 * laid out), in CPU and wall time; and the longest task's breakdown in the median run.
 * Runs alternate between the builds (order flipped every round), so load weighs on both alike.
 *   SHOP_STATIC_DIR=<after dist> BASELINE_STATIC_DIR=<before dist> [BASELINE_SERVER=<before checkout>]
 *   RUNS=7 ROUTES=/products,/product/{id},/ [SAVE_TRACE=<path prefix>] npm run bench:start
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop, type WebShop } from './startWebShop';
import { startTasks, type Ev } from './startTasks';

const RUNS = Number(process.env.RUNS ?? 5);
let saved = 0;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
];

async function traceFirstLoad(browser: Browser, url: string, label: string) {
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  page.setDefaultTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  const events: Ev[] = [];
  cdp.on('Tracing.dataCollected', (e: { value: object[] }) => void events.push(...(e.value as Ev[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES } });
  await page.goto(url);
  // The app's own page (the server's pre-paint shell has no footer). Polled with a plain evaluate: a locator
  // would inject Playwright's selector engine, a ~10 ms script task Lighthouse's runs do not have.
  while (!(await page.evaluate(() => document.querySelector('#root footer') !== null))) await page.waitForTimeout(50);
  await page.waitForTimeout(2000);
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.end');
  await done;
  await page.close();
  // SAVE_TRACE=<prefix>: each run's trace, for startTasks.ts or Chromium's performance panel.
  if (process.env.SAVE_TRACE)
    writeFileSync(`${process.env.SAVE_TRACE}-${++saved}-${label}.json`, JSON.stringify({ traceEvents: events }));
  const tasks = startTasks(events);
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint');
  const fromPaint = firstPaint ? tasks.filter((t) => t.ts >= firstPaint.ts) : tasks;
  const longest = [...fromPaint].sort((a, b) => b.cpuMs - a.cpuMs)[0];
  // The page's own frame (the one with the most layout objects in the end): each SVG picture is a document too.
  const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X');
  const pageFrame = frameOf([...layouts].sort((a, b) => objects(b, 'totalObjects') - objects(a, 'totalObjects'))[0]);
  const pageLayout = layouts.filter((e) => frameOf(e) === pageFrame).sort((a, b) => objects(b) - objects(a))[0];
  const frameTask = pageLayout && tasks.find((t) => t.ts <= pageLayout.ts && pageLayout.ts < t.ts + t.wallMs * 1000);
  const layoutTask = [...fromPaint]
    .filter((t) => t.parts.some((p) => p.startsWith('Layout')))
    .sort((a, b) => b.cpuMs - a.cpuMs)[0];
  return {
    layoutMs: layoutTask?.cpuMs ?? 0,
    frameMs: frameTask?.cpuMs ?? 0,
    frameWallMs: frameTask?.wallMs ?? 0,
    longestMs: longest?.cpuMs ?? 0,
    longestParts: longest?.parts.join(', ') ?? '',
    blockingMs: fromPaint.reduce((s, t) => s + Math.max(0, t.cpuSlowdown * t.cpuMs - 50), 0),
    wallBlockingMs: fromPaint.reduce((s, t) => s + Math.max(0, t.cpuSlowdown * t.wallMs - 50), 0),
    over: fromPaint.filter((t) => t.cpuMs > 12.5).length,
  };
}

type LayoutData = { beginData?: { dirtyObjects?: number; totalObjects?: number; frame?: string } } | undefined;
/** How many layout objects a Layout event laid out (or the document had). */
const objects = (e: Ev, count: 'dirtyObjects' | 'totalObjects' = 'dirtyObjects') =>
  (e.args as LayoutData)?.beginData?.[count] ?? 0;
const frameOf = (e: Ev | undefined) => (e?.args as LayoutData)?.beginData?.frame;

const builds: { label: string; shop: WebShop }[] = [
  { label: process.env.SHOP_STATIC_DIR ?? 'dist', shop: await startWebShop() },
];
if (process.env.BASELINE_STATIC_DIR)
  builds.unshift({
    label: process.env.BASELINE_STATIC_DIR,
    shop: await startWebShop(
      process.env.BASELINE_STATIC_DIR,
      '.data/bench-web/pg-baseline',
      process.env.BASELINE_SERVER,
    ),
  });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const productId = builds[0]!.shop.productId;
  const routes = (process.env.ROUTES ?? '/products,/product/{id},/').split(',');
  for (const route of routes) {
    const runs = builds.map((): Awaited<ReturnType<typeof traceFirstLoad>>[] => []);
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
      for (const b of order)
        runs[b]!.push(
          await traceFirstLoad(
            browser,
            `${builds[b]!.shop.url}${route.replace('{id}', productId)}`,
            `${b ? 'after' : builds.length > 1 ? 'before' : 'after'}-${route.replace(/\W+/g, '') || 'home'}`,
          ),
        );
    }
    for (const [b, { label }] of builds.entries()) {
      const r = runs[b]!;
      const byLongest = [...r].sort((x, y) => x.longestMs - y.longestMs);
      const mid = byLongest[Math.floor(r.length / 2)]!;
      console.log(
        `${label} ${route}: longest task ${median(r.map((x) => x.longestMs)).toFixed(1)} ms cpu (×4 ${(4 * median(r.map((x) => x.longestMs))).toFixed(0)}; runs ${r.map((x) => x.longestMs.toFixed(1)).join(' ')}); blocking from thread time ${median(r.map((x) => x.blockingMs)).toFixed(0)} ms (runs ${r.map((x) => x.blockingMs.toFixed(0)).join(' ')}); from wall time ${median(r.map((x) => x.wallBlockingMs)).toFixed(0)} ms (runs ${r.map((x) => x.wallBlockingMs.toFixed(0)).join(' ')}); tasks > 12.5 ms: ${median(r.map((x) => x.over))}; longest layout task ${median(r.map((x) => x.layoutMs)).toFixed(1)} ms (runs ${r.map((x) => x.layoutMs.toFixed(1)).join(' ')})\n    first page's layout task ${median(r.map((x) => x.frameMs)).toFixed(1)} ms cpu (runs ${r.map((x) => x.frameMs.toFixed(1)).join(' ')}), wall ${median(r.map((x) => x.frameWallMs)).toFixed(1)} ms (runs ${r.map((x) => x.frameWallMs.toFixed(1)).join(' ')})\n    median run's longest: ${mid.longestParts}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const { shop } of builds) await shop.stop();
}
