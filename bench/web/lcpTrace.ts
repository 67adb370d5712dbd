/**
 * Why a Lighthouse run's simulated LCP and TBT are what they are: mobile runs of one route, printing the
 * observed FCP/LCP, the simulated LCP and TBT, every request with whether it finished before the observed
 * LCP (Lantern's LCP estimate counts those, scripts included, unless an EvaluateScript event shows they ran
 * after it; ES modules never emit one), and the simulated long tasks with the part of TBT each one makes
 * and what it was (tbtShares.ts: e.g. Chromium's navigation commit, which no page code runs in).
 *   node --import tsx bench/web/lcpTrace.ts [route=/products]   (route may use {id}; SHOP_STATIC_DIR=<dist>,
 *   RUNS=n, SAVE_TRACE=<path prefix> writes each run's trace as <prefix>-<run>.json)
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, median, startWebShop } from './startWebShop';
import { tbtShares, type SimulatedTask } from './tbtShares';
import { mainThread, type TraceEvent } from './traceEvent';

interface Request {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  priority: string;
  resourceType: string;
  transferSize: number;
}
const items = <T>(details: unknown) => (details as { items?: T[] } | undefined)?.items ?? [];
const ms = (value: number) => String(Math.round(value)).padStart(5);

/**
 * TBT counted from the page's main-thread tasks' CPU (thread) time instead of their wall time, ×4 like
 * Lighthouse's mobile CPU, from the observed FCP to 5 s after the observed LCP: a figure other processes on a
 * busy machine inflate far less than Lighthouse's own (wall-time) TBT, for comparing builds side by side.
 */
function threadTimeTbt(events: TraceEvent[], metrics: Record<string, number>) {
  const main = mainThread(events);
  const from = metrics.observedFirstContentfulPaintTs!;
  const to = metrics.observedLargestContentfulPaintTs! + 5_000_000;
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.ts >= from && e.ts <= to)
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur ?? 0)) / 1000 - 50), 0);
}

const shop = await startWebShop();
const route = (process.argv[2] ?? '/products').replace('{id}', shop.productId);
const tbts: number[] = [];
/** Blocking time over all runs by what made it (the words before any parenthesis). */
const blockingBy = new Map<string, number>();
try {
  for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(`${shop.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const { lhr, artifacts } = result!;
      const trace = artifacts.Trace as unknown as { traceEvents: TraceEvent[] };
      if (process.env.SAVE_TRACE) writeFileSync(`${process.env.SAVE_TRACE}-${run}.json`, JSON.stringify(trace));
      const metrics = items<Record<string, number>>(lhr.audits.metrics!.details)[0]!;
      const lcp = metrics.observedLargestContentfulPaint!;
      console.log(
        `\n${route} run ${run}: score ${Math.round((lhr.categories.performance!.score ?? 0) * 100)}; observed FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${lcp} ms; simulated LCP ${Math.round(metrics.largestContentfulPaint!)} ms, TBT ${Math.round(metrics.totalBlockingTime!)} ms`,
      );
      for (const r of items<Request>(lhr.audits['network-requests']!.details))
        console.log(
          `  ${r.networkEndTime <= lcp ? 'before LCP' : 'after LCP '} ${ms(r.networkRequestTime)}–${ms(r.networkEndTime)} ms ${r.priority.padEnd(8)} ${r.resourceType.padEnd(10)} ${ms(r.transferSize / 1024)} KiB ${r.url.replace(shop.url, '')}`,
        );
      console.log(`  blocking time from thread time: ${Math.round(threadTimeTbt(trace.traceEvents, metrics))} ms`);
      const longTasks = items<SimulatedTask>(lhr.audits['long-tasks']!.details);
      const simulated = { fcp: metrics.firstContentfulPaint!, tti: metrics.interactive! };
      const shares = tbtShares(longTasks, simulated, trace.traceEvents, metrics.observedFirstContentfulPaintTs!);
      longTasks.forEach((t, k) =>
        console.log(
          `  long task (simulated) at ${ms(t.startTime)} ms: ${ms(t.duration)} ms, blocking ${ms(shares[k]!.blockingMs)} ms: ${shares[k]!.what.replace(shop.url, '')}`,
        ),
      );
      console.log(`  (simulated FCP ${Math.round(simulated.fcp)} ms, TTI ${Math.round(simulated.tti)} ms)`);
      tbts.push(metrics.totalBlockingTime!);
      for (const share of shares) {
        const what = share.what.replace(/ \(.*/, '').replace(shop.url, '');
        blockingBy.set(what, (blockingBy.get(what) ?? 0) + share.blockingMs);
      }
    } finally {
      chrome.kill();
    }
  }
  const total = [...blockingBy.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n${route}: median TBT ${Math.round(median(tbts))} ms over ${tbts.length} runs (${tbts.map(Math.round).join(', ')}); ` +
      `blocking time by source: ${[...blockingBy].map(([what, ms]) => `${what} ${Math.round((100 * ms) / (total || 1))}%`).join(', ')}`,
  );
} finally {
  await shop.stop();
}
