import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCouponResponse } from '../../api-schema/adminCoupons';
import { failure } from '../../api-schema/envelope';
import { pricedOrderResponse, quoteResponse } from '../../api-schema/quote';
import { couponTerms, newShopper, putCoupon, roomyRateLimits } from './couponFixtures';
import { setProduct, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let bag: StockedProduct;
// The racing orders each buy another product, so no product row lock lines them up: only the coupon's can.
let racers: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop({ rateLimits: roomyRateLimits });
  [bag, ...racers] = (await stockedProducts(shop.pool)).slice(0, 51) as [StockedProduct, ...StockedProduct[]];
  for (const product of [bag, ...racers]) await setProduct(shop.pool, product.id, { price: 679, stock: 10_000 });
});
afterAll(() => shop.close());

const line = (quantity: number, product = bag) => [{ productId: product.id, quantity, color: product.colour }];
const quote = async (body: Record<string, unknown>) => {
  const res = await postJson(shop, '/api/checkout/quote', body);
  expect(res.status).toBe(200);
  return (await bodyOf(res, quoteResponse)).data.quote;
};
const order = (quantity: number, ship = newShopper(), couponCode?: string, product = bag) =>
  postJson(shop, '/api/orders', { agreement: true, products: line(quantity, product), shippingInfo: ship, couponCode });

describe('WELCOME10, the demo shop’s live code', () => {
  it('explains itself when the subtotal is short, then takes 10 % off a first order once per phone', async () => {
    const short = await quote({ products: line(1), couponCode: 'welcome10' });
    expect(short.couponMessage).toBe('Add ₹320 more to use WELCOME10');
    expect(short.couponDiscount).toBe(0);
    expect(short.totalAmount).toBe(679);

    const ship = newShopper();
    const priced = await quote({ products: line(2), city: 'pune', phone: ship.phone, couponCode: 'WELCOME10' });
    expect(priced).toMatchObject({ subtotal: 1358, couponCode: 'WELCOME10', couponDiscount: 135, couponMessage: null });
    expect(priced.deliveryCharge).toBe(0);
    expect(priced.totalAmount).toBe(1223);
    expect(priced.adjustments).toContainEqual({ kind: 'coupon', label: 'Coupon WELCOME10', amount: -135 });

    const first = await order(2, ship, 'WELCOME10');
    expect(first.status).toBe(201);
    const placed = (await bodyOf(first, pricedOrderResponse)).data.order;
    expect(placed).toMatchObject({ totalAmount: 1223, couponCode: 'WELCOME10', couponDiscount: 135 });

    // The same phone typed another way: used already, refused with the reason, never charged full price.
    const again = await order(2, { ...newShopper(), phone: ship.phone.replace(/\D/g, '').slice(-10) }, 'WELCOME10');
    expect(again.status).toBe(409);
    expect((await bodyOf(again, failure)).message).toBe('WELCOME10 has already been used with this phone number.');
  });

  it('is for a first order only, and caps at ₹500', async () => {
    const ship = newShopper();
    expect((await order(1, ship)).status).toBe(201);
    const refused = await order(2, ship, 'WELCOME10');
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused, failure)).message).toBe(
      'WELCOME10 is for a first order only, and this phone number has ordered before.',
    );
    const big = await quote({ products: line(10), couponCode: 'WELCOME10' });
    expect(big.couponDiscount).toBe(500);
  });
});

