/**
 * Where the app's start-up JavaScript spends its time: V8's sampling profiler (100 µs) over a first load of
 * a route (a 412 px phone, no throttling), printed as a call tree of inclusive self+children time ≥ MIN_MS
 * (0.3), JS only (idle, program and GC are summed apart). The pre-paint's loader starts the app right after
 * the largest paint, so the tree covers module evaluation, start(), React's first render and effects.
 *   node --import tsx bench/web/startProfile.ts [route=/products]   (route may use {id}; SHOP_STATIC_DIR=<dist>, RUNS=n)
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startWebShop } from './startWebShop';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const MIN_MS = Number(process.env.MIN_MS ?? 0.3);

function printTree(profile: Profile, origin: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const total = new Map<number, number>();
  const sum = (id: number): number => {
    const n = byId.get(id)!;
    const t = (self.get(id) ?? 0) + (n.children ?? []).reduce((s, c) => s + sum(c), 0);
    total.set(id, t);
    return t;
  };
  const root = profile.nodes[0]!;
  sum(root.id);
  const label = (n: Node) =>
    `${n.callFrame.functionName || '(top level)'} ${n.callFrame.url.replace(origin, '')}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
  const walk = (id: number, depth: number) => {
    const n = byId.get(id)!;
    const children = [...(n.children ?? [])].sort((a, b) => total.get(b)! - total.get(a)!);
    for (const c of children) {
      if (total.get(c)! < MIN_MS) continue;
      console.log(
        `${'  '.repeat(depth)}${total.get(c)!.toFixed(1)} ms (self ${(self.get(c) ?? 0).toFixed(1)}) ${label(byId.get(c)!)}`,
      );
      if (depth < Number(process.env.DEPTH ?? 12)) walk(c, depth + 1);
    }
  };
  walk(root.id, 0);
}

/**
 * BY_SOURCE=1 (a build with source maps, `npx vite build --sourcemap --outDir <dir>`): self time summed per
 * original source file over the samples taken while the app's modules were being evaluated (their frames'
 * top-level code) or, with ALL=1, over the whole load — which modules' top level costs what.
 */
async function bySource(profile: Profile, origin: string, staticDir: string) {
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const { readFileSync } = await import('node:fs');
  const maps = new Map<string, InstanceType<typeof TraceMap> | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const path = `${staticDir}${url.replace(origin, '')}.map`;
      try {
        maps.set(url, new TraceMap(readFileSync(path, 'utf8')));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url);
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Samples under a module's top-level frame (functionName '' at line 0 of an /assets/ file).
  const underTopLevel = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      if (f.functionName === '' && f.url.includes('/assets/') && f.lineNumber === 0 && f.columnNumber === 0)
        return true;
    }
    return false;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!process.env.ALL && !underTopLevel(id)) return;
    const f = byId.get(id)!.callFrame;
    let key = f.url ? f.url.replace(origin, '') : f.functionName;
    const map = f.url.includes('/assets/') ? mapOf(f.url) : null;
    if (map) {
      const pos = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
      key = (pos.source ?? key).replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '');
    }
    totals.set(key, (totals.get(key) ?? 0) + ms);
  });
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  console.log(`  total ${rows.reduce((s, r) => s + r[1], 0).toFixed(1)} ms`);
  for (const [k, ms] of rows.slice(0, Number(process.env.TOP ?? 40)))
    console.log(`  ${ms.toFixed(1).padStart(6)} ms ${k}`);
}

const shop = await startWebShop();
const route = (process.argv[2] ?? '/products').replace('{id}', shop.productId);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${shop.url}${route}`);
    await page.locator('main h1, main [aria-busy="false"]').first().waitFor();
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    console.log(`\n${route} run ${run}`);
    if (process.env.BY_SOURCE) await bySource(profile, shop.url, process.env.SHOP_STATIC_DIR ?? 'dist');
    else printTree(profile, shop.url);
    await page.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
