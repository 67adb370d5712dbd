import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { BARE, BARE_SAME_HEADERS, medianRows, printRatios, WARM, type Row } from './loadRows';

/** `npm run bench`: cold and warm start, then bounded load on 127.0.0.1 against a separate server process. */
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/bench/pg';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PIPELINING = Number(process.env.BENCH_PIPELINING ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** BENCH_ONLY="ceiling|listing, warm cache": only the scenarios whose name contains one of these parts. */
const ONLY = process.env.BENCH_ONLY?.split('|').map((part) => part.trim().toLowerCase());

interface Ready {
  url: string;
  uncachedUrl: string;
  throughAppUrl: string;
  bareUrl: string;
  bareSameHeadersUrl: string;
  controlUrl: string;
  startMs: number;
  seeded: boolean;
}

function startServer(): Promise<{ child: ChildProcess; ready: Ready; processMs: number }> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    // A JSON line per request would measure the logger (and fill the pipe); warnings still show.
    env: { LOG_LEVEL: 'warn', ...process.env, BENCH_DATA_DIR: DATA_DIR },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{"ready"')) return;
      resolve({ child, ready: JSON.parse(line) as Ready, processMs: performance.now() - began });
    });
  });
}

async function stopServer(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

let controlUrl = '';
const serverCpuMicros = async () => {
  const { user, system } = (await (await fetch(controlUrl)).json()) as NodeJS.CpuUsage;
  return user + system;
};

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  if (ONLY && !ONLY.some((part) => title.toLowerCase().includes(part))) return undefined;
  const cpuBefore = await serverCpuMicros();
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    duration: DURATION_S,
    headers,
  });
  const client = process.cpuUsage(clientBefore);
  const cpuPerRequest = (await serverCpuMicros()) - cpuBefore;
  const requests = Math.max(1, result.requests.total);
  const row: Row = {
    scenario: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    // The API process's own CPU per request: 1e6 / this is what one core could serve.
    'server CPU µs/req': Math.round(cpuPerRequest / requests),
    // The load generator shares the cores: if it is the one at 100 % of a core, it sets the ceiling.
    'client CPU µs/req': Math.round((client.user + client.system) / requests),
    'non-2xx/304': result.non2xx - (headers['If-None-Match'] ? (result['3xx'] ?? 0) : 0),
    errors: result.errors + result.timeouts,
  };
  console.log(JSON.stringify(row));
  return row;
}

const ms = (value: number) => `${Math.round(value)} ms`;

// BENCH_COLD=0 keeps the data dir of an earlier run and skips the cold start (load figures only).
if (process.env.BENCH_COLD !== '0') {
  await rm(DATA_DIR, { recursive: true, force: true });
  const cold = await startServer();
  console.log(
    `cold start (initdb + migrate + seed): ${ms(cold.ready.startMs)} in-process, ${ms(cold.processMs)} incl. node boot; seeded=${cold.ready.seeded}`,
  );
  await stopServer(cold.child);
}
const warm = await startServer();
console.log(
  `warm start (existing data dir): ${ms(warm.ready.startMs)} in-process, ${ms(warm.processMs)} incl. node boot`,
);

try {
  const { url, uncachedUrl, throughAppUrl, bareUrl, bareSameHeadersUrl } = warm.ready;
  controlUrl = warm.ready.controlUrl;
  const listing = `${url}/api/products/public`;
  const first = await fetch(listing);
  const etag = first.headers.get('etag') ?? '';
  const { data } = (await first.json()) as { data: { products: { _id: string }[] } };
  const detail = `${url}/api/products/public/${data.products[0]!._id}`;
  console.log(
    `load: ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${DURATION_S} s each, autocannon on 127.0.0.1`,
  );
  const scenarios: [string, string, Record<string, string>?][] = [
    [BARE, bareUrl],
    [BARE_SAME_HEADERS, bareSameHeadersUrl],
    ['listing, no cache (DB every request)', `${uncachedUrl}/api/products/public`],
    [WARM, listing],
    ['listing, warm cache through the app (no kept answers)', `${throughAppUrl}/api/products/public`],
    ['listing, warm cache, brotli', listing, { 'Accept-Encoding': 'br' }],
    ['listing, If-None-Match → 304', listing, { 'If-None-Match': etag }],
    ['listing search=bakpack, no cache', `${uncachedUrl}/api/products/public?search=bakpack`],
    ['product detail, warm cache', detail],
    ['product detail, no cache', detail.replace(url, uncachedUrl)],
  ];
  // BENCH_ROUNDS > 1 runs the chosen scenarios in turn that many times (neighbours share the same load).
  // A second of each first, unmeasured: the first scenario should not pay for JIT warm-up.
  for (const [title, target, headers] of scenarios) {
    if (!ONLY || ONLY.some((part) => title.toLowerCase().includes(part))) {
      await autocannon({ url: target, connections: CONNECTIONS, pipelining: PIPELINING, duration: 1, headers });
    }
  }
  const rounds: Row[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const rows: Row[] = [];
    for (const [title, target, headers] of scenarios) {
      const row = await load(title, target, headers);
      if (row) rows.push(row);
    }
    rounds.push(rows);
  }
  const table = medianRows(rounds);
  console.table(table);
  printRatios(table);
} finally {
  await stopServer(warm.child);
}
