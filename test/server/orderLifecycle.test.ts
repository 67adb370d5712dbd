import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { ORDER_STATUSES, type Actor, type OrderStatus } from '../../api-schema/orderLifecycle';
import { trackingResponse } from '../../api-schema/orderTracking';
import { stockedProducts, type StockedProduct } from './orderFixtures';
import {
  forceStatus,
  placeTestOrder,
  shopperCancel,
  shopperReturn,
  shopTransition,
  snapshot,
} from './lifecycleFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let products: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  products = await stockedProducts(shop.pool);
});
afterAll(() => shop.close());

// Written out here, not read from api-schema, so a wrong table fails this test.
const ALLOWED: [OrderStatus, OrderStatus, Actor][] = [
  ['placed', 'confirmed', 'shop'],
  ['confirmed', 'packed', 'shop'],
  ['packed', 'shipped', 'shop'],
  ['shipped', 'out_for_delivery', 'shop'],
  ['out_for_delivery', 'delivered', 'shop'],
  ['placed', 'cancelled', 'shop'],
  ['placed', 'cancelled', 'shopper'],
  ['confirmed', 'cancelled', 'shop'],
  ['confirmed', 'cancelled', 'shopper'],
  ['packed', 'cancelled', 'shop'],
  ['packed', 'cancelled', 'shopper'],
  ['shipped', 'cancelled', 'shop'],
  ['out_for_delivery', 'cancelled', 'shop'],
  ['delivered', 'return_requested', 'shop'],
  ['delivered', 'return_requested', 'shopper'],
  ['return_requested', 'delivered', 'shop'],
  ['return_requested', 'returned', 'shop'],
  // Issue 28: a parcel that came back undelivered (refused, address not found, unreachable).
  ['shipped', 'returned_to_origin', 'shop'],
  ['out_for_delivery', 'returned_to_origin', 'shop'],
];
const RESTOCKS = new Set<OrderStatus>(['cancelled', 'returned', 'returned_to_origin']);
const isAllowed = (from: OrderStatus, to: OrderStatus, actor: Actor) =>
  ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);
const SHIPMENT = { courier: 'Delhivery', trackingNumber: 'DLV123456789' };

function change(orderNumber: string, to: OrderStatus, actor: Actor) {
  if (actor === 'shop')
    return shopTransition(shop, orderNumber, {
      to,
      ...(to === 'shipped' ? SHIPMENT : {}),
      ...(to === 'return_requested' ? { reason: 'damaged' } : {}),
      ...(to === 'returned_to_origin' ? { rtoReason: 'refused' } : {}),
    });
  if (to === 'cancelled') return shopperCancel(shop, orderNumber);
  return shopperReturn(shop, orderNumber);
}

describe('order lifecycle: allowed transitions', () => {
  it.each(ALLOWED)('%s → %s by the %s', async (from, to, actor) => {
    const product = products[5]!;
    const orderNumber = await placeTestOrder(shop, product, 2);
    if (from !== 'placed') await forceStatus(shop, orderNumber, from);
    const before = await snapshot(shop, orderNumber);
    const res = await change(orderNumber, to, actor);
    expect(res.status, await res.clone().text()).toBe(200);
    const { tracking } = (await bodyOf(res, trackingResponse)).data;
    expect(tracking.status).toBe(to);
    expect(tracking.events.at(-1)).toMatchObject({ status: to, by: actor });
    const after = await snapshot(shop, orderNumber);
    expect(after.order_status).toBe(to);
    expect(after.events).toBe(before.events + 1);
    expect(after.messages).toBe(before.messages + 1);
    expect(after.stock).toEqual(before.stock.map((s: number) => (RESTOCKS.has(to) ? s + 2 : s)));
  });
});

describe('order lifecycle: illegal transitions answer 409 and change nothing', () => {
  it.each(ORDER_STATUSES.map((s) => [s]))('from %s', async (from) => {
    const orderNumber = await placeTestOrder(shop, products[6]!);
    if (from !== 'placed') await forceStatus(shop, orderNumber, from);
    const before = await snapshot(shop, orderNumber);
    const attempts: [OrderStatus, Actor][] = [
      ...ORDER_STATUSES.filter((to) => to !== from && !isAllowed(from, to, 'shop')).map((to): [OrderStatus, Actor] => [
        to,
        'shop',
      ]),
      ...(['cancelled', 'return_requested'] as const)
        .filter((to) => !isAllowed(from, to, 'shopper'))
        .map((to): [OrderStatus, Actor] => [to, 'shopper']),
    ];
    expect(attempts.length).toBeGreaterThan(0);
    for (const [to, actor] of attempts) {
      const res = await change(orderNumber, to, actor);
      expect(res.status, `${from} → ${to} by ${actor}`).toBe(409);
      expect((await bodyOf(res, failure)).message).toMatch(/\w+ .*\./);
    }
    expect(await snapshot(shop, orderNumber)).toEqual(before);
  });

  it('explains why a shipped order cannot be cancelled by the shopper', async () => {
    const orderNumber = await placeTestOrder(shop, products[6]!);
    await forceStatus(shop, orderNumber, 'shipped');
    const res = await shopperCancel(shop, orderNumber);
    expect((await bodyOf(res, failure)).message).toBe(
      'This order has already shipped, so it can no longer be cancelled. You can request a return within 7 days of delivery.',
    );
  });
});

