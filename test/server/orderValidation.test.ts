import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { orderFor, setProduct, shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let product: StockedProduct;
beforeAll(async () => {
  shop = await createTestShop();
  product = (await stockedProducts(shop.pool))[0]!;
});
afterAll(() => shop.close());

async function expect400(body: unknown, message: string, field?: string, status = 400) {
  const res = await postJson(shop, '/api/orders', body);
  expect(res.status).toBe(status);
  const parsed = await bodyOf(res, failure);
  expect(parsed.message).toBe(message);
  if (field) expect(parsed.errors).toContainEqual({ field, message });
}

const withShipping = (change: Record<string, unknown>) =>
  orderFor(product, 1, { shippingInfo: { ...shippingInfo, ...change } });

describe('POST /api/orders validation (docs/product.md §5 messages)', () => {
  it.each([
    ['name', '', 'Full name is required'],
    ['email', '', 'Email is required'],
    ['phone', '', 'Phone number is required'],
    ['address1', '  ', 'Address is required'],
    ['city', '', 'City is required'],
    ['state', '', 'State is required'],
    ['pincode', '', 'PIN code is required'],
    ['email', 'priya@example', 'Invalid email address'],
    ['email', 'priya.example.in', 'Invalid email address'],
    ['phone', '98765', 'Invalid phone number'],
    ['phone', '98765-43210', 'Invalid phone number'],
    ['pincode', '41100', 'Invalid PIN code'],
    ['pincode', '011001', 'Invalid PIN code'],
    ['pincode', '4110O1', 'Invalid PIN code'],
  ])('shippingInfo.%s = %o → %s', async (field, value, message) => {
    await expect400(withShipping({ [field]: value }), message, `shippingInfo.${field}`);
  });

  it('rejects a missing agreement or agreement false', async () => {
    await expect400(orderFor(product, 1, { agreement: false as never }), 'You must agree to terms', 'agreement');
    const { agreement: _a, ...rest } = orderFor(product);
    await expect400(rest, 'You must agree to terms', 'agreement');
  });

  it('rejects unknown fields, including a client price', async () => {
    await expect400({ ...orderFor(product), paymentMode: 'cod' }, 'Unknown field "paymentMode"', 'paymentMode');
    const line = { productId: product.id, quantity: 1, color: product.colour, price: 1 };
    await expect400({ ...orderFor(product), products: [line] }, 'Unknown field "price"', 'products.0.price');
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [11, 'Quantity must be at most 10'],
    [1.5, 'Quantity must be a whole number'],
  ])('rejects quantity %s', async (quantity, message) => {
    await expect400(orderFor(product, quantity), message, 'products.0.quantity');
  });

  it('rejects an empty order, a missing colour and a colour the product does not come in', async () => {
    await expect400(orderFor(product, 1, { products: [] }), 'Your order has no products', 'products');
    await expect400(orderFor({ ...product, colour: ' ' }), 'Please select a color', 'products.0.color');
    await expect400(
      orderFor({ ...product, colour: 'Plaid' }),
      `${product.name} is not available in Plaid`,
      'products.0.color',
    );
  });

  it('rejects an unknown product, naming it', async () => {
    await expect400(
      orderFor({ ...product, id: 'ghost-bag' }),
      'Sorry, the product "ghost-bag" is no longer available',
      'products.0.productId',
    );
  });

  it('refuses an out-of-stock product and more than the stock left with 409 (a conflict)', async () => {
    const { rows } = await shop.pool.query<{ id: string; name: string; colour: string }>(
      `SELECT p.id, p.product_name AS name, pc.name AS colour FROM products p JOIN product_colors pc ON pc.product_id = p.id
       WHERE p.stock = 0 LIMIT 1`,
    );
    const soldOut = rows[0]!;
    await expect400(
      orderFor({ ...product, ...soldOut }),
      `${soldOut.name} in ${soldOut.colour} is out of stock`,
      'products.0.quantity',
      409,
    );
    await setProduct(shop.pool, product.id, { stock: 3 });
    await expect400(
      orderFor(product, 4),
      `Only 3 left of ${product.name} in ${product.colour}`,
      'products.0.quantity',
      409,
    );
  });

  it('rejects an unknown or inactive city with the delivery-city message', async () => {
    for (const city of ['atlantis', 'leh']) {
      await expect400(withShipping({ city }), 'Please select a delivery city', 'shippingInfo.city');
    }
  });

  it('answers 400, never 500, for bad JSON and wrong types', async () => {
    const bad = await postJson(shop, '/api/orders', '{"agreement": tru');
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad, failure)).message).toBe('The request body is not valid JSON');
    for (const body of ['null', '[]', '"text"', JSON.stringify({ ...orderFor(product), products: 'all' })]) {
      expect((await postJson(shop, '/api/orders', body)).status, body).toBe(400);
    }
  });

  it('rejects an Idempotency-Key that is not a UUID', async () => {
    const res = await postJson(shop, '/api/orders', orderFor(product), { 'Idempotency-Key': 'again' });
    expect(res.status).toBe(400);
    expect((await bodyOf(res, failure)).message).toBe('Idempotency-Key must be a UUID');
  });
});
