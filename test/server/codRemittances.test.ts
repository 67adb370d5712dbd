import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remittanceResponse, remittancesResponse } from '../../api-schema/adminRemittances';
import { failure } from '../../api-schema/envelope';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { placeTestOrder, shopTransition } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let product: StockedProduct;
const orders: Record<string, { orderNumber: string; total: number }> = {};

/** A COD order taken through the desk to the door: its cash is collected on delivery. */
async function shippedCodOrder(awb: string, deliver: boolean) {
  const orderNumber = await placeTestOrder(shop, product);
  for (const body of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', courier: 'Delhivery', trackingNumber: awb },
    ...(deliver ? [{ to: 'out_for_delivery' }, { to: 'delivered' }] : []),
  ]) {
    const res = await shopTransition(shop, orderNumber, body);
    if (res.status !== 200) throw new Error(`${body.to}: ${await res.text()}`);
  }
  const { rows } = await shop.pool.query<{ total_amount: number }>(
    'SELECT total_amount FROM orders WHERE order_number = $1',
    [orderNumber],
  );
  orders[awb] = { orderNumber, total: rows[0]!.total_amount };
}

beforeAll(async () => {
  shop = await createTestShop({ rateLimits: { ...RATE_LIMITS, orders: { ...RATE_LIMITS.orders, limit: 1000 } } });
  product = (await stockedProducts(shop.pool)).find((p) => p.stock >= 20)!;
  for (const n of [1001, 1002, 1003, 1005, 1006, 1007]) await shippedCodOrder(`DLV${n}`, true);
  await shippedCodOrder('DLV1004', false);
});
afterAll(() => shop.close());

const post = async (body: unknown) => postJson(shop, '/api/admin/remittances', body, await operatorHeaders(shop));
const remitted = async () =>
  (
    await shop.pool.query<{ order_number: string; reference: string; events: number }>(
      `SELECT o.order_number, r.reference,
              (SELECT count(*)::int FROM payment_events e WHERE e.order_id = o.id AND e.kind = 'remitted') AS events
       FROM cod_remittance_orders ro JOIN orders o ON o.id = ro.order_id JOIN cod_remittances r ON r.id = ro.remittance_id
       ORDER BY o.order_number`,
    )
  ).rows;