describe('order lifecycle: rules around the table', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

  it('a return can be requested within 7 days of delivery, not after', async () => {
    const late = await placeTestOrder(shop, products[7]!);
    await forceStatus(shop, late, 'delivered', daysAgo(7.1));
    const before = await snapshot(shop, late);
    const refused = await shopperReturn(shop, late);
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused, failure)).message).toBe(
      'Returns can be requested within 7 days of delivery, and that time has passed for this order.',
    );
    expect(await snapshot(shop, late)).toEqual(before);

    const inTime = await placeTestOrder(shop, products[7]!);
    await forceStatus(shop, inTime, 'delivered', daysAgo(6.9));
    const res = await shopperReturn(shop, inTime, 'wrong_item');
    expect(res.status).toBe(200);
    expect((await bodyOf(res, trackingResponse)).data.tracking.events.at(-1)).toMatchObject({
      status: 'return_requested',
      reason: 'wrong_item',
      by: 'shopper',
    });
  });

  it('shipping needs a courier and a tracking number (400, nothing changed)', async () => {
    const orderNumber = await placeTestOrder(shop, products[8]!);
    await forceStatus(shop, orderNumber, 'packed');
    const before = await snapshot(shop, orderNumber);
    const res = await shopTransition(shop, orderNumber, { to: 'shipped', courier: 'Delhivery' });
    expect(res.status).toBe(400);
    expect((await bodyOf(res, failure)).errors).toEqual([
      { field: 'trackingNumber', message: 'Tracking number is required when an order ships' },
    ]);
    expect(await snapshot(shop, orderNumber)).toEqual(before);
    const noReason = await shopperReturn(shop, orderNumber, '');
    expect(noReason.status).toBe(400);
  });

  it('a repeated cancel changes nothing twice; concurrent cancels put the stock back once', async () => {
    const product = products[9]!;
    const orderNumber = await placeTestOrder(shop, product, 3);
    const before = await snapshot(shop, orderNumber);
    const results = await Promise.all([
      shopperCancel(shop, orderNumber),
      shopperCancel(shop, orderNumber),
      shopperCancel(shop, orderNumber),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = await snapshot(shop, orderNumber);
    expect(after).toEqual({
      ...before,
      order_status: 'cancelled',
      events: before.events + 1,
      messages: before.messages + 1,
      stock: [before.stock[0]! + 3],
    });
  });

  it('a wrong phone or email answers like an unknown order and changes nothing', async () => {
    const orderNumber = await placeTestOrder(shop, products[9]!);
    const before = await snapshot(shop, orderNumber);
    for (const res of [
      await shopperCancel(shop, orderNumber, 'someone@else.in'),
      await shopperCancel(shop, orderNumber, '9999999999'),
      await shopperCancel(shop, 'BAG-0000000000'),
    ]) {
      expect(res.status).toBe(404);
      expect((await bodyOf(res, failure)).message).toBe('Order not found');
    }
    expect(await snapshot(shop, orderNumber)).toEqual(before);
  });

  it('the whole way: tracking shows every event, the courier, the estimate and what the shopper may do', async () => {
    const product = products[11]!;
    const orderNumber = await placeTestOrder(shop, product, 1);
    const track = async () => {
      const res = await shop.app.request(
        `/api/orders/track/${orderNumber}?contact=${encodeURIComponent('+91 98765 43210')}`,
      );
      expect(res.status).toBe(200);
      return (await bodyOf(res, trackingResponse)).data.tracking;
    };
    const placed = await track();
    expect(placed).toMatchObject({
      status: 'placed',
      shipment: null,
      shopperActions: ['cancel'],
      returnWindowEndsAt: null,
    });
    expect(placed.estimatedDelivery?.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const to of ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const) {
      expect(
        (await shopTransition(shop, orderNumber, { to, note: `step ${to}`, ...(to === 'shipped' ? SHIPMENT : {}) }))
          .status,
      ).toBe(200);
    }
    const delivered = await track();
    expect(delivered.events.map((e) => [e.status, e.by])).toEqual([
      ['placed', 'shopper'],
      ['confirmed', 'shop'],
      ['packed', 'shop'],
      ['shipped', 'shop'],
      ['out_for_delivery', 'shop'],
      ['delivered', 'shop'],
    ]);
    expect(delivered.events[3]).toMatchObject({
      note: 'step shipped',
      courier: 'Delhivery',
      trackingNumber: 'DLV123456789',
    });
    expect(delivered).toMatchObject({
      status: 'delivered',
      shipment: SHIPMENT,
      shopperActions: ['requestReturn'],
      estimatedDelivery: null,
    });
    const windowEnds = new Date(delivered.returnWindowEndsAt!).getTime() - new Date(delivered.events[5]!.at).getTime();
    expect(windowEnds).toBe(7 * 24 * 60 * 60 * 1000);
    const stock = (await snapshot(shop, orderNumber)).stock;
    expect((await shopperReturn(shop, orderNumber, 'quality')).status).toBe(200);
    expect((await shopTransition(shop, orderNumber, { to: 'returned' })).status).toBe(200);
    const returned = await track();
    expect(returned).toMatchObject({ status: 'returned', shopperActions: [] });
    expect((await snapshot(shop, orderNumber)).stock).toEqual([stock[0]! + 1]);
    // Repeating the last change (a retried request) is answered 200 and writes nothing.
    const again = await shopTransition(shop, orderNumber, { to: 'returned' });
    expect(again.status).toBe(200);
    expect((await track()).events).toHaveLength(8);
  });
});
