import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import type { PaymentMode } from '../../api-schema/paymentMode';
import { pricedOrderResponse, quoteResponse } from '../../api-schema/quote';
import { returnedToOriginCounts } from '../../server/orders/pricing/returnedToOrigin';
import { couponTerms, newShopper, putCoupon, roomyRateLimits } from './couponFixtures';
import { forceStatus, shopTransition } from './lifecycleFixtures';
import { setProduct, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

// A shop taking UPI with every COD rule switched on: a ₹25 COD fee, 5 % off UPI orders.
const payments = {
  upi: { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' },
  windowMinutes: 30,
  cod: { fee: 25, prepaidPercent: 5, limit: 10_000, maxReturnedToOrigin: 2 },
};
let shop: TestShop;
let bag: StockedProduct;
beforeAll(async () => {
  shop = await createTestShop({ rateLimits: roomyRateLimits, payments });
  bag = (await stockedProducts(shop.pool))[0]!;
  await setProduct(shop.pool, bag.id, { price: 679, stock: 10_000 });
  await putCoupon(shop, 'TEN', couponTerms({ amount: 10, minSubtotal: 999 }));
  await putCoupon(shop, 'FLAT100', couponTerms({ kind: 'flat', amount: 100 }));
});
afterAll(() => shop.close());

const places = {
  pune: { city: 'pune', state: 'Maharashtra', pincode: '411001' }, // ₹49
  bengaluru: { city: 'bengaluru', state: 'Karnataka', pincode: '560034' }, // free
  guwahati: { city: 'guwahati', state: 'Assam', pincode: '781001' }, // ₹149
};
const lines = (quantity: number) => [{ productId: bag.id, quantity, color: bag.colour }];
const at = (place: keyof typeof places) => ({ city: places[place].city, pincode: places[place].pincode });
const quote = async (body: Record<string, unknown>) =>
  (await bodyOf(await postJson(shop, '/api/checkout/quote', body), quoteResponse)).data.quote;

const cases = ['', 'TEN', 'FLAT100'].flatMap((coupon) =>
  (['cod', 'upi'] as PaymentMode[]).flatMap((mode) =>
    (Object.keys(places) as (keyof typeof places)[]).flatMap((place) =>
      // ₹679 pays delivery, ₹1,358 ships free (above ₹999).
      [1, 2].map((quantity) => [coupon || 'no coupon', mode, place, quantity] as const),
    ),
  ),
);

describe('one price: the quote equals the placed order', () => {
  it.each(cases)('%s × %s × %s × %i bag(s)', async (coupon, mode, place, quantity) => {
    const ship = { ...newShopper(), ...places[place] };
    const couponCode = coupon === 'no coupon' ? undefined : coupon;
    const asked = await quote({
      products: lines(quantity),
      ...at(place),
      phone: ship.phone,
      paymentMode: mode,
      couponCode,
    });
    const res = await postJson(shop, '/api/orders', {
      agreement: true,
      products: lines(quantity),
      shippingInfo: ship,
      paymentMode: mode,
      couponCode,
    });
    if (coupon === 'TEN' && quantity === 1) {
      // Short of the minimum: the quote says why, and the order is refused rather than charged in full.
      expect(asked.couponMessage).toBe('Add ₹320 more to use TEN');
      expect(res.status).toBe(409);
      return;
    }
    expect(res.status).toBe(201);
    const placed = (await bodyOf(res, pricedOrderResponse)).data.order;
    expect(placed.totalAmount).toBe(asked.totalAmount);
    expect(placed.deliveryCharge).toBe(asked.deliveryCharge);
    expect(placed.couponDiscount ?? 0).toBe(asked.couponDiscount);
    expect(placed.prepaidDiscount ?? 0).toBe(asked.prepaidDiscount);
    expect(placed.codFee ?? 0).toBe(asked.codFee);
    const expectedDiscount = coupon === 'TEN' ? 135 : coupon === 'FLAT100' ? 100 : 0;
    const goods = 679 * quantity - expectedDiscount;
    const prepaid = mode === 'upi' ? Math.floor((goods * 5) / 100) : 0;
    const delivery = quantity === 2 ? 0 : { pune: 49, bengaluru: 0, guwahati: 149 }[place];
    expect(asked.totalAmount).toBe(goods - prepaid + delivery + (mode === 'cod' ? 25 : 0));
    const stored = await shop.pool.query<{ sum: number }>(
      'SELECT sum(l.discount)::int AS sum FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_number = $1',
      [placed.orderNumber],
    );
    expect(stored.rows[0]!.sum).toBe(expectedDiscount + prepaid);
  });
});

describe('cash on delivery rules', () => {
  it('is not offered above the COD limit, with the reason, and the server refuses it if sent anyway', async () => {
    const asked = await quote({ products: lines(10), ...at('pune'), paymentMode: 'cod' });
    // 10 × ₹679 + ₹25 = ₹6,815: under ₹10,000; two lines of 10 are above.
    expect(asked.cod).toEqual({ offered: true, reason: null });
    const big = [...lines(10), { ...lines(10)[0]!, quantity: 10 }];
    const over = await quote({ products: big, ...at('pune') });
    expect(over.cod).toEqual({
      offered: false,
      reason: 'Cash on delivery is available for orders up to ₹10,000. Please pay by UPI to place this order.',
    });
    const ship = { ...newShopper(), ...places.pune };
    const refused = await postJson(shop, '/api/orders', {
      agreement: true,
      products: big,
      shippingInfo: ship,
      paymentMode: 'cod',
    });
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused, failure)).message).toBe(over.cod.reason);
    const prepaid = await postJson(shop, '/api/orders', {
      agreement: true,
      products: big,
      shippingInfo: ship,
      paymentMode: 'upi',
    });
    expect(prepaid.status).toBe(201);
  });

  it('a parcel marked returned to origin restocks, tells the shopper; two refusals withhold COD from that phone', async () => {
    const ship = { ...newShopper(), ...places.pune };
    const stock = async () =>
      (await shop.pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [bag.id])).rows[0]!.stock;
    for (let i = 0; i < 2; i++) {
      const res = await postJson(shop, '/api/orders', { agreement: true, products: lines(3), shippingInfo: ship });
      const { orderNumber } = (await bodyOf(res, pricedOrderResponse)).data.order;
      await forceStatus(shop, orderNumber, 'shipped');
      const noReason = await shopTransition(shop, orderNumber, { to: 'returned_to_origin' });
      expect(noReason.status).toBe(400);
      expect((await bodyOf(noReason, failure)).message).toBe('Please choose why the parcel came back');
      const before = await stock();
      const marked = await shopTransition(shop, orderNumber, { to: 'returned_to_origin', rtoReason: 'refused' });
      expect(marked.status).toBe(200);
      expect(await stock()).toBe(before + 3);
      const mail = await shop.pool.query<{ template: string; reason: string }>(
        `SELECT m.template, m.payload->'event'->>'reason' AS reason FROM mail_outbox m JOIN orders o ON o.id = m.order_id
         WHERE o.order_number = $1 ORDER BY m.id DESC LIMIT 1`,
        [orderNumber],
      );
      expect(mail.rows[0]).toEqual({ template: 'returned_to_origin', reason: 'refused' });
    }
    const counts = await returnedToOriginCounts(shop.pool, { phones: [ship.phone], pincodes: ['411001', '560034'] });
    expect(counts.byPhone.get(ship.phone.replace(/\D/g, '').slice(-10))).toBe(2);
    expect(counts.byPincode.get('411001')).toBeGreaterThanOrEqual(2);
    expect(counts.byPincode.get('560034')).toBe(0);

    const asked = await quote({ products: lines(1), ...at('pune'), phone: ship.phone });
    expect(asked.cod.offered).toBe(false);
    expect(asked.cod.reason).toMatch(/^Sorry, cash on delivery is not available for this phone number/);
    const cod = await postJson(shop, '/api/orders', { agreement: true, products: lines(1), shippingInfo: ship });
    expect(cod.status).toBe(409);
    const upi = await postJson(shop, '/api/orders', {
      agreement: true,
      products: lines(1),
      shippingInfo: ship,
      paymentMode: 'upi',
    });
    expect(upi.status).toBe(201);
  });
});
