import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { orderResponse, productResponse } from '../../api-schema/responses';
import { orderFor, type StockedProduct } from './orderFixtures';
import { shopperCancel, shopTransition } from './lifecycleFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

// Issue 43: stock per colour (docs/decisions/028-stock-per-colour.md).
let shop: TestShop;
const ID = 'colour-stock-sling';
const black: StockedProduct = { id: ID, name: 'Colour Stock Sling', price: 2499, stock: 3, colour: 'Black' };
const tan: StockedProduct = { ...black, colour: 'Tan' };

beforeAll(async () => {
  shop = await createTestShop();
  await shop.pool.query(
    `INSERT INTO products (id, category_id, product_name, description, new_price)
     SELECT $1, id, $2, 'A sling for the stock-per-colour test', $3 FROM categories ORDER BY position LIMIT 1`,
    [ID, black.name, black.price],
  );
  await shop.pool.query(
    `INSERT INTO product_colors (product_id, position, name, hex, images, stock)
     VALUES ($1, 0, 'Black', '#1b1b1b', '{}', 3), ($1, 1, 'Tan', '#a0522d', '{}', 0)`,
    [ID],
  );
});
afterAll(() => shop.close());

const place = (product: StockedProduct, quantity = 1) => postJson(shop, '/api/orders', orderFor(product, quantity));
const colourStock = async () => {
  const { rows } = await shop.pool.query<{ name: string; stock: number }>(
    'SELECT name, stock FROM product_colors WHERE product_id = $1 ORDER BY position',
    [ID],
  );
  const product = await shop.pool.query<{ stock: number; in_stock: boolean }>(
    'SELECT stock, in_stock FROM products WHERE id = $1',
    [ID],
  );
  return { ...Object.fromEntries(rows.map((r) => [r.name, r.stock])), product: product.rows[0] };
};
const shown = async () => (await bodyOf(await shop.app.request(`/api/products/public/${ID}`), productResponse)).data;

describe('stock per colour', () => {
  it("shows each colour's stock state and the product in stock while any colour is", async () => {
    const { product } = await shown();
    expect(product.inStock).toBe(true);
    expect(product.colors.map((c) => [c.colorName, c.inStock, c.stockLeft])).toEqual([
      ['Black', true, 3],
      ['Tan', false, undefined],
    ]);
    expect(await colourStock()).toEqual({ Black: 3, Tan: 0, product: { stock: 3, in_stock: true } });
  });

  it('refuses a tan order with 409 while black sells', async () => {
    const refused = await place(tan);
    expect(refused.status).toBe(409);
    expect((await bodyOf(refused, failure)).message).toBe('Colour Stock Sling in Tan is out of stock');
    expect(await colourStock()).toMatchObject({ Black: 3, Tan: 0 });
  });

  it('sells the last 3 black ones to exactly 3 of 20 racing buyers, and a cancel restores black, not tan', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => place(black)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(
      statuses.filter((s) => s !== 201),
      JSON.stringify(
        await Promise.all(
          results
            .filter((r) => r.status !== 201)
            .slice(0, 2)
            .map((r) => r.clone().text()),
        ),
      ),
    ).toEqual(Array(17).fill(409));
    expect(await colourStock()).toEqual({ Black: 0, Tan: 0, product: { stock: 0, in_stock: false } });
    const sold = results.find((r) => r.status === 201)!;
    const { orderNumber } = (await bodyOf(sold, orderResponse)).data.order;
    expect((await shopperCancel(shop, orderNumber)).status).toBe(200);
    expect(await colourStock()).toEqual({ Black: 1, Tan: 0, product: { stock: 1, in_stock: true } });
    expect((await shown()).product.colors.map((c) => c.inStock)).toEqual([true, false]);
  });

  it('puts a shop-cancelled tan bag back on tan', async () => {
    await shop.pool.query(`UPDATE product_colors SET stock = 2 WHERE product_id = $1 AND name = 'Tan'`, [ID]);
    const res = await place(tan);
    expect(res.status).toBe(201);
    const { orderNumber } = (await bodyOf(res, orderResponse)).data.order;
    expect(await colourStock()).toMatchObject({ Black: 1, Tan: 1 });
    for (const status of ['confirmed', 'packed'])
      expect((await shopTransition(shop, orderNumber, { to: status })).status).toBe(200);
    expect((await shopTransition(shop, orderNumber, { to: 'cancelled' })).status).toBe(200);
    expect(await colourStock()).toEqual({ Black: 1, Tan: 2, product: { stock: 3, in_stock: true } });
  });

  it("refuses a write of the product's stock: the colours are its one truth", async () => {
    await expect(shop.pool.query('UPDATE products SET stock = 50 WHERE id = $1', [ID])).rejects.toThrow(
      /sum of its colours/,
    );
  });
});
