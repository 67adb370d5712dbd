import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../api-schema/entities';
import { pricedOrderResponse } from '../../api-schema/quote';
import { newShopper } from './couponFixtures';
import { pdfText, productAtRate } from './invoiceHelpers';
import { shopTransition } from './lifecycleFixtures';
import type { StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let cotton: StockedProduct;
beforeAll(async () => {
  shop = await createTestShop();
  cotton = await productAtRate(shop.pool, 5);
  await shop.pool.query('UPDATE products SET new_price = 1299 WHERE id = $1', [cotton.id]);
});
afterAll(() => shop.close());

const squash = (text: string) => text.replace(/\s+/g, ' ');

async function welcomeOrder(place: { city: string; state: string; pincode: string }): Promise<Order> {
  const res = await postJson(shop, '/api/orders', {
    agreement: true,
    products: [{ productId: cotton.id, quantity: 1, color: cotton.colour }],
    shippingInfo: newShopper(place),
    couponCode: 'WELCOME10',
  });
  expect(res.status).toBe(201);
  return (await bodyOf(res, pricedOrderResponse)).data.order;
}

const pdf = async (path: string) => squash(pdfText(await (await shop.app.request(path)).arrayBuffer()));

// ₹1,299 less WELCOME10's ₹129 = ₹1,170 paid; at 5 %: taxable ₹1,114.29 (117000 × 100 / 105 paise), tax ₹55.71.
describe('GST on the value after discount (rule 46)', () => {
  it('inside Maharashtra: the discount before tax, CGST + SGST on the discounted value; the credit note follows', async () => {
    const order = await welcomeOrder({ city: 'pune', state: 'Maharashtra', pincode: '411001' });
    expect(order).toMatchObject({ subtotal: 1299, couponDiscount: 129, deliveryCharge: 0, totalAmount: 1170 });
    const text = await pdf(order.invoicePdfUrl!);
    expect(text).toContain('Discount');
    expect(text).toContain('₹1,299.00 ₹129.00 ₹1,114.29');
    expect(text).toContain('Total discount (before tax) ₹129.00');
    expect(text).toContain('Total taxable value ₹1,114.29');
    expect(text).toContain('Total CGST ₹27.86');
    expect(text).toContain('Total SGST ₹27.85');
    expect(text).toContain('Invoice total (tax inclusive) ₹1,170.00');

    const cancelled = await shopTransition(shop, order.orderNumber, { to: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const credit = await pdf(order.invoicePdfUrl!.replace('/api/invoices/', '/api/credit-notes/'));
    expect(credit).toContain('Total discount (before tax) ₹129.00');
    expect(credit).toContain('Total taxable value ₹1,114.29');
    expect(credit).toContain('₹1,170.00');
  });

  it('across states: IGST on the discounted value', async () => {
    const order = await welcomeOrder({ city: 'bengaluru', state: 'Karnataka', pincode: '560034' });
    const text = await pdf(order.invoicePdfUrl!);
    expect(text).toContain('Total discount (before tax) ₹129.00');
    expect(text).toContain('Total taxable value ₹1,114.29');
    expect(text).toContain('Total IGST ₹55.71');
    expect(text).not.toContain('CGST');
  });

  it('a dear bag with a coupon: its HSN code and every amount of its line stay whole, none broken across lines', async () => {
    const leather = await productAtRate(shop.pool, 18);
    await shop.pool.query('UPDATE products SET new_price = 49999 WHERE id = $1', [leather.id]);
    const res = await postJson(shop, '/api/orders', {
      agreement: true,
      products: [{ productId: leather.id, quantity: 1, color: leather.colour }],
      shippingInfo: newShopper({ city: 'pune', state: 'Maharashtra', pincode: '411001' }),
      couponCode: 'WELCOME10',
    });
    expect(res.status).toBe(201);
    const order = (await bodyOf(res, pricedOrderResponse)).data.order;
    expect(order).toMatchObject({ subtotal: 49999, couponDiscount: 500, totalAmount: 49499 });
    // The item's row as laid out: one line holding the code and the figures ₹49,999.00 → ₹49,499.00.
    const lines = pdfText(await (await shop.app.request(order.invoicePdfUrl!)).arrayBuffer()).split('\n');
    const row = lines.find((line) => line.startsWith('1 '));
    expect(row).toContain(` ${leather.hsn} `);
    for (const amount of ['₹49,999.00', '₹500.00', '₹49,499.00']) expect(row).toContain(amount);
  });
});
