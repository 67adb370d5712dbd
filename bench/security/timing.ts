/**
 * Does a wrong answer tell anything by its time? Starts a throwaway shop (embedded PostgreSQL, real HTTP on
 * 127.0.0.1) and times, interleaved, one request at a time:
 *   sign-in: a wrong password for a real operator's e-mail vs for an unknown e-mail;
 *   tracking: a real order number with a wrong contact vs an unknown order number.
 * Prints both medians and a Mann–Whitney U test per pair (bench/security/stats.ts).
 *   node --import tsx bench/security/timing.ts [tries=200]
 * The machine is shared: figures are noisy; compare medians of repeated runs.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addOperator } from '../../server/http/operator';
import { RATE_LIMITS, type RateLimits } from '../../server/http/rateLimits';
import { startShop } from '../../server/start';
import { report } from './stats';

const TRIES = Number(process.argv[2] ?? 200);
const WARM_UP = 20;
// Four tries per account: below the old five-failure lock, and below the new throttle's free tries.
const TRIES_PER_ACCOUNT = 4;
// The limits per address would stop a timing run after a few tries; the run measures the work behind them.
const unlimited = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: 1_000_000 }]),
) as RateLimits;

const parent = await mkdtemp(join(tmpdir(), 'bagshop-bench-timing-'));
await chmod(parent, 0o755);
const shop = await startShop({ port: 0, pgPort: 0, dataDir: join(parent, 'data'), rateLimits: unlimited });

async function timed(path: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const began = performance.now();
  const res = await fetch(`${shop.url}${path}`, init);
  await res.arrayBuffer();
  return { ms: performance.now() - began, status: res.status };
}

/** Runs `a(i)` and `b(i)` alternately (which goes first alternates too) and collects both timings. */
async function interleaved(
  count: number,
  a: (i: number) => Promise<{ ms: number }>,
  b: (i: number) => Promise<{ ms: number }>,
) {
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < count; i++) {
    const [first, second, firstOut, secondOut] = i % 2 ? [a, b, as, bs] : [b, a, bs, as];
    firstOut.push((await first(i)).ms);
    secondOut.push((await second(i)).ms);
  }
  return [as, bs] as const;
}

const signInAs = (email: string) =>
  timed('/api/admin/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'not the password at all' }),
  });

try {
  const accounts = Math.ceil((TRIES + WARM_UP) / TRIES_PER_ACCOUNT);
  for (let i = 0; i < accounts; i++) await addOperator(shop.pool, `owner${i}@jholaandco.in`, 'the real password, long');
  const account = (i: number) => Math.floor(i / TRIES_PER_ACCOUNT);
  const known = (i: number) => signInAs(`owner${account(i)}@jholaandco.in`);
  const unknown = (i: number) => signInAs(`nobody${account(i)}@jholaandco.in`);
  const statuses = new Set([(await known(TRIES + WARM_UP - 1)).status, (await unknown(TRIES + WARM_UP - 1)).status]);
  await interleaved(
    WARM_UP,
    (i) => known(TRIES + i),
    (i) => unknown(TRIES + i),
  );
  const [k, u] = await interleaved(TRIES, known, unknown);
  console.log(
    report('sign-in, wrong password', 'known e-mail', k, 'unknown e-mail', u),
    `statuses ${[...statuses].join('/')}`,
  );

  const { rows } = await shop.pool.query<{ id: string; colour: string }>(
    `SELECT p.id, pc.name AS colour FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0 ORDER BY p.id LIMIT 1`,
  );
  const placed = await fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      agreement: true,
      products: [{ productId: rows[0]!.id, quantity: 1, color: rows[0]!.colour }],
      shippingInfo: {
        name: 'Bench Shopper',
        email: 'bench@example.in',
        phone: '9876543210',
        address1: '1 MG Road',
        city: 'pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    }),
  });
  if (placed.status !== 201) throw new Error(`order ${placed.status}: ${await placed.text()}`);
  const { orderNumber } = ((await placed.json()) as { data: { order: { orderNumber: string } } }).data.order;
  // Same length and shape as a real number, so only its existence differs.
  const unknownNumber = `${orderNumber.slice(0, -1)}${orderNumber.endsWith('Z') ? 'Y' : 'Z'}`;
  const track = (number: string) => timed(`/api/orders/track/${number}?contact=someone.else%40example.in`);
  await interleaved(
    WARM_UP,
    () => track(orderNumber),
    () => track(unknownNumber),
  );
  const tracking = Math.round(TRIES * 1.5);
  const [real, missing] = await interleaved(
    tracking,
    () => track(orderNumber),
    () => track(unknownNumber),
  );
  console.log(
    report('tracking, not found', 'real number + wrong contact', real, 'unknown number', missing),
    `(${orderNumber} vs ${unknownNumber}: ${(await track(orderNumber)).status}/${(await track(unknownNumber)).status})`,
  );
} finally {
  await shop.close();
  await rm(parent, { recursive: true, force: true });
}
