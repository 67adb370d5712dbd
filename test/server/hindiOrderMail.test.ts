import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse } from '../../api-schema/responses';
import { createMailTransport } from '../../server/mail/transport';
import { drainOutbox } from '../../server/mail/worker';
import { shopTransition } from './lifecycleFixtures';
import { orderFor, stockedProducts, type StockedProduct } from './orderFixtures';
import { startSmtpSink } from './smtpSink';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

// Where a person looks at the Hindi messages as a shopper gets them (.eml opens in any mail program).
const SHOTS = process.env.HINDI_MAIL_SHOTS;
let shop: TestShop;
let products: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  products = await stockedProducts(shop.pool);
});
afterAll(() => shop.close());

async function drain(smtpUrl: string) {
  const transport = createMailTransport({ smtpUrl, dir: '' });
  try {
    const options = { pool: shop.pool, transport, publicUrl: 'https://shop.example.in', log: () => {} };
    return await drainOutbox({ ...options, from: '"Jhola & Co." <orders@jholaandco.in>' });
  } finally {
    transport.close();
  }
}
const orderCount = async () =>
  Number((await shop.pool.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]!.n);

describe('an order placed in Hindi', () => {
  it('is remembered, kept by a repeat, and its e-mails are in Hindi; an English order’s stay English', async () => {
    const sink = await startSmtpSink();
    try {
      await drain(sink.url);
      sink.received.length = 0;
      const key = { 'Idempotency-Key': randomUUID() };
      const placed = await postJson(shop, '/api/orders', orderFor(products[2]!, 1, { language: 'hi' }), key);
      expect(placed.status).toBe(201);
      const { order } = (await bodyOf(placed, orderResponse)).data;
      expect(order.language).toBe('hi');
      // The same checkout repeated from a page switched to English is the same order, still in Hindi.
      const repeat = await postJson(shop, '/api/orders', orderFor(products[2]!, 1, { language: 'en' }), key);
      expect(repeat.status).toBe(200);
      expect((await bodyOf(repeat, orderResponse)).data.order).toMatchObject({ orderNumber: order.orderNumber });
      const stored = await shop.pool.query<{ language: string }>(
        'SELECT language FROM orders WHERE order_number = $1',
        [order.orderNumber],
      );
      expect(stored.rows[0]!.language).toBe('hi');
      expect((await shopTransition(shop, order.orderNumber, { to: 'confirmed' })).status).toBe(200);
      const english = await postJson(shop, '/api/orders', orderFor(products[2]!, 1));
      const englishOrder = (await bodyOf(english, orderResponse)).data.order;
      expect(englishOrder.language).toBeUndefined();

      expect(await drain(sink.url)).toBe(3);
      const [hiPlaced, hiConfirmed, enPlaced] = sink.received;
      const n = order.orderNumber;
      expect(hiPlaced!.subject).toBe(`ऑर्डर ${n} मिल गया: धन्यवाद, Priya!`);
      expect(hiConfirmed!.subject).toBe(`ऑर्डर ${n} की पुष्टि हो गई`);
      for (const part of [hiPlaced!.text, hiPlaced!.html]) {
        expect(part).toContain('आपके ऑर्डर के लिए धन्यवाद');
        expect(part).toMatch(/\d{1,2} [\u0900-\u097F]+॰? 20\d\d, \d{1,2}:\d\d (am|pm)/); // '28 नव॰ 2026, 7:31 pm'
        expect(part).not.toMatch(/Order number|Thank you for your order|Hello /);
      }
      expect(hiPlaced!.text).toContain(`ऑर्डर नंबर: ${n}`);
      expect(hiPlaced!.html).toContain('<html lang="hi-IN">');
      expect(hiConfirmed!.text).toContain('हम आपके बैग भेजने की तैयारी कर रहे हैं।');
      expect(enPlaced!.subject).toBe(`Order ${englishOrder.orderNumber} placed: thank you, Priya!`);
      expect(enPlaced!.text).toContain('Thank you for your order');
      if (SHOTS) {
        await writeFile(`${SHOTS}/placed-hi.eml`, hiPlaced!.raw);
        await writeFile(`${SHOTS}/confirmed-hi.eml`, hiConfirmed!.raw);
        await writeFile(`${SHOTS}/placed-hi.html`, hiPlaced!.html);
        await writeFile(`${SHOTS}/placed-hi.txt`, hiPlaced!.text);
      }
    } finally {
      await sink.close();
    }
  });

  it('refuses a language the shop does not speak with a clear 400, and places nothing', async () => {
    const before = await orderCount();
    const res = await postJson(shop, '/api/orders', orderFor(products[2]!, 1, { language: 'xx' as 'hi' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(body.errors).toContainEqual({ field: 'language', message: 'Language must be en (English) or hi (Hindi)' });
    expect(await orderCount()).toBe(before);
  });
});
