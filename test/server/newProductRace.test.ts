import { afterAll, beforeAll, expect, it } from 'vitest';
import { operatorHeaders } from './operatorFixtures';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

// Found by the contract test (apiContract.test.ts): concurrent adds of one name picked the same id, and all
// but one answered 500 on the unique key.
it('eight desks adding the same product name at once each get their own id', async () => {
  const desk = await operatorHeaders(shop);
  const body = JSON.stringify({
    productName: 'Agra Full-Grain Leather Slim Wallet',
    categoryId: 'wallets',
    description: 'Same name, added at the same moment',
    newPrice: 499,
    oldPrice: null,
    stock: 4,
    colors: [{ name: 'Tan', hex: '#c8a97e' }],
  });
  const answers = await Promise.all(
    Array.from(
      { length: 8 },
      async () =>
        await shop.app.request('/api/admin/products', {
          method: 'POST',
          headers: { ...desk, 'Content-Type': 'application/json' },
          body,
        }),
    ),
  );
  expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
  const ids = await Promise.all(
    answers.map(async (r) => ((await r.json()) as { data: { product: { id: string } } }).data.product.id),
  );
  expect(new Set(ids).size).toBe(8);
});

// Also found by the contract test: two colours of one name broke the database's one-name-per-colour key (500).
it('a new product with two colours of one name is refused with 400 and adds nothing', async () => {
  const desk = await operatorHeaders(shop);
  const { rows: before } = await shop.pool.query<{ n: string }>('SELECT count(*) AS n FROM products');
  const res = await shop.app.request('/api/admin/products', {
    method: 'POST',
    headers: { ...desk, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      productName: 'Chennai Cork Slim Wallet',
      categoryId: 'wallets',
      newPrice: 400,
      oldPrice: null,
      stock: 4,
      colors: [
        { name: 'Gangtok', hex: '#c68e5b' },
        { name: 'Gangtok', hex: '#e8b4b8' },
      ],
    }),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({
    errors: [{ field: 'colors', message: 'Each colour needs a name of its own' }],
  });
  const { rows: after } = await shop.pool.query<{ n: string }>('SELECT count(*) AS n FROM products');
  expect(after[0]!.n).toBe(before[0]!.n);
});
