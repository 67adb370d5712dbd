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