describe('coupon messages', () => {
  it('names an unknown, paused, future, expired and used-up code', async () => {
    await putCoupon(shop, 'PAUSED5', couponTerms({ active: false }));
    await putCoupon(shop, 'LATER5', couponTerms({ startsAt: '2099-01-01T10:00' }));
    await putCoupon(shop, 'OLD5', couponTerms({ startsAt: '2020-01-01T00:00', endsAt: '2020-02-01T00:00' }));
    await putCoupon(shop, 'ONCE5', couponTerms({ totalUses: 1, kind: 'flat', amount: 50 }));
    expect((await order(1, newShopper(), 'ONCE5')).status).toBe(201);
    const messages = await Promise.all(
      ['NOPE', 'PAUSED5', 'LATER5', 'OLD5', 'ONCE5'].map(
        async (couponCode) => (await quote({ products: line(1), couponCode })).couponMessage,
      ),
    );
    expect(messages).toEqual([
      'NOPE is not a valid coupon code. Please check the spelling.',
      'PAUSED5 is paused at the moment.',
      'LATER5 can be used from 1 Jan 2099.',
      'OLD5 expired on 1 Feb 2020.',
      'ONCE5 has been fully used.',
    ]);
  });

  it('gives a use back when its order is cancelled', async () => {
    await putCoupon(shop, 'BACK5', couponTerms({ totalUses: 1 }));
    const ship = newShopper();
    const placed = (await bodyOf(await order(1, ship, 'BACK5'), pricedOrderResponse)).data.order;
    expect((await quote({ products: line(1), couponCode: 'BACK5' })).couponMessage).toBe('BACK5 has been fully used.');
    const cancel = await postJson(shop, `/api/orders/track/${placed.orderNumber}/cancel`, { contact: ship.email });
    expect(cancel.status).toBe(200);
    expect((await quote({ products: line(1), couponCode: 'BACK5' })).couponDiscount).toBe(67);
  });
});

describe('use limits under concurrency', () => {
  it('50 simultaneous orders on a code with 10 uses left: exactly 10 discounted, 40 refused with 409 and the reason', async () => {
    await putCoupon(shop, 'RUSH20', couponTerms({ amount: 20, totalUses: 12 }));
    for (let i = 0; i < 2; i++) expect((await order(1, newShopper(), 'RUSH20')).status).toBe(201);
    const answers = await Promise.all(racers.map((product) => order(2, newShopper(), 'RUSH20', product)));
    expect(answers).toHaveLength(50);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const res of answers.filter((r) => r.status === 201))
      expect((await bodyOf(res, pricedOrderResponse)).data.order).toMatchObject({
        couponDiscount: 271,
        totalAmount: 1087,
      });
    for (const res of answers.filter((r) => r.status === 409))
      expect((await bodyOf(res, failure)).message).toBe('RUSH20 has been fully used.');
    const { rows } = await shop.pool.query<{ uses: number; orders: number }>(
      `SELECT (SELECT count(*) FROM coupon_redemptions WHERE code = 'RUSH20')::int AS uses,
              (SELECT count(*) FROM orders WHERE coupon_code = 'RUSH20')::int AS orders`,
    );
    expect(rows[0]).toEqual({ uses: 12, orders: 12 });
  });
});

describe('the coupon desk', () => {
  it('creates and edits a code, each change once in the audit log; a repeat changes nothing', async () => {
    const created = await putCoupon(shop, 'diwali', couponTerms({ kind: 'flat', amount: 200, minSubtotal: 1500 }));
    expect(created.status).toBe(200);
    expect((await bodyOf(created, adminCouponResponse)).data).toMatchObject({
      changed: true,
      coupon: { code: 'DIWALI' },
    });
    const repeat = await putCoupon(shop, 'DIWALI', couponTerms({ kind: 'flat', amount: 200, minSubtotal: 1500 }));
    expect((await bodyOf(repeat, adminCouponResponse)).data.changed).toBe(false);
    const paused = await putCoupon(
      shop,
      'DIWALI',
      couponTerms({ kind: 'flat', amount: 200, minSubtotal: 1500, active: false }),
    );
    expect((await bodyOf(paused, adminCouponResponse)).data.coupon.active).toBe(false);
    const { rows } = await shop.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE subject = 'coupon DIWALI' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['coupon.create', 'coupon.update']);
    const bad = await putCoupon(shop, 'DIWALI', couponTerms({ amount: 95 }));
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad, failure)).message).toBe('A percentage discount is at most 90%');
  });
});
