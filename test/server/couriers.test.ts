import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopTransitionResponse } from '../../api-schema/adminOrders';
import { failure } from '../../api-schema/envelope';
import { trackingResponse } from '../../api-schema/orderTracking';
import { forceStatus, placeTestOrder, shopTransition, snapshot } from './lifecycleFixtures';
import { shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let products: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  products = await stockedProducts(shop.pool);
});
afterAll(() => shop.close());

/** A packed order, ready to ship. */
async function packedOrder(i: number) {
  const orderNumber = await placeTestOrder(shop, products[i % products.length]!);
  await forceStatus(shop, orderNumber, 'packed');
  return orderNumber;
}

/** What the shopper's tracking page receives. */
async function shopperView(orderNumber: string) {
  const res = await shop.app.request(
    `/api/orders/track/${orderNumber}?contact=${encodeURIComponent(shippingInfo.phone)}`,
  );
  expect(res.status).toBe(200);
  return (await bodyOf(res, trackingResponse)).data.tracking;
}

describe('couriers from the list (ADR 022)', () => {
  it('ships with a listed courier: its name is recorded and the tracking view links to its page', async () => {
    const orderNumber = await packedOrder(0);
    const res = await shopTransition(shop, orderNumber, {
      to: 'shipped',
      courierId: 'bluedart',
      trackingNumber: '  50012345678 ',
    });
    expect(res.status).toBe(200);
    const { tracking, changed } = (await bodyOf(res, shopTransitionResponse)).data;
    expect(changed).toBe(true);
    const expected = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=50012345678';
    expect(tracking.courierTrackingUrl).toBe(expected);
    expect(await shopperView(orderNumber)).toMatchObject({
      status: 'shipped',
      shipment: { courier: 'Blue Dart', trackingNumber: '50012345678' },
      courierTrackingUrl: expected,
    });
  });

  it('"Other" keeps the typed name and gives no link', async () => {
    const orderNumber = await packedOrder(1);
    const res = await shopTransition(shop, orderNumber, {
      to: 'shipped',
      courierId: 'other',
      courier: ' Jaipur Local Couriers ',
      trackingNumber: 'JLC-1001',
    });
    expect(res.status).toBe(200);
    expect(await shopperView(orderNumber)).toMatchObject({
      shipment: { courier: 'Jaipur Local Couriers', trackingNumber: 'JLC-1001' },
      courierTrackingUrl: null,
    });
  });

  it.each([
    [
      { courierId: 'fedex', trackingNumber: 'FX123456' },
      'courierId',
      'Please choose the courier from the list, or Other',
    ],
    [
      { courierId: 'delhivery', trackingNumber: 'DLV#12345' },
      'trackingNumber',
      'The tracking number (AWB) may have only letters, digits and hyphens',
    ],
    [
      { courierId: 'delhivery', trackingNumber: 'DL1' },
      'trackingNumber',
      'The tracking number (AWB) must be 5 to 30 characters',
    ],
    [
      { courierId: 'delhivery', trackingNumber: '1'.repeat(31) },
      'trackingNumber',
      'The tracking number (AWB) must be 5 to 30 characters',
    ],
    [{ courierId: 'other', trackingNumber: 'JLC-1002' }, 'courier', 'Courier name is required when an order ships'],
    [{ trackingNumber: 'DLV1234567' }, 'courier', 'Courier name is required when an order ships'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field, message) => {
    const orderNumber = await packedOrder(2);
    const before = await snapshot(shop, orderNumber);
    const res = await shopTransition(shop, orderNumber, { to: 'shipped', ...body });
    expect(res.status).toBe(400);
    expect((await bodyOf(res, failure)).errors).toContainEqual({ field, message });
    expect(await snapshot(shop, orderNumber)).toEqual(before);
  });

  it('a repeat of the same shipping is safe; another AWB after it is a conflict', async () => {
    const orderNumber = await packedOrder(3);
    const body = { to: 'shipped', courierId: 'delhivery', trackingNumber: 'DLV-5566778899' };
    expect((await shopTransition(shop, orderNumber, body)).status).toBe(200);
    const after = await snapshot(shop, orderNumber);
    for (const again of [body, { to: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV-5566778899' }]) {
      const res = await shopTransition(shop, orderNumber, again);
      expect(res.status).toBe(200);
      expect((await bodyOf(res, shopTransitionResponse)).data.changed).toBe(false);
    }
    expect(await snapshot(shop, orderNumber)).toEqual(after);
    const other = await shopTransition(shop, orderNumber, { ...body, trackingNumber: 'DLV-0000000001' });
    expect(other.status).toBe(409);
    expect(await snapshot(shop, orderNumber)).toEqual(after);
  });

  it('two "Ship" clicks at once record one shipping and one message', async () => {
    const orderNumber = await packedOrder(5);
    const before = await snapshot(shop, orderNumber);
    const body = { to: 'shipped', courierId: 'ekart', trackingNumber: 'FMPC1234567890' };
    const answers = await Promise.all([1, 2].map(() => shopTransition(shop, orderNumber, body)));
    const changed = await Promise.all(answers.map(async (r) => (await bodyOf(r, shopTransitionResponse)).data.changed));
    expect(changed.sort()).toEqual([false, true]);
    expect(await snapshot(shop, orderNumber)).toMatchObject({
      order_status: 'shipped',
      events: Number(before.events) + 1,
      messages: Number(before.messages) + 1,
    });
  });

  it('orders shipped before the list keep their free text; a listed courier’s name still links, AWB encoded', async () => {
    const shippedAs = async (courier: string, awb: string) => {
      const orderNumber = await placeTestOrder(shop, products[4]!);
      await shop.pool.query(
        `INSERT INTO order_events (order_id, status, actor, courier, tracking_number)
         SELECT id, 'shipped', 'shop', $2, $3 FROM orders WHERE order_number = $1`,
        [orderNumber, courier, awb],
      );
      await shop.pool.query(`UPDATE orders SET order_status = 'shipped' WHERE order_number = $1`, [orderNumber]);
      return shopperView(orderNumber);
    };
    expect(await shippedAs('blue dart', 'BD 77/12#a')).toMatchObject({
      shipment: { courier: 'blue dart', trackingNumber: 'BD 77/12#a' },
      courierTrackingUrl:
        'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=BD%2077%2F12%23a',
    });
    expect(await shippedAs('Speed Post', 'EE123456789IN')).toMatchObject({
      courierTrackingUrl:
        'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber=EE123456789IN',
    });
    expect(await shippedAs('Ram Transport Co.', 'RT-1')).toMatchObject({
      shipment: { courier: 'Ram Transport Co.', trackingNumber: 'RT-1' },
      courierTrackingUrl: null,
    });
  });
});
