import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { orderResponse } from '../../api-schema/responses';
import { orderFor, setProduct, shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let product: StockedProduct;
beforeAll(async () => {
  shop = await createTestShop();
  product = (await stockedProducts(shop.pool))[0]!;
});
afterAll(() => shop.close());

const countOrders = async () =>
  Number((await shop.pool.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]!.n);
const place = (ship: Partial<typeof shippingInfo>) =>
  postJson(shop, '/api/orders', orderFor(product, 1, { shippingInfo: { ...shippingInfo, ...ship } }));

describe('POST /api/orders checks the PIN against the state and the city', () => {
  it.each([
    [
      'Bengaluru + Goa + 110001',
      { city: 'bengaluru', state: 'Goa', pincode: '110001' },
      'state',
      'PIN code 110001 is in Delhi',
    ],
    ['an unknown PIN', { pincode: '100000' }, 'pincode', 'We could not find this PIN code'],
    [
      'a PIN of another of our cities',
      { city: 'mumbai', pincode: '411001' },
      'city',
      'PIN code 411001 is in Pune, Maharashtra, not in the chosen city',
    ],
    [
      'a city in another state',
      { city: 'bengaluru', state: 'Maharashtra', pincode: '431001' },
      'city',
      'PIN code 431001 is in Aurangabad, Maharashtra, not in the chosen city',
    ],
    [
      'a PIN we do not deliver to',
      { city: 'kochi', state: 'Lakshadweep', pincode: '682555' },
      'pincode',
      'No courier service to the Lakshadweep islands',
    ],
  ])('refuses %s with a field error and stores nothing', async (_, ship, field, message) => {
    const before = await countOrders();
    const res = await place(ship);
    expect(res.status).toBe(400);
    const body = await bodyOf(res, failure);
    expect(body.errors).toEqual([{ field: `shippingInfo.${field}`, message }]);
    expect(await countOrders()).toBe(before);
  });

  it('accepts other spellings of the state, and stores the place of supply and district', async () => {
    const res = await place({ city: 'bhubaneswar', state: 'orissa', pincode: '751001' });
    expect(res.status).toBe(201);
    const { order } = (await bodyOf(res, orderResponse)).data;
    const { rows } = await shop.pool.query(
      'SELECT supply_state, supply_state_code, district FROM orders WHERE order_number = $1',
      [order.orderNumber],
    );
    expect(rows[0]).toEqual({ supply_state: 'Odisha', supply_state_code: '21', district: 'Khorda' });
  });

  it('a PIN outside the cities listed before orders with its district’s city, not another of its state (ADR 018)', async () => {
    expect((await place({ city: 'aurangabad', state: 'Maharashtra', pincode: '431001' })).status).toBe(201);
    expect((await place({ city: 'pune', state: 'Maharashtra', pincode: '431001' })).status).toBe(400);
  });

  it('refuses cash on delivery above the PIN’s limit', async () => {
    await setProduct(shop.pool, product.id, { price: 25000, stock: 10 });
    const res = await postJson(
      shop,
      '/api/orders',
      orderFor(product, 1, { shippingInfo: { ...shippingInfo, city: 'guwahati', state: 'Assam', pincode: '781001' } }),
    );
    // The quote's own refusal (codRules.ts), as when COD is over the shop's limit: 409 with the reason.
    expect(res.status).toBe(409);
    expect((await bodyOf(res, failure)).message).toBe(
      'Cash on delivery to this PIN code is available for orders up to ₹20,000',
    );
  });
});
