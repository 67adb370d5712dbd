import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { countersPerOrder, readDbCounters } from './scale/dbCounters';
import { postgresCpuSeconds } from './scale/postgresCpu';
import { browseMix, editScenarios, missScenarios, orderBody, type Fixtures, type PathFor } from './scale/scenarios';

/**
 * `npm run bench:scale -- --products 514,20000,200000`: for each size, a separate database under
 * .data/bench-scale/ (grown once, reused after; never .data/pg) and bounded load on 127.0.0.1.
 * `--root <dir>` benches another checkout (same bench files copied in) for before/after tables.
 */
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '514,20000,200000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    repeat: { type: 'string', default: '1' },
    root: { type: 'string', default: '.' },
    label: { type: 'string', default: 'current' },
    only: { type: 'string' },
    /** `--edits false`: skip the phases after ready, after a product is added and after a photo. */
    edits: { type: 'string', default: 'true' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ROOT = resolve(args.root);
const SEQUENTIAL_S = 2;
const ORDERS_PER_SECOND = 5;
/** Seconds per scenario after an edit: the twelve fit in the 30 s the promise covers. */
const EDIT_S = 2;

interface Ready {
  url: string;
  uncachedUrl: string;
  controlUrl: string;
  added: number;
  growMs: number;
  /** How long the search posting lists took to build at start (absent on checkouts without them). */
  indexMs?: number;
}

const dataDirOf = (products: number) => resolve(`.data/bench-scale/${args.label}-${products}/pg`);

function startServer(products: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/scale/scaleServer.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      BENCH_PRODUCTS: String(products),
      BENCH_DATA_DIR: dataDirOf(products),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`bench server exited early (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{"ready"')) done({ child, ready: JSON.parse(line) as Ready });
    });
  });
}

async function stopServer(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function run(
  base: string,
  pathFor: PathFor,
  connections: number,
  seconds: number,
  extra: Partial<autocannon.Options> = {},
) {
  let i = 0;
  // autocannon's percentiles are whole milliseconds; each response's own time (hrtime) is finer.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const options = {
      url: base,
      connections,
      duration: seconds,
      requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathFor(i++) }) }],
      ...extra,
    };
    const instance = autocannon(options, (error: Error | null, result) => (error ? fail(error) : done(result)));
    instance.on('response', (_client, status, _bytes, ms) => status < 300 && times.push(ms));
  });
  // -1: not one request finished within the run.
  const none = result.requests.total === 0;
  return {
    rps: Math.round(result.requests.average),
    p50: none ? -1 : result.latency.p50,
    /** The median 2xx response time to a tenth of a millisecond. */
    median: times.length === 0 ? -1 : Math.round(median(times) * 10) / 10,
    /** The slowest decile begins here (2xx responses, to a tenth of a millisecond). */
    p90: times.length === 0 ? -1 : Math.round(quantile(times, 0.9) * 10) / 10,
    p99: none ? -1 : result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    ok2xx: result['2xx'],
  };
}

/** Waits until the previous scenario's requests have left the database, so they do not slow the next one. */
async function settle(controlUrl: string) {
  const deadline = Date.now() + 180_000;
  while ((await json<{ busy: number }>(`${controlUrl}/busy`)).busy > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `--only <text>[,<text>…]`: just the scenarios whose name contains one of them. */
const wanted = (name: string) => !args.only || args.only.split(',').some((part) => name.includes(part));

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!;
const median = (xs: number[]) => quantile(xs, 0.5);
const json = async <T>(url: string) => (await (await fetch(url)).json()) as T;

async function benchSize(products: number) {
  const { child, ready } = await startServer(products);
  try {
    const fixtures = await json<Fixtures>(`${ready.controlUrl}/fixtures`);
    console.log(
      `\n## ${fixtures.total} products (${args.label}; grown now: ${ready.added} in ${ready.growMs} ms; search index built in ${ready.indexMs ?? '–'} ms)`,
    );
    const rows: Record<string, Record<string, number>[]> = {};
    const record = (name: string, row: Record<string, number>) => {
      (rows[name] ??= []).push(row);
      console.log(JSON.stringify({ scenario: name, ...row }));
    };
    // The API process's resident memory, sampled every second through the run: its peak is reported.
    let rssPeak = 0;
    const sampleRss = async () => {
      rssPeak = Math.max(rssPeak, (await json<{ rss: number }>(`${ready.controlUrl}/rss`)).rss);
    };
    const rssTimer = setInterval(() => void sampleRss().catch(() => {}), 1000);
    const edits = args.edits !== 'false';
    if (edits) await afterEdit('after ready', 0);
    const mix = browseMix(fixtures);
    // Made once: a search scenario hands out each string once per run, across repetitions too.
    const scenarios = missScenarios(fixtures);
    for (let r = 0; r < Number(args.repeat); r++) {
      for (const [name, pathFor] of scenarios) {
        if (!wanted(name)) continue;
        await settle(ready.controlUrl);
        const sequential = await run(ready.uncachedUrl, pathFor, 1, SEQUENTIAL_S);
        await settle(ready.controlUrl);
        const loaded = await run(ready.uncachedUrl, (i) => pathFor(i + 100_000), CONNECTIONS, DURATION);
        record(name, {
          'seq p50': sequential.p50,
          'seq median': sequential.median,
          'seq p90': sequential.p90,
          'req/s': loaded.rps,
          p50: loaded.p50,
          p90: loaded.p90,
          p99: loaded.p99,
          errors: loaded.bad + sequential.bad,
        });
      }
      if (wanted('browse mix')) await browseWithOrders(r);
      if (wanted('orders alone')) await ordersAlone(r);
    }
    if (edits) await afterEdit('after a product is added', 1, 'add-product');
    if (edits) await afterEdit('after a photo is written', 2, 'write-photo');
    await sampleRss();
    clearInterval(rssTimer);
    record('API process RSS', { 'peak MB': Math.round(rssPeak / 1024 / 1024) });
    /**
     * The read path's promise: each cache miss right after ready, or in the 30 s after an owner's edit
     * (the edit made through the control server, then every scenario in turn on one connection), costs
     * what it costs at any other time. First: the first request's ms; seq p50 over EDIT_S seconds.
     */
    async function afterEdit(label: string, phase: number, edit?: string) {
      await settle(ready.controlUrl);
      if (edit) await fetch(`${ready.controlUrl}/${edit}`, { method: 'POST' });
      const began = Date.now();
      for (const [name, pathFor] of editScenarios(fixtures, phase)) {
        const first = performance.now();
        const res = await fetch(`${ready.uncachedUrl}${pathFor(0)}`);
        await res.arrayBuffer();
        const firstMs = Math.round((performance.now() - first) * 10) / 10;
        const sequential = await run(ready.uncachedUrl, (i) => pathFor(i + 1), 1, EDIT_S);
        record(`${label}: ${name}`, {
          'first ms': firstMs,
          'seq p50': sequential.p50,
          'seq median': sequential.median,
          'seq p90': sequential.p90,
          's after': Math.round((Date.now() - began) / 1000),
          errors: sequential.bad + (res.ok ? 0 : 1),
        });
      }
    }
    async function browseWithOrders(r: number) {
      await settle(ready.controlUrl);
      const alone = await run(ready.url, mix, CONNECTIONS, DURATION);
      record('browse mix (cached)', { 'req/s': alone.rps, p50: alone.p50, p99: alone.p99, errors: alone.bad });
      const orderLatencies: number[] = [];
      let sent = 0;
      const timer = setInterval(() => {
        const began = performance.now();
        void fetch(`${ready.url}/api/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: orderBody(fixtures, 50_000 + r * 100_000 + sent++),
        }).then((res) => res.status === 201 && orderLatencies.push(performance.now() - began));
      }, 1000 / ORDERS_PER_SECOND);
      const during = await run(ready.url, mix, CONNECTIONS, DURATION);
      clearInterval(timer);
      record(`browse mix + ${ORDERS_PER_SECOND} orders/s`, {
        'req/s': during.rps,
        p50: during.p50,
        p99: during.p99,
        errors: during.bad,
        'order p50': Math.round(median(orderLatencies.length ? orderLatencies : [0])),
      });
    }
    async function ordersAlone(r: number) {
      await settle(ready.controlUrl);
      const before = await json<{ orders: number; units: number; doubled: number }>(`${ready.controlUrl}/orders`);
      const cpu = async () => ({
        api: await json<NodeJS.CpuUsage>(`${ready.controlUrl}/cpu`),
        postgres: postgresCpuSeconds(dataDirOf(products)),
        load: process.cpuUsage(),
      });
      const countersBefore = await readDbCounters(dataDirOf(products));
      const cpuBefore = await cpu();
      let n = 1000 + r * 100_000;
      const orders = await autocannon({
        url: ready.url,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: orderBody(fixtures, n++) }),
          },
        ],
      });
      const cpuAfter = await cpu();
      const counters = countersPerOrder(countersBefore, await readDbCounters(dataDirOf(products)), orders['2xx']);
      const after = await json<{ orders: number; units: number; doubled: number }>(`${ready.controlUrl}/orders`);
      const created = orders['2xx'];
      // CPU per answered order (µs → ms): what bounds orders/s on a machine's cores, whatever else runs on it.
      const perOrder = (ms: number) => Math.round((ms / Math.max(1, orders.requests.total)) * 100) / 100;
      const nodeMs = (a: NodeJS.CpuUsage, b: NodeJS.CpuUsage) => (b.user + b.system - a.user - a.system) / 1000;
      record('orders alone', {
        'req/s': Math.round(orders.requests.average),
        p50: orders.latency.p50,
        p99: orders.latency.p99,
        errors: orders.non2xx + orders.errors,
        lost: Math.max(0, created - (after.orders - before.orders)),
        // Orders still in flight when the run stops commit after it: more rows than 201s is not a double.
        duplicated: after.doubled - before.doubled,
        'units ≠ orders': after.units - before.units - (after.orders - before.orders),
        'api CPU ms/order': perOrder(nodeMs(cpuBefore.api, cpuAfter.api)),
        'postgres CPU ms/order': perOrder((cpuAfter.postgres - cpuBefore.postgres) * 1000),
        'load CPU ms/order': perOrder(nodeMs(cpuBefore.load, cpuAfter.load)),
        ...counters,
      });
    }
    const table = Object.entries(rows).map(([scenario, runs]) => ({
      scenario,
      ...Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, median(runs.map((x) => x[k]!))])),
    }));
    clearInterval(rssTimer);
    console.table(table);
    return { products: fixtures.total, label: args.label, table };
  } finally {
    await stopServer(child);
  }
}

const results = [];
for (const n of args.products.split(',').map(Number)) results.push(await benchSize(n));
await mkdir('.data/bench-scale', { recursive: true });
await writeFile(`.data/bench-scale/results-${args.label}.json`, JSON.stringify(results, null, 2));
