import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetsResponse } from '../../api-schema/facets';
import { productListResponse } from '../../api-schema/responses';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const facets = async (path: string) => {
  const res = await shop.app.request(path);
  expect(res.status).toBe(200);
  return (await bodyOf(res, facetsResponse)).data;
};
const total = async (query: string) => {
  const res = await shop.app.request(`/api/products/public?${query}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productListResponse)).data.pagination.total;
};
const rows = async <T>(sql: string, params: unknown[] = []) => (await shop.pool.query(sql, params)).rows as T[];

describe('facet counts (colour, material, discount)', () => {
  it('count every shown product once per colour, material and discount step', async () => {
    const all = await facets('/api/products/facets');
    const colours = await rows<{ value: string; count: number }>(
      `SELECT pc.name AS value, count(DISTINCT p.id)::int AS count FROM products p JOIN product_colors pc ON pc.product_id = p.id
       WHERE p.active GROUP BY pc.name ORDER BY count DESC, pc.name`,
    );
    expect(all.colors.map(({ value, count }) => ({ value, count }))).toEqual(colours);
    const shown = (await rows<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE active'))[0]!.n;
    expect(all.materials.reduce((sum, m) => sum + m.count, 0)).toBe(shown);
    expect(all.materials.map((m) => m.value)).toEqual(expect.arrayContaining(['leather', 'vegan-leather', 'canvas']));
    const tenOff = (
      await rows<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE active AND discount >= 10')
    )[0]!;
    expect(all.discounts.find((d) => d.value === 10)?.count).toBe(tenOff.n);
  });

  it("each facet is counted with the other filters but not its own, and agrees with the listing's totals", async () => {
    const black = await facets('/api/products/facets?color=Black');
    // The colour facet ignores the colour chosen: Black's count is the listing's total for it.
    expect(black.colors.find((c) => c.value === 'Black')?.count).toBe(await total('color=Black'));
    expect(black.colors.length).toBeGreaterThan(1);
    for (const m of black.materials) expect(m.count).toBe(await total(`color=Black&material=${m.value}`));
    const both = await facets('/api/products/facets?color=Black,Tan&material=leather&inStock=true');
    expect(both.discounts.find((d) => d.value === 10)?.count ?? 0).toBe(
      await total('color=Black,Tan&material=leather&inStock=true&discount=10'),
    );
  });

  it('a discount filter keeps only products that much off; a search and a category narrow the counts', async () => {
    const res = await shop.app.request('/api/products/public?discount=30&limit=48');
    const { products } = (await bodyOf(res, productListResponse)).data;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => Math.round(((p.oldPrice! - p.newPrice) / p.oldPrice!) * 100) >= 30)).toBe(true);
    const wallets = await facets('/api/products/category/wallets/facets');
    const inWallets = await shop.app.request('/api/products/category/wallets?limit=1');
    const walletsTotal = (await bodyOf(inWallets, productListResponse)).data.pagination.total;
    expect(wallets.materials.reduce((s, m) => s + m.count, 0)).toBe(walletsTotal);
    const cheap = await facets(`/api/products/facets?search=${encodeURIComponent('under 1000')}`);
    expect(cheap.materials.reduce((s, m) => s + m.count, 0)).toBe(await total('maxPrice=1000'));
  });

  it('refuses a bad facet value and an unknown category', async () => {
    expect((await shop.app.request('/api/products/facets?discount=95')).status).toBe(400);
    expect((await shop.app.request('/api/products/public?discount=abc')).status).toBe(400);
    expect((await shop.app.request('/api/products/category/no-such/facets')).status).toBe(404);
  });
});
