import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatINR } from '../../api-schema/format';
import { orderResponse } from '../../api-schema/responses';
import { createMailTransport } from '../../server/mail/transport';
import { drainOutbox, type MailWorkerOptions } from '../../server/mail/worker';
import { ADMIN_TOKEN, placeTestOrder, shopTransition } from './lifecycleFixtures';
import { orderFor, shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { startSmtpSink } from './smtpSink';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

const run = promisify(execFile);
const PUBLIC_URL = 'https://shop.example.in';
let shop: TestShop;
let products: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop({ adminApiToken: ADMIN_TOKEN });
  products = await stockedProducts(shop.pool);
});
afterAll(() => shop.close());

/** Sends what is due with a fresh transport, closed afterwards (a pooled SMTP connection would keep the sink open). */
async function drain(smtpUrl: string, extra: Partial<MailWorkerOptions> = {}) {
  const transport = createMailTransport({ smtpUrl, dir: '' });
  try {
    return await drainOutbox({
      pool: shop.pool,
      transport,
      from: '"Jhola & Co." <orders@jholaandco.in>',
      publicUrl: PUBLIC_URL,
      log: () => {},
      ...extra,
    });
  } finally {
    transport.close();
  }
}
const pending = async () =>
  Number(
    (await shop.pool.query<{ n: number }>("SELECT count(*) AS n FROM mail_outbox WHERE state = 'pending'")).rows[0]!.n,
  );

describe('mail outbox', () => {
  it('delivers the confirmation and status messages through a real SMTP server', async () => {
    const sink = await startSmtpSink();
    try {
      await drain(sink.url); // earlier tests' leftovers
      sink.received.length = 0;
      const res = await postJson(shop, '/api/orders', orderFor(products[3]!, 2));
      const { order } = (await bodyOf(res, orderResponse)).data;
      await shopTransition(shop, order.orderNumber, { to: 'confirmed' });
      await shopTransition(shop, order.orderNumber, { to: 'packed' });
      await shopTransition(shop, order.orderNumber, {
        to: 'shipped',
        courier: 'Blue Dart',
        trackingNumber: 'BD-998877',
      });
      expect(await drain(sink.url)).toBe(4);
      expect(sink.received.map((m) => m.subject)).toEqual([
        `Order ${order.orderNumber} placed: thank you, Priya!`,
        `Order ${order.orderNumber} confirmed`,
        `Order ${order.orderNumber} packed`,
        `Order ${order.orderNumber} shipped`,
      ]);
      const link = `${PUBLIC_URL}/track-order?order=${order.orderNumber}`;
      for (const mail of sink.received) {
        expect(mail.to).toEqual([shippingInfo.email]);
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain(order.orderNumber);
          expect(part).toContain(formatINR(order.totalAmount));
        }
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
      }
      expect(sink.received[3]!.text).toContain('Courier: Blue Dart. Tracking number: BD-998877.');
      expect(await pending()).toBe(0);
    } finally {
      await sink.close();
    }
  });

  it('with the SMTP server down, orders still succeed and the mail goes out once it is back', async () => {
    // "Down": the port answers every connection with a reset. Keeping it bound means no other test can take it.
    const down = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.address() as AddressInfo).port;
    const url = `smtp://127.0.0.1:${port}`;
    const orderNumber = await placeTestOrder(shop, products[4]!);
    await drain(url, { retryBaseMs: 400 });
    const { rows } = await shop.pool.query(
      `SELECT m.state, m.attempts, m.last_error FROM mail_outbox m JOIN orders o ON o.id = m.order_id WHERE o.order_number = $1`,
      [orderNumber],
    );
    expect(rows).toEqual([{ state: 'pending', attempts: 1, last_error: expect.stringMatching(/\w/) }]);
    expect((await postJson(shop, '/api/orders', orderFor(products[4]!))).status).toBe(201);

    await new Promise<void>((resolve) => down.close(() => resolve()));
    const back = await startSmtpSink({ port });
    try {
      await new Promise((r) => setTimeout(r, 450)); // past the first backoff
      await drain(url, { retryBaseMs: 400 });
      expect(back.received.filter((m) => m.subject.includes(orderNumber))).toHaveLength(1);
      expect(await pending()).toBe(0);
    } finally {
      await back.close();
    }
  });

  it('two worker processes deliver each message exactly once', async () => {
    const sink = await startSmtpSink({ delayMs: 80 });
    try {
      await drain(sink.url);
      sink.received.length = 0;
      for (let i = 0; i < 30; i++) await placeTestOrder(shop, products[20 + (i % 10)]!);
      const env = {
        ...process.env,
        DATABASE_URL: shop.pool.options.connectionString,
        SMTP_URL: sink.url,
        START_AT: String(Date.now() + 8000),
      };
      const script = join(import.meta.dirname, 'mailWorkerProcess.ts');
      const outputs = await Promise.all([1, 2].map(() => run(process.execPath, ['--import', 'tsx', script], { env })));
      const handled = outputs.map((o) => (JSON.parse(o.stdout) as { handled: number }).handled);
      expect(handled[0]! + handled[1]!).toBe(30);
      expect(Math.min(...handled), `split ${handled.join('/')}`).toBeGreaterThan(0); // both really worked in parallel
      const ids = sink.received.map((m) => m.messageId);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(await pending()).toBe(0);
    } finally {
      await sink.close();
    }
  });

  it('without SMTP_URL each message is an .eml file in MAIL_DIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bagshop-mail-'));
    try {
      const orderNumber = await placeTestOrder(shop, products[12]!);
      await drain('', { transport: createMailTransport({ dir }) });
      const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
      const mails = await Promise.all(files.map(async (f) => PostalMime.parse(await readFile(join(dir, f)))));
      const mine = mails.filter((m) => m.subject?.includes(orderNumber));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.text).toContain(`${PUBLIC_URL}/track-order?order=${orderNumber}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("sends an order's messages in the order of its events, even when an earlier one waits for a retry", async () => {
    const sink = await startSmtpSink();
    try {
      await drain(sink.url);
      sink.received.length = 0;
      const orderNumber = await placeTestOrder(shop, products[13]!);
      // The confirmation failed once and waits for its retry; the cancellation is queued after it.
      await shop.pool.query(
        `UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour', attempts = 1
         WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`,
        [orderNumber],
      );
      await shopTransition(shop, orderNumber, { to: 'cancelled' });
      await drain(sink.url);
      expect(sink.received).toHaveLength(0);
      await shop.pool.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE state = 'pending'`);
      await drain(sink.url);
      expect(sink.received.map((m) => m.subject)).toEqual([
        `Order ${orderNumber} placed: thank you, Priya!`,
        `Order ${orderNumber} cancelled`,
      ]);
    } finally {
      await sink.close();
    }
  });
});
