import pg from 'pg';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { startShop } from '../../server/start';
import { postgresCpuSeconds } from './postgresCpu';
import { orderBody, type Fixtures } from './scenarios';

/**
 * `node --import tsx bench/scale/orderProfile.ts <dataDir> [orders]`: places orders one after another
 * through the API (HTTP on 127.0.0.1, orders rate limit raised) and reports every statement they send: round trips per order and
 * time per statement, as the client sees it (network + server). Run with `--root`-style checkouts
 * for before/after: `cd <checkout> && node --import tsx bench/scale/orderProfile.ts …`.
 */
const [dataDir = '.data/bench-scale/profile/pg', count = '200'] = process.argv.slice(2);
const rateLimits = { ...RATE_LIMITS, orders: { ...RATE_LIMITS.orders, limit: 1_000_000_000 } };
const shop = await startShop({ port: 0, dataDir, pgPort: 0, rateLimits });
const stocked = await shop.pool.query<{ id: string; colour: string }>(
  `SELECT p.id, pc.name AS colour FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0
   WHERE p.stock >= 100 ORDER BY hashtext(p.id) LIMIT 500`,
);
const fixtures: Fixtures = { categories: [], stocked: stocked.rows, total: 0 };

const stats = new Map<string, { n: number; ms: number }>();
let recording = false;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
const original = pg.Client.prototype.query;
const textOf = (config: unknown) =>
  typeof config === 'string'
    ? config
    : ((config as { name?: string; text?: string }).name ?? (config as { text: string }).text);
// Times promise-style calls and callback-style ones (pool.query hands the client a callback).
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const began = performance.now();
  const key = textOf(args[0]).replace(/\s+/g, ' ').trim().slice(0, 90);
  const record = () => {
    if (!recording) return;
    const s = stats.get(key) ?? { n: 0, ms: 0 };
    s.n++;
    s.ms += performance.now() - began;
    stats.set(key, s);
  };
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...r: unknown[]) => void;
    args[last] = (...r: unknown[]) => {
      record();
      callback(...r);
    };
  }
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) void result.finally(record).catch(() => {});
  return result;
} as typeof pg.Client.prototype.query;

/**
 * What the orders made the database do, read from its statistics: WAL written (bytes, records, full-page
 * images), products updated and how many of those were HOT (no index touched), buffers read.
 */
const DB_COUNTERS = `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8 AS "WAL bytes",
    w.wal_records::float8 AS "WAL records", w.wal_fpi::float8 AS "WAL full pages",
    t.n_tup_upd::float8 AS "products updated", t.n_tup_hot_upd::float8 AS "products HOT-updated",
    (io.heap_blks_hit + io.heap_blks_read + io.idx_blks_hit + io.idx_blks_read)::float8 AS "products buffers",
    (d.blks_hit + d.blks_read)::float8 AS "all buffers", d.blks_read::float8 AS "buffers missed"
  FROM pg_stat_wal w, pg_stat_user_tables t, pg_statio_user_tables io, pg_stat_database d
  WHERE t.relname = 'products' AND io.relname = 'products' AND d.datname = current_database()`;
// Backends report their statistics when idle, at most every 10 s (PGSTAT_IDLE_INTERVAL).
const dbCounters = async () => {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  return (await shop.pool.query<Record<string, number>>(DB_COUNTERS)).rows[0]!;
};

const orders = Number(count);
const place = (i: number) =>
  fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: orderBody(fixtures, 900_000 + i),
  });
for (let i = 0; i < 20; i++) await place(i); // warm: connections, prepared statements, caches
const countersBefore = await dbCounters();
recording = true;
const began = performance.now();
const nodeBefore = process.cpuUsage();
const postgresBefore = postgresCpuSeconds(dataDir);
for (let i = 0; i < orders; i++) {
  const res = await place(100 + i);
  if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${await res.text()}`);
}
const wall = performance.now() - began;
const nodeCpu = process.cpuUsage(nodeBefore);
const postgresMs = (postgresCpuSeconds(dataDir) - postgresBefore) * 1000;
recording = false;
const countersAfter = await dbCounters();
const rows = [...stats].map(([statement, s]) => ({
  statement,
  'per order': Math.round((s.n / orders) * 100) / 100,
  'mean ms': Math.round((s.ms / s.n) * 100) / 100,
}));
console.table(rows);
const trips = [...stats.values()].reduce((sum, s) => sum + s.n, 0) / orders;
console.log(
  JSON.stringify({
    orders,
    'round trips per order': Math.round(trips * 10) / 10,
    'ms per order': Math.round((wall / orders) * 100) / 100,
    // The API process (HTTP, validation, logs, pg protocol) and the database, per order: on N free cores
    // orders/s can reach about N × 1000 / (node + postgres ms), the two working side by side.
    'node CPU ms per order': Math.round(((nodeCpu.user + nodeCpu.system) / 1000 / orders) * 100) / 100,
    'postgres CPU ms per order': Math.round((postgresMs / orders) * 100) / 100,
  }),
);
console.log(
  JSON.stringify(
    Object.fromEntries(
      Object.keys(countersAfter).map((k) => [
        `${k} per order`,
        Math.round(((countersAfter[k]! - countersBefore[k]!) / orders) * 10) / 10,
      ]),
    ),
  ),
);
await shop.close();
