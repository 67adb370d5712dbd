/**
 * Order lifecycle and mail outbox figures on a throwaway embedded PostgreSQL (durable settings):
 *   node --import tsx bench/outbox.ts [orders=300]
 * Places orders (each also writes its 'placed' event and confirmation row), confirms them through
 * the admin endpoint, then sends the queued messages to a local SMTP server with one worker and with
 * two workers sharing the outbox, counting duplicates.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addOperator, deskHeaders, signInToDesk } from '../server/http/operator';
import { createApp } from '../server/app';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';
import { createPool } from '../server/db/pool';
import { seedIfEmpty } from '../server/db/seed/index';
import { createMailTransport } from '../server/mail/transport';
import { deliverNext, drainOutbox, type MailWorkerOptions } from '../server/mail/worker';
import { startSmtpSink } from '../test/server/smtpSink';

const ORDERS = Number(process.argv[2] ?? 300);
const CONCURRENCY = 10;
const parent = await mkdtemp(join(tmpdir(), 'bagshop-bench-outbox-'));
await chmod(parent, 0o755);
const postgres = await startEmbeddedPostgres({ dataDir: join(parent, 'data'), port: 0 });
const pool = createPool(postgres.url, 20);
const sink = await startSmtpSink();
try {
  await migrate(pool);
  await seedIfEmpty(pool);
  await pool.query('UPDATE product_colors SET stock = 1000000');
  const { rows: products } = await pool.query<{ id: string; colour: string }>(
    `SELECT p.id, pc.name AS colour FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0 ORDER BY p.id LIMIT 50`,
  );
  const app = createApp({ pool });
  await addOperator(pool, 'bench@jholaandco.in', 'bench operator password');
  const desk = deskHeaders(
    await signInToDesk((path, init) => app.request(path, init), 'bench@jholaandco.in', 'bench operator password'),
  );
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const timed = async (label: string, count: number, one: (i: number) => Promise<void>) => {
    const latencies: number[] = [];
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          const i = next++;
          const t = performance.now();
          await one(i);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
    console.log(
      `${label}: ${count} in ${seconds.toFixed(2)} s = ${(count / seconds).toFixed(0)}/s, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms (concurrency ${CONCURRENCY})`,
    );
  };

  const numbers: string[] = [];
  await timed('orders placed (+ event + outbox row)', ORDERS, async (i) => {
    const product = products[i % products.length]!;
    const res = await post('/api/orders', {
      agreement: true,
      products: [{ productId: product.id, quantity: 1, color: product.colour }],
      shippingInfo: {
        name: 'Bench Shopper',
        email: `bench${i}@example.in`,
        phone: '9876543210',
        address1: '1 MG Road',
        city: 'pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    });
    if (res.status !== 201) throw new Error(`order ${res.status}: ${await res.text()}`);
    numbers.push(((await res.json()) as { data: { order: { orderNumber: string } } }).data.order.orderNumber);
  });
  await timed('shop transitions placed → confirmed', ORDERS, async (i) => {
    const res = await post(`/api/admin/orders/${numbers[i]}/transitions`, { to: 'confirmed' }, desk);
    if (res.status !== 200) throw new Error(`transition ${res.status}`);
  });

  const worker = (): MailWorkerOptions => ({
    pool: createPool(postgres.url, 2),
    transport: createMailTransport({ smtpUrl: sink.url, dir: '' }),
    from: '"Jhola & Co." <orders@jholaandco.in>',
    publicUrl: 'http://127.0.0.1:3000',
  });
  const one = worker();
  let began = performance.now();
  for (let i = 0; i < ORDERS; i++) await deliverNext(one);
  let seconds = (performance.now() - began) / 1000;
  console.log(`mail, 1 worker: ${ORDERS} messages in ${seconds.toFixed(2)} s = ${(ORDERS / seconds).toFixed(0)}/s`);
  const two = [worker(), worker()];
  began = performance.now();
  const handled = await Promise.all(two.map((w) => drainOutbox(w)));
  seconds = (performance.now() - began) / 1000;
  const ids = sink.received.map((m) => m.messageId);
  console.log(
    `mail, 2 workers: ${handled.join(' + ')} messages in ${seconds.toFixed(2)} s = ${((handled[0]! + handled[1]!) / seconds).toFixed(0)}/s; ` +
      `received ${ids.length}, distinct ${new Set(ids).size}`,
  );
  for (const w of [one, ...two]) {
    w.transport.close();
    await w.pool.end();
  }
} finally {
  await sink.close();
  await pool.end();
  await postgres.stop();
  await rm(parent, { recursive: true, force: true });
}
