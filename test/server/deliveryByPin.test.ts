import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryResponse } from '../../api-schema/delivery';
import { failure } from '../../api-schema/envelope';
import { trackingResponse } from '../../api-schema/orderTracking';
import { promisedOrderResponse as orderResponse } from '../../api-schema/promisedOrder';
import { cityListResponse } from '../../api-schema/responses';
import { seedCities } from '../../server/db/seed/cities';
import { addDistrictCities, tidyDistrictName } from '../../server/delivery/districtCities';
import { orderFor, setProduct, shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let product: StockedProduct;
beforeAll(async () => {
  shop = await createTestShop();
  product = (await stockedProducts(shop.pool))[0]!;
  await setProduct(shop.pool, product.id, { price: 499, stock: 1000 });
});
afterAll(() => shop.close());

const delivery = async (pin: string) =>
  (await bodyOf(await shop.app.request(`/api/delivery/${pin}`), deliveryResponse)).data.delivery;
const cities = async () => (await bodyOf(await shop.app.request('/api/cities/active'), cityListResponse)).data.cities;

/** One PIN of every state we serve (not a border PIN), from a district that had no city before where there is one. */
async function pinPerServedState() {
  const named = seedCities.map(([name]) => name);
  const { rows } = await shop.pool.query<{ pincode: string; state: string }>(
    `SELECT DISTINCT ON (p.state_code) p.pincode, s.name AS state
     FROM pin_codes p JOIN gst_states s ON s.code = p.state_code
     JOIN city_districts cd ON cd.state_code = p.state_code AND (cd.district IS NULL OR cd.district = p.district)
     JOIN cities c ON c.id = cd.city_id AND c.active
     WHERE p.pincode NOT IN (SELECT pincode FROM unserviceable_pincodes)
       AND NOT EXISTS (SELECT 1 FROM pin_codes q WHERE q.pincode = p.pincode AND q.state_code <> p.state_code)
     ORDER BY p.state_code, c.name = ANY($1), p.pincode`,
    [named],
  );
  return rows;
}

describe('every PIN the shop serves can order (ADR 018)', () => {
  it('Sikar 332001: its own city, Rajasthan, the national zone’s charge, and an order with the promise', async () => {
    const answer = await delivery('332001');
    expect(answer).toMatchObject({ cityId: 'sikar', cityName: 'Sikar', state: 'Rajasthan', serviceable: true });
    expect((await cities()).find((c) => c._id === 'sikar')).toEqual({
      _id: 'sikar',
      name: 'Sikar',
      deliveryCharge: 79,
    });
    const res = await postJson(
      shop,
      '/api/orders',
      orderFor(product, 1, { shippingInfo: { ...shippingInfo, city: 'sikar', state: 'Rajasthan', pincode: '332001' } }),
    );
    expect(res.status).toBe(201);
    const { order } = (await bodyOf(res, orderResponse)).data;
    expect(order.shippingInfo.city).toEqual({ _id: 'sikar', name: 'Sikar' });
    expect(order.deliveryCharge).toBe(79);
    expect(order.totalAmount).toBe(499 + 79);
    expect(order.deliveryPromise).toEqual(answer.estimate);
    const tracked = await shop.app.request(
      `/api/orders/track/${order.orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`,
    );
    expect((await bodyOf(tracked, trackingResponse)).data.tracking.estimatedDelivery).toEqual(answer.estimate);
  });

  it('a PIN in each served state: its city comes from the PIN, and it orders', async () => {
    const pins = await pinPerServedState();
    expect(pins.length).toBeGreaterThanOrEqual(27);
    for (const { pincode, state } of pins) {
      const answer = await delivery(pincode);
      expect(answer.serviceable, pincode).toBe(true);
      expect(answer.cityId, pincode).not.toBeNull();
      const ship = { ...shippingInfo, city: answer.cityId!, state, pincode };
      const res = await postJson(shop, '/api/orders', orderFor(product, 1, { shippingInfo: ship }));
      expect(res.status, `${pincode} ${state}`).toBe(201);
      expect((await bodyOf(res, orderResponse)).data.order.deliveryPromise).toEqual(answer.estimate);
    }
  });

  it('every district of a served state lies in an active city', async () => {
    const { rows } = await shop.pool.query(
      `WITH served AS (SELECT DISTINCT cd.state_code FROM city_districts cd JOIN cities c ON c.id = cd.city_id AND c.active)
       SELECT DISTINCT p.state_code, p.district FROM pin_codes p JOIN served USING (state_code)
       WHERE NOT EXISTS (SELECT 1 FROM city_districts cd JOIN cities c ON c.id = cd.city_id AND c.active
                         WHERE cd.state_code = p.state_code AND (cd.district IS NULL OR cd.district = p.district))
         AND NOT EXISTS (SELECT 1 FROM unserviceable_pincodes u WHERE u.pincode = p.pincode)`,
    );
    expect(rows).toEqual([]);
    expect(await addDistrictCities(shop.pool)).toBe(0);
  });

  it('keeps the charges of the cities listed before, and tells same-named districts apart by state', async () => {
    const all = await cities();
    for (const [name, , charge] of seedCities) expect(all.find((c) => c.name === name)?.deliveryCharge).toBe(charge);
    expect(all.filter((c) => c.name.startsWith('Aurangabad')).map((c) => [c._id, c.name])).toEqual([
      ['aurangabad', 'Aurangabad'],
      ['aurangabad-bihar', 'Aurangabad (Bihar)'],
    ]);
    expect(tidyDistrictName('MORBI')).toBe('Morbi');
    expect(tidyDistrictName('Kaimur (Bhabua)')).toBe('Kaimur');
  });

  it('the chosen city must be the PIN’s: Jaipur for a Sikar PIN is refused, and nothing is stored', async () => {
    const res = await postJson(
      shop,
      '/api/orders',
      orderFor(product, 1, {
        shippingInfo: { ...shippingInfo, city: 'jaipur', state: 'Rajasthan', pincode: '332001' },
      }),
    );
    expect(res.status).toBe(400);
    expect((await bodyOf(res, failure)).errors).toEqual([
      { field: 'shippingInfo.city', message: 'PIN code 332001 is in Sikar, Rajasthan, not in the chosen city' },
    ]);
  });

  it('a PIN in a state we do not serve says so', async () => {
    const answer = await delivery('171001');
    expect(answer).toMatchObject({
      serviceable: false,
      reason: 'We do not deliver in Himachal Pradesh yet',
      estimate: null,
    });
  });
});
