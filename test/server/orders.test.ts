import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { orderResponse } from '../../api-schema/responses';
import { orderFor, setProduct, shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let products: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  products = await stockedProducts(shop.pool);
});
afterAll(() => shop.close());

const place = (body: unknown, headers: Record<string, string> = {}) => postJson(shop, '/api/orders', body, headers);
const stockOf = async (id: string) =>
  (await shop.pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id])).rows[0]!.stock;

describe('POST /api/orders', () => {
  it('places a cash-on-delivery order priced from the database', async () => {
    const [a, b] = [products[10]!, products[20]!];
    const body = orderFor(a, 2, {
      products: [
        { productId: a.id, quantity: 2, color: a.colour },
        { productId: b.id, quantity: 1, color: b.colour },
      ],
    });
    const res = await place(body);
    expect(res.status).toBe(201);
    const { order } = (await bodyOf(res, orderResponse)).data;
    expect(order.orderNumber).toMatch(/^BAG-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(order).toMatchObject({ orderStatus: 'placed', paymentMode: 'cod' });
    expect(order.shippingInfo).toMatchObject({
      name: shippingInfo.name,
      city: { _id: 'pune', name: 'Pune' },
      pincode: '411001',
    });
    expect(order.products.map((l) => [l.productId._id, l.quantity, l.price])).toEqual([
      [a.id, 2, a.price],
      [b.id, 1, b.price],
    ]);
    const subtotal = a.price * 2 + b.price;
    expect(order.subtotal).toBe(subtotal);
    expect(order.totalAmount).toBe(subtotal + order.deliveryCharge);
    const stored = await shop.pool.query<{ total_amount: number }>(
      'SELECT total_amount FROM orders WHERE order_number = $1',
      [order.orderNumber],
    );
    expect(stored.rows[0]!.total_amount).toBe(order.totalAmount);
  });

  it('charges the city delivery at a subtotal of 999 and waives it at 1000', async () => {
    const p = products[30]!;
    const city = { ...shippingInfo, city: 'guwahati', state: 'Assam', pincode: '781001' }; // ₹149
    await setProduct(shop.pool, p.id, { price: 999 });
    const at999 = (await bodyOf(await place(orderFor(p, 1, { shippingInfo: city })), orderResponse)).data.order;
    expect([at999.subtotal, at999.deliveryCharge, at999.totalAmount]).toEqual([999, 149, 1148]);
    await setProduct(shop.pool, p.id, { price: 500 });
    const at1000 = (await bodyOf(await place(orderFor(p, 2, { shippingInfo: city })), orderResponse)).data.order;
    expect([at1000.subtotal, at1000.deliveryCharge, at1000.totalAmount]).toEqual([1000, 0, 1000]);
  });

  it('takes the ordered quantity from stock', async () => {
    const p = products[40]!;
    const before = await stockOf(p.id);
    expect((await place(orderFor(p, 3))).status).toBe(201);
    expect(await stockOf(p.id)).toBe(before - 3);
  });

  it('sells the last unit once when two orders race for it', async () => {
    const p = products[50]!;
    await setProduct(shop.pool, p.id, { stock: 1 });
    const results = await Promise.all([place(orderFor(p)), place(orderFor(p)), place(orderFor(p))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect((await bodyOf(loser, failure)).message).toBe(`${p.name} in ${p.colour} is out of stock`);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('returns the same order for a repeated Idempotency-Key, even when sent concurrently', async () => {
    const p = products[60]!;
    const before = await stockOf(p.id);
    const key = randomUUID();
    const first = await place(orderFor(p), { 'Idempotency-Key': key });
    const again = await place(orderFor(p), { 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([201, 200]);
    const [a, b] = await Promise.all([bodyOf(first, orderResponse), bodyOf(again, orderResponse)]);
    expect(b.data.order).toEqual(a.data.order);
    const racing = randomUUID();
    const raced = await Promise.all([1, 2, 3].map(() => place(orderFor(p), { 'Idempotency-Key': racing })));
    const numbers = await Promise.all(raced.map(async (r) => (await bodyOf(r, orderResponse)).data.order.orderNumber));
    expect(new Set(numbers).size).toBe(1);
    expect(raced.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(before - 2);
  });
  it('refuses a reused Idempotency-Key with different details, taking no stock', async () => {
    const p = products[61]!;
    const key = randomUUID();
    expect((await place(orderFor(p), { 'Idempotency-Key': key })).status).toBe(201);
    const before = await stockOf(p.id);
    const changed = await place(orderFor(p, 2), { 'Idempotency-Key': key });
    expect(changed.status).toBe(422);
    expect((await bodyOf(changed, failure)).message).toBe(
      'This checkout already placed a different order. Please reload the page and try again.',
    );
    expect(await stockOf(p.id)).toBe(before);
  });

  it('answers a twin request with the order even when the twin took the last unit', async () => {
    const p = products[62]!;
    await setProduct(shop.pool, p.id, { stock: 1 });
    const key = randomUUID();
    const twins = await Promise.all([1, 2].map(() => place(orderFor(p), { 'Idempotency-Key': key })));
    expect(twins.map((r) => r.status).sort()).toEqual([200, 201]);
    const numbers = await Promise.all(twins.map(async (r) => (await bodyOf(r, orderResponse)).data.order.orderNumber));
    expect(new Set(numbers).size).toBe(1);
    expect(await stockOf(p.id)).toBe(0);
  });
});

describe('GET /api/orders/track/:orderNumber', () => {
  let orderNumber: string;
  beforeAll(async () => {
    orderNumber = (await bodyOf(await place(orderFor(products[70]!)), orderResponse)).data.order.orderNumber;
  });
  const track = async (number: string, contact?: string) =>
    shop.app.request(
      `/api/orders/track/${number}${contact === undefined ? '' : `?contact=${encodeURIComponent(contact)}`}`,
    );

  it.each([shippingInfo.email, 'PRIYA.SHARMA@example.in', shippingInfo.phone, '9876543210', '+919876543210'])(
    'finds the order with contact %s',
    async (contact) => {
      const res = await track(orderNumber, contact);
      expect(res.status).toBe(200);
      expect((await bodyOf(res, orderResponse)).data.order.orderNumber).toBe(orderNumber);
    },
  );

  it('accepts the number in lower case', async () => {
    expect((await track(orderNumber.toLowerCase(), shippingInfo.email)).status).toBe(200);
  });

  it('answers the same 404 for a wrong contact, a missing contact and an unknown number', async () => {
    const misses = [
      track(orderNumber, 'someone@else.in'),
      track(orderNumber, '9999999999'),
      track(orderNumber),
      track(orderNumber, ''),
      track('BAG-0000000000', shippingInfo.email),
    ];
    for (const res of await Promise.all(misses)) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Order not found' });
    }
  });
});
