import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponse } from '../../api-schema/adminMessages';
import { formatINR, formatShopDateTime } from '../../api-schema/format';
import { orderResponse } from '../../api-schema/responses';
import type { OrderMessagePayload } from '../../server/mail/outbox';
import { renderOrderMessage } from '../../server/mail/renderOrderMessage';
import { shopTransition } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { orderFor, stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

// Issue 39: times, dates and the owner's log in the shop's own words.
let shop: TestShop;
let order: { orderNumber: string; totalAmount: number };
const UTR = '412345678901';

beforeAll(async () => {
  shop = await createTestShop({
    payments: { upi: { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' }, windowMinutes: 30 },
  });
  const [product] = await stockedProducts(shop.pool);
  const res = await postJson(shop, '/api/orders', { ...orderFor(product!, 1), paymentMode: 'upi' });
  expect(res.status).toBe(201);
  order = (await bodyOf(res, orderResponse)).data.order;
  // Placed eight minutes before it is paid, as in the issue (8:25 placed, 8:33 paid).
  await shop.pool.query(`UPDATE orders SET created_at = created_at - interval '8 minutes' WHERE order_number = $1;`, [
    order.orderNumber,
  ]);
  const desk = await operatorHeaders(shop);
  const paid = await postJson(shop, `/api/admin/payments/${order.orderNumber}/received`, { utr: UTR }, desk);
  expect(paid.status).toBe(200);
  expect((await shopTransition(shop, order.orderNumber, { to: 'cancelled', note: 'Out of stock' })).status).toBe(200);
  const refund = { amount: order.totalAmount, reference: '612345678901', refundedOn: '2026-11-28' };
  expect((await postJson(shop, `/api/admin/payments/${order.orderNumber}/refund`, refund, desk)).status).toBe(200);
});
afterAll(() => shop.close());

async function mail(template: string) {
  const { rows } = await shop.pool.query<{ payload: OrderMessagePayload }>(
    `SELECT m.payload FROM mail_outbox m JOIN orders o ON o.id = m.order_id
     WHERE o.order_number = $1 AND m.template = $2`,
    [order.orderNumber, template],
  );
  return renderOrderMessage(rows[0]!.payload, 'https://shop.example.in');
}

describe('e-mails write the status after the change, at the time of the change, in the shop format', () => {
  it('"Payment received" says Paid at the moment it was paid, not Placed at the time of placing', async () => {
    const { rows } = await shop.pool.query<{ paid_at: Date; created_at: Date }>(
      'SELECT paid_at, created_at FROM orders WHERE order_number = $1',
      [order.orderNumber],
    );
    const { text, html } = await mail('payment_received');
    const paidAt = formatShopDateTime(rows[0]!.paid_at);
    expect(formatShopDateTime(rows[0]!.created_at)).not.toBe(paidAt);
    expect(text).toContain(`Status: Paid (${paidAt})`);
    expect(text).not.toContain('Status: Placed');
    expect(html).toMatch(new RegExp(`<strong>Status:</strong>\\s*Paid\\s*\\(${paidAt}\\)`));
  });

  it('the refund e-mail writes its date as the shop does (28 Nov 2026), its status Refunded', async () => {
    const { text } = await mail('payment_refunded');
    expect(text).toContain('on 28 Nov 2026 (UPI reference 612345678901)');
    expect(text).not.toContain('2026-11-28');
    expect(text).toMatch(/Status: Refunded \(\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m\)/);
  });
});

describe('the Activity log', () => {
  const read = async () =>
    (
      await bodyOf(
        await shop.app.request('/api/admin/activity', { headers: await operatorHeaders(shop) }),
        activityResponse,
      )
    ).data.entries;

  it('says each change in words an owner reads, never the stored JSON', async () => {
    const mine = (await read()).filter((e) => e.subject === order.orderNumber).map((e) => e.summary);
    expect(mine).toEqual([
      `Recorded the refund of ${order.orderNumber}: ${formatINR(order.totalAmount)} sent on 28 Nov 2026, UPI reference 612345678901`,
      `Moved ${order.orderNumber} from placed to cancelled: note Out of stock`,
      `Marked ${order.orderNumber} paid: ${formatINR(order.totalAmount)}, UTR ${UTR}`,
    ]);
    for (const entry of await read()) expect(entry.summary).not.toMatch(/[{}[\]"]/);
  });

  it('lists entries newest first by when they happened, whatever order they were written in', async () => {
    // Written in this order (ids rising), but 8:41 happened between 8:33 and 8:38 on no clock: sort by time.
    for (const [minute, subject] of [
      [33, 'first'],
      [41, 'last'],
      [38, 'middle'],
    ] as const)
      await shop.pool.query(
        `INSERT INTO audit_log (at, operator_email, action, subject, before, after)
         VALUES (now() + make_interval(mins => $1), 'owner@jholaandco.in', 'message.update', $2,
                 '{"read": false, "handled": false}', '{"read": true, "handled": false}')`,
        [minute, `message ${subject}`],
      );
    const entries = await read();
    expect(entries.slice(0, 3).map((e) => e.subject)).toEqual(['message last', 'message middle', 'message first']);
    expect(entries[0]!.summary).toBe('Marked message last read and not handled');
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