describe('COD remittances', () => {
  it('marks exactly the orders of a courier CSV remitted and flags a short payment', async () => {
    const expected = orders.DLV1001!.total + orders.DLV1002!.total;
    const csv = `Remittance Date,AWB No.,COD Amount\r\n2026-11-24,DLV1001,${orders.DLV1001!.total}\r\n2026-11-24,DLV1002,${orders.DLV1002!.total}\r\n`;
    const body = { reference: 'DLV-REM-0001', remittedOn: '2026-11-24', amount: expected - 100, csv };
    const res = await post(body);
    expect(res.status).toBe(200);
    const { remittance, changed } = (await bodyOf(res, remittanceResponse)).data;
    expect(changed).toBe(true);
    expect(remittance).toMatchObject({ amount: expected - 100, expected, shortfall: 100 });
    expect(remittance.orders).toEqual([orders.DLV1001!.orderNumber, orders.DLV1002!.orderNumber].sort());
    const rows = await remitted();
    expect(rows.map((r) => r.order_number)).toEqual(remittance.orders);
    expect(rows.every((r) => r.events === 1 && r.reference === 'DLV-REM-0001')).toBe(true);

    // The same file again is the same remittance: nothing more is written.
    const again = await bodyOf(await post(body), remittanceResponse);
    expect(again.data.changed).toBe(false);
    expect(await remitted()).toEqual(rows);

    const view = (
      await bodyOf(
        await shop.app.request('/api/admin/remittances', { headers: await operatorHeaders(shop) }),
        remittancesResponse,
      )
    ).data;
    expect(view.remittances.map((r) => [r.reference, r.shortfall])).toEqual([['DLV-REM-0001', 100]]);
    expect(view.unremitted.map((o) => o.orderNumber).sort()).toEqual(
      ['DLV1003', 'DLV1005', 'DLV1006', 'DLV1007'].map((awb) => orders[awb]!.orderNumber).sort(),
    );
  });

  it('refuses, changing nothing: other details under a recorded reference, an order remitted twice, unknown or undelivered', async () => {
    const before = await remitted();
    const cases: [unknown, number, RegExp][] = [
      [
        { reference: 'DLV-REM-0001', remittedOn: '2026-11-24', amount: 5, orders: ['DLV1001'] },
        409,
        /already recorded/,
      ],
      [
        { reference: 'DLV-REM-0002', remittedOn: '2026-11-25', amount: 999, orders: ['DLV1003', 'DLV1001'] },
        409,
        /Already remitted/,
      ],
      [
        { reference: 'DLV-REM-0003', remittedOn: '2026-11-25', amount: 999, orders: ['DLV1003', 'DLV9999'] },
        400,
        /DLV9999/,
      ],
      [
        { reference: 'DLV-REM-0004', remittedOn: '2026-11-25', amount: 999, orders: ['DLV1004'] },
        400,
        /Not delivered yet/,
      ],
      [{ reference: 'DLV-REM-0005', remittedOn: 'yesterday', amount: 999, orders: ['DLV1003'] }, 400, /date/],
      [{ reference: ' ', remittedOn: '2026-11-25', amount: 999, orders: [] }, 400, /reference/],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(status);
      expect((await bodyOf(res, failure)).message).toMatch(message);
    }
    expect(await remitted()).toEqual(before);
    const { rows } = await shop.pool.query('SELECT reference FROM cod_remittances ORDER BY id');
    expect(rows).toEqual([{ reference: 'DLV-REM-0001' }]);
  });

  it('takes typed order numbers, read leniently, and AWBs together', async () => {
    const typed = [orders.DLV1003!.orderNumber.toLowerCase(), ' DLV1005 '];
    const amount = orders.DLV1003!.total + orders.DLV1005!.total;
    const res = await post({ reference: 'UTR4411', remittedOn: '2026-11-25', amount, orders: typed });
    const { remittance } = (await bodyOf(res, remittanceResponse)).data;
    expect(remittance.shortfall).toBe(0);
    expect(remittance.orders).toEqual([orders.DLV1003!.orderNumber, orders.DLV1005!.orderNumber].sort());
  });

  it('records one remittance however many times the same reference races in, and an order only once across references', async () => {
    const body = { reference: 'RACE-1', remittedOn: '2026-11-25', amount: orders.DLV1006!.total, orders: ['DLV1006'] };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body)));
    const results = await Promise.all(answers.map((r) => bodyOf(r, remittanceResponse)));
    expect(results.filter((r) => r.data.changed)).toHaveLength(1);
    const two = await Promise.all(
      ['RACE-2', 'RACE-3'].map((reference) =>
        post({ reference, remittedOn: '2026-11-25', amount: 1, orders: [orders.DLV1007!.orderNumber] }),
      ),
    );
    expect(two.map((r) => r.status).sort()).toEqual([200, 409]);
    const { rows } = await shop.pool.query<{ order_number: string; n: number }>(
      `SELECT o.order_number, count(*)::int AS n FROM payment_events e JOIN orders o ON o.id = e.order_id
       WHERE e.kind = 'remitted' AND o.order_number = ANY($1) GROUP BY 1`,
      [[orders.DLV1006!.orderNumber, orders.DLV1007!.orderNumber]],
    );
    expect(rows.map((r) => r.n)).toEqual([1, 1]);
    const counts = await shop.pool.query(
      `SELECT count(*)::int AS n FROM cod_remittances WHERE reference LIKE 'RACE-%'`,
    );
    expect(counts.rows[0]).toEqual({ n: 2 });
  });

  it('flags cash collected more than COD_REMITTANCE_LATE_DAYS ago and not remitted as late', async () => {
    const late = await shippedCodOrder('DLV1008', true).then(() => orders.DLV1008!.orderNumber);
    // An hour past eight days: the view's clock is JavaScript's (milliseconds), the database's has microseconds, so
    // exactly eight days ago could read as 7.99 days when the request lands within the same millisecond.
    await shop.pool.query(`UPDATE orders SET paid_at = now() - interval '8 days 1 hour' WHERE order_number = $1`, [
      late,
    ]);
    const view = (
      await bodyOf(
        await shop.app.request('/api/admin/remittances', { headers: await operatorHeaders(shop) }),
        remittancesResponse,
      )
    ).data;
    expect(view.lateDays).toBe(7);
    expect(view.unremitted).toEqual([
      expect.objectContaining({ orderNumber: late, late: true, days: 8, trackingNumber: 'DLV1008' }),
    ]);
  });
});
