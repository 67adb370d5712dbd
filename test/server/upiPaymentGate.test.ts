import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderListResponse, bulkConfirmResponse } from '../../api-schema/adminOrders';
import { ORDER_STATUSES } from '../../api-schema/orderLifecycle';
import { PAYMENT_STATES } from '../../api-schema/payment';
import { PAYMENT_MODES } from '../../api-schema/paymentMode';
import { AWAITING_UPI_PAYMENT, PAYMENT_STANDINGS, paymentStanding } from '../../api-schema/paymentStanding';
import { orderResponse } from '../../api-schema/responses';
import { PAYMENT_STANDING_SQL } from '../../server/orders/paymentStandingSql';
import { expireUnpaid } from '../../server/orders/expireUnpaid';
import { forceStatus, placeTestOrder, shopTransition, snapshot } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { orderFor, shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

// A payment window of 1.2 seconds (UPI_PAYMENT_WINDOW_MINUTES takes fractions): no sweep runs in a test shop,
// so nothing expires until a test calls expireUnpaid.
const WINDOW_MINUTES = 0.02;
const SHIP = { to: 'shipped', courier: 'India Post', trackingNumber: 'EM123456789IN' };
let shop: TestShop;
let products: StockedProduct[];
let nextUtr = 410000000000;

beforeAll(async () => {
  shop = await createTestShop({
    payments: { upi: { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' }, windowMinutes: WINDOW_MINUTES },
  });
  products = (await stockedProducts(shop.pool)).filter((p) => p.stock >= 10);
});
afterAll(() => shop.close());

async function placeUpi(product = products[0]!) {
  const res = await postJson(shop, '/api/orders', { ...orderFor(product), paymentMode: 'upi' });
  expect(res.status).toBe(201);
  return (await bodyOf(res, orderResponse)).data.order.orderNumber;
}
const markReceived = async (orderNumber: string) => {
  const res = await postJson(
    shop,
    `/api/admin/payments/${orderNumber}/received`,
    { utr: String(nextUtr++) },
    await operatorHeaders(shop),
  );
  expect(res.status).toBe(200);
};
const print = async (kind: 'labels' | 'packing-slips', orderNumbers: string[]) =>
  shop.app.request(`/api/admin/orders/${kind}.pdf?orders=${orderNumbers.join(',')}`, {
    headers: await operatorHeaders(shop),
  });
const statusOf = async (orderNumber: string) =>
  (
    await shop.pool.query<{ order_status: string; payment_state: string | null }>(
      'SELECT order_status, payment_state FROM orders WHERE order_number = $1',
      [orderNumber],
    )
  ).rows[0]!;
const listOrders = async (query: string) =>
  (
    await bodyOf(
      await shop.app.request(`/api/admin/orders?${query}`, { headers: await operatorHeaders(shop) }),
      adminOrderListResponse,
    )
  ).data.orders;

describe('the money state gates the lifecycle', () => {
  // First in the file: the only orders then awaiting payment are this test's.
  it('expiry with a short window cancels the unpaid order at its first step, never a paid one or one moved on', async () => {
    const unpaid = await placeUpi();
    const paid = await placeUpi();
    const movedOn = await placeUpi();
    await markReceived(paid);
    for (const step of [{ to: 'confirmed' }, { to: 'packed' }, SHIP])
      expect((await shopTransition(shop, paid, step)).status).toBe(200);
    // Shipped by hand before the money gate existed: the owner moved it on, the sweep must leave it alone.
    await forceStatus(shop, movedOn, 'shipped');
    let due = false;
    while (!due) {
      const { rows } = await shop.pool.query<{ due: boolean }>(
        'SELECT bool_and(payment_due_by <= now()) AS due FROM orders WHERE order_number = ANY($1)',
        [[unpaid, movedOn]],
      );
      due = rows[0]!.due;
      if (!due) await new Promise((r) => setTimeout(r, 100));
    }
    expect(await expireUnpaid(shop.pool, WINDOW_MINUTES)).toBe(1);
    expect(await statusOf(unpaid)).toEqual({ order_status: 'cancelled', payment_state: 'not_paid' });
    expect(await statusOf(paid)).toEqual({ order_status: 'shipped', payment_state: 'paid' });
    expect(await statusOf(movedOn)).toEqual({ order_status: 'shipped', payment_state: 'awaiting_payment' });
    expect(await expireUnpaid(shop.pool, WINDOW_MINUTES)).toBe(0);
    const cancelMails = await shop.pool.query(
      `SELECT 1 FROM mail_outbox m JOIN orders o ON o.id = m.order_id
       WHERE o.order_number = ANY($1) AND m.template = 'cancelled'`,
      [[paid, movedOn]],
    );
    expect(cancelMails.rowCount).toBe(0);
  });

  it('an unpaid UPI order cannot be confirmed, packed, shipped or printed (409 with the reason); it can be cancelled', async () => {
    const orderNumber = await placeUpi();
    const before = await snapshot(shop, orderNumber);
    const confirm = await shopTransition(shop, orderNumber, { to: 'confirmed' });
    expect(confirm.status).toBe(409);
    expect(((await confirm.json()) as { message: string }).message).toBe(AWAITING_UPI_PAYMENT);
    const bulk = await bodyOf(
      await postJson(
        shop,
        '/api/admin/orders/bulk-confirm',
        { orderNumbers: [orderNumber] },
        await operatorHeaders(shop),
      ),
      bulkConfirmResponse,
    );
    expect(bulk.data.results).toEqual([{ orderNumber, ok: false, changed: false, message: AWAITING_UPI_PAYMENT }]);
    // Orders moved on before the gate existed are held at whatever step they reached.
    await forceStatus(shop, orderNumber, 'confirmed');
    expect((await shopTransition(shop, orderNumber, { to: 'packed' })).status).toBe(409);
    await forceStatus(shop, orderNumber, 'packed');
    const ship = await shopTransition(shop, orderNumber, SHIP);
    expect(ship.status).toBe(409);
    expect(((await ship.json()) as { message: string }).message).toBe(AWAITING_UPI_PAYMENT);
    for (const kind of ['labels', 'packing-slips'] as const) {
      const res = await print(kind, [orderNumber]);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe(`${orderNumber}: ${AWAITING_UPI_PAYMENT}`);
    }
    expect((await snapshot(shop, orderNumber)).stock).toEqual(before.stock);
    expect(await statusOf(orderNumber)).toEqual({ order_status: 'packed', payment_state: 'awaiting_payment' });
    expect((await shopTransition(shop, orderNumber, { to: 'cancelled' })).status).toBe(200);
    expect(await statusOf(orderNumber)).toEqual({ order_status: 'cancelled', payment_state: 'not_paid' });
  });

  it('the shopper may still cancel an unpaid order; once paid it is confirmed, packed, printed and shipped', async () => {
    const cancelled = await placeUpi();
    const asked = await postJson(shop, `/api/orders/track/${cancelled}/cancel`, { contact: shippingInfo.email });
    expect(asked.status).toBe(200);
    const orderNumber = await placeUpi();
    await markReceived(orderNumber);
    for (const step of [{ to: 'confirmed' }, { to: 'packed' }])
      expect((await shopTransition(shop, orderNumber, step)).status).toBe(200);
    for (const kind of ['labels', 'packing-slips'] as const)
      expect((await print(kind, [orderNumber])).status).toBe(200);
    expect((await shopTransition(shop, orderNumber, SHIP)).status).toBe(200);
  });

  it('a print of several orders is refused whole when one of them awaits payment', async () => {
    const paid = await placeUpi();
    await markReceived(paid);
    const unpaid = await placeUpi();
    const res = await print('labels', [paid, unpaid]);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(unpaid);
  });
});

describe("the desk's order list names each order's payment state", () => {
  it('paid, awaiting payment, COD to collect, COD collected, refund due, not paid; the filter picks exactly those', async () => {
    const awaiting = await placeUpi();
    const paid = await placeUpi();
    await markReceived(paid);
    const refund = await placeUpi();
    await markReceived(refund);
    await shopTransition(shop, refund, { to: 'cancelled' });
    const cod = await placeTestOrder(shop, products[1]!);
    const collected = await placeTestOrder(shop, products[1]!);
    await forceStatus(shop, collected, 'out_for_delivery');
    expect((await shopTransition(shop, collected, { to: 'delivered' })).status).toBe(200);
    const codCancelled = await placeTestOrder(shop, products[1]!);
    await shopTransition(shop, codCancelled, { to: 'cancelled' });
    const expected = {
      [awaiting]: 'awaiting_payment',
      [paid]: 'paid',
      [refund]: 'refund_due',
      [cod]: 'cod_to_collect',
      [collected]: 'cod_collected',
      [codCancelled]: 'not_paid',
    };
    const all = await listOrders('');
    for (const [orderNumber, standing] of Object.entries(expected))
      expect(all.find((o) => o.orderNumber === orderNumber)?.paymentStanding).toBe(standing);
    for (const standing of new Set(Object.values(expected))) {
      const listed = await listOrders(`payment=${standing}`);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((o) => o.paymentStanding === standing)).toBe(true);
      const mine = Object.entries(expected).filter(([, s]) => s === standing);
      for (const [orderNumber] of mine) expect(listed.map((o) => o.orderNumber)).toContain(orderNumber);
    }
    const csv = await shop.app.request('/api/admin/orders/export.csv?payment=awaiting_payment', {
      headers: await operatorHeaders(shop),
    });
    expect(await csv.text()).toContain(awaiting);
    const bad = await shop.app.request('/api/admin/orders?payment=maybe', { headers: await operatorHeaders(shop) });
    expect(bad.status).toBe(400);
  });
});

describe('one rule for the payment state', () => {
  it("the desk filter's SQL names every stored combination as paymentStanding() does", async () => {
    const combinations = PAYMENT_MODES.flatMap((mode) =>
      [null, ...PAYMENT_STATES].flatMap((state) => ORDER_STATUSES.map((status) => ({ mode, state, status }))),
    );
    const { rows } = await shop.pool.query<{ standing: string }>(
      `SELECT ${PAYMENT_STANDING_SQL} AS standing
       FROM jsonb_to_recordset($1::jsonb) AS o(payment_mode text, payment_state text, order_status text, n int)
       ORDER BY n`,
      [
        JSON.stringify(
          combinations.map((c, n) => ({ payment_mode: c.mode, payment_state: c.state, order_status: c.status, n })),
        ),
      ],
    );
    expect(rows.map((r) => r.standing)).toEqual(combinations.map(paymentStanding));
    expect(new Set(rows.map((r) => r.standing))).toEqual(new Set(PAYMENT_STANDINGS));
  });
});
