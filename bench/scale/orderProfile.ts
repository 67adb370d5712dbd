import pg from 'pg';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { startShop } from '../../server/start';
import { countersPerOrder, readDbCounters } from './dbCounters';
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

const orders = Number(count);
const place = (i: number) =>
  fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: orderBody(fixtures, 900_000 + i),
  });
for (let i = 0; i < 20; i++) await place(i); // warm: connections, prepared statements, caches
const countersBefore = await readDbCounters(dataDir);
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
const countersAfter = await readDbCounters(dataDir);
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
console.log(JSON.stringify(countersPerOrder(countersBefore, countersAfter, orders)));
await shop.close();
