import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryResponse } from '../../api-schema/delivery';
import { failure } from '../../api-schema/envelope';
import { quoteResponse } from '../../api-schema/quote';
import { codCeiling, DEFAULT_COD_RULES } from '../../server/delivery/codRules';
import { newShopper, roomyRateLimits } from './couponFixtures';
import { setProduct, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

/**
 * One COD limit: what the product page's PIN check states, what the checkout's quote offers and what placing the
 * order accepts agree at the limit − 1, the limit and the limit + 1 (docs/pricing.md).
 */
const UPI = { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' };
// Pune (411001) charges ₹49 delivery up to ₹999 of goods; with the ₹25 COD fee one bag at ₹900 is ₹974 as COD.
const LIMIT = 974;
const rules = { fee: 25, prepaidPercent: 5, limit: LIMIT, maxReturnedToOrigin: 2 };

interface Edge {
  shop: TestShop;
  bag: StockedProduct;
}
const open = async (payments: NonNullable<Parameters<typeof createTestShop>[0]>['payments']): Promise<Edge> => {
  const shop = await createTestShop({ rateLimits: roomyRateLimits, payments });
  const bag = (await stockedProducts(shop.pool))[0]!;
  await setProduct(shop.pool, bag.id, { stock: 10_000 });
  return { shop, bag };
};
let upiShop: Edge;
let codOnlyShop: Edge;
beforeAll(async () => {
  [upiShop, codOnlyShop] = await Promise.all([
    open({ upi: UPI, windowMinutes: 30, cod: rules }),
    open({ windowMinutes: 30, cod: rules }),
  ]);
});
afterAll(() => Promise.all([upiShop?.shop.close(), codOnlyShop?.shop.close()]));

const productPage = async ({ shop }: Edge, pincode: string) =>
  (await bodyOf(await shop.app.request(`/api/delivery/${pincode}`), deliveryResponse)).data.delivery;

/** The checkout's quote and the order placed as COD for one bag at `price`. */
async function checkoutAt({ shop, bag }: Edge, price: number, place: { city: string; state: string; pincode: string }) {
  await setProduct(shop.pool, bag.id, { price });
  const products = [{ productId: bag.id, quantity: 1, color: bag.colour }];
  const shippingInfo = newShopper(place);
  const asked = await postJson(shop, '/api/checkout/quote', {
    products,
    city: place.city,
    pincode: place.pincode,
    phone: shippingInfo.phone,
    paymentMode: 'cod',
  });
  const { quote } = (await bodyOf(asked, quoteResponse)).data;
  const placed = await postJson(shop, '/api/orders', { agreement: true, products, shippingInfo });
  const message = placed.status === 201 ? null : (await bodyOf(placed, failure)).message;
  return {
    total: quote.totalAmount,
    offered: quote.cod.offered,
    reason: quote.cod.reason,
    status: placed.status,
    message,
  };
}

const pune = { city: 'pune', state: 'Maharashtra', pincode: '411001' };

/** The same bag at its current price paid by UPI instead: the COD limit never refuses a prepaid order. */
async function placeByUpi({ shop, bag }: Edge, place: typeof pune) {
  const products = [{ productId: bag.id, quantity: 1, color: bag.colour }];
  return (
    await postJson(shop, '/api/orders', {
      agreement: true,
      products,
      shippingInfo: newShopper(place),
      paymentMode: 'upi',
    })
  ).status;
}

describe('one COD limit on the product page, at checkout and in the order', () => {
  it('with UPI on: COD_LIMIT, delivery and the COD fee counted as the quote counts them', async () => {
    expect(await productPage(upiShop, '411001')).toMatchObject({ codAvailable: true, codLimit: LIMIT });
    const over = 'Cash on delivery is available for orders up to ₹974. Please pay by UPI to place this order.';
    expect(await checkoutAt(upiShop, 899, pune)).toEqual({
      total: LIMIT - 1,
      offered: true,
      reason: null,
      status: 201,
      message: null,
    });
    expect(await checkoutAt(upiShop, 900, pune)).toMatchObject({ total: LIMIT, offered: true, status: 201 });
    expect(await checkoutAt(upiShop, 901, pune)).toEqual({
      total: LIMIT + 1,
      offered: false,
      reason: over,
      status: 409,
      message: over,
    });
    expect(await placeByUpi(upiShop, pune)).toBe(201);
  });

  it('with UPI on, a PIN whose own ceiling is lower states and enforces that one', async () => {
    // Guwahati's remote band takes cash up to ₹20,000 only; the shop's limit here is higher.
    const shop = await open({ upi: UPI, windowMinutes: 30, cod: { ...rules, limit: 30_000 } });
    try {
      expect(await productPage(shop, '781001')).toMatchObject({ codAvailable: true, codLimit: 20_000 });
      expect(await productPage(shop, '411001')).toMatchObject({ codAvailable: true, codLimit: 30_000 });
      // Above ₹999 of goods delivery is free: the bag's price + ₹25 is the total as COD.
      const guwahati = { city: 'guwahati', state: 'Assam', pincode: '781001' };
      expect(await checkoutAt(shop, 19_975, guwahati)).toMatchObject({ total: 20_000, offered: true, status: 201 });
      expect(await checkoutAt(shop, 19_976, guwahati)).toMatchObject({ total: 20_001, offered: false, status: 409 });
      expect(await placeByUpi(shop, guwahati)).toBe(201);
    } finally {
      await shop.shop.close();
    }
  });

  it('without UPI: the PIN’s own ceiling is the only limit, stated and enforced alike', async () => {
    const page = await productPage(codOnlyShop, '411001');
    expect(page).toMatchObject({ codAvailable: true, codLimit: 50_000 });
    const over = 'Cash on delivery to this PIN code is available for orders up to ₹50,000';
    expect(await checkoutAt(codOnlyShop, 49_974, pune)).toMatchObject({ total: 49_999, offered: true, status: 201 });
    expect(await checkoutAt(codOnlyShop, 49_975, pune)).toMatchObject({ total: 50_000, offered: true, status: 201 });
    expect(await checkoutAt(codOnlyShop, 49_976, pune)).toEqual({
      total: 50_001,
      offered: false,
      reason: over,
      status: 409,
      message: over,
    });
  });

  it('states no limit where the rules set none', () => {
    expect(codCeiling(DEFAULT_COD_RULES, { prepaidOffered: false })).toEqual({ available: true, limit: null });
    expect(codCeiling(DEFAULT_COD_RULES, { prepaidOffered: true })).toEqual({ available: true, limit: 10_000 });
    expect(codCeiling(DEFAULT_COD_RULES, { prepaidOffered: true, pinLimit: null })).toEqual({
      available: false,
      limit: null,
    });
  });
});
