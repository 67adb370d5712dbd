import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  searchSuggestionsResponse,
} from '../../api-schema/searchSuggestions';
import { orderFor, stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const suggest = async (q: string) => {
  const res = await shop.app.request(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, searchSuggestionsResponse)).data;
};

describe('GET /api/search/suggestions', () => {
  it('suggests products for a prefix still being typed, and their categories', async () => {
    const { products, categories, didYouMean } = await suggest('bac');
    expect(products).toHaveLength(SUGGESTED_PRODUCTS);
    expect(products.every((p) => /backpack/i.test(p.productName))).toBe(true);
    expect(products.every((p) => p.image.startsWith('/images/products/backpack/'))).toBe(true);
    expect(categories[0]).toEqual({ _id: 'backpacks', categoryName: 'Backpacks', categoryNameHi: 'बैकपैक' });
    expect(products.every((p) => /[\u0900-\u097F]/.test(p.categoryNameHi ?? ''))).toBe(true);
    expect(categories.length).toBeLessThanOrEqual(SUGGESTED_CATEGORIES);
    expect(didYouMean).toBeUndefined();
  });

  it('ranks like the listing and understands the same words', async () => {
    const { products } = await suggest('ladies purse');
    const listing = await shop.app.request('/api/products/public?limit=6&search=ladies%20purse');
    const ids = ((await listing.json()) as { data: { products: { _id: string }[] } }).data.products.map((p) => p._id);
    expect(products.map((p) => p._id)).toEqual(ids);
    expect(products[0]!.categoryName).toBe('Wallets');
  });

  it('answers the same whatever the case or spacing', async () => {
    expect(await suggest('  Potli   BAG ')).toEqual(await suggest('potli bag'));
  });

  it('offers a spelling and popular categories when nothing matches', async () => {
    const none = await suggest('hndbg');
    expect(none).toMatchObject({ products: [], didYouMean: 'handbag' });
    expect(none.categories.length).toBeGreaterThan(0);
    const gibberish = await suggest('zzqxjv');
    expect(gibberish.didYouMean).toBeUndefined();
    expect(gibberish.categories.length).toBeGreaterThan(0);
  });

  it.each([
    ['', 'q is required'],
    ['   ', 'q is required'],
    ['x'.repeat(101), 'q must be at most 100 characters'],
  ])('refuses q=%j with 400 and %j', async (q, message) => {
    const res = await shop.app.request(`/api/search/suggestions?q=${q}`);
    expect(res.status).toBe(400);
    expect((await bodyOf(res, failure)).message).toBe(message);
  });

  it('refuses a missing q', async () => {
    const res = await shop.app.request('/api/search/suggestions');
    expect(res.status).toBe(400);
    expect((await bodyOf(res, failure)).message).toBe('q is required');
  });
});

describe('popular categories when nothing matches', () => {
  let fresh: TestShop;
  beforeAll(async () => {
    fresh = await createTestShop();
  });
  afterAll(() => fresh.close());

  it('lead with the category that sold the most units in the last 90 days', async () => {
    const { rows } = await fresh.pool.query<{ id: string; category: string }>(
      `SELECT p.id, c.id AS category FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.active AND p.active AND p.stock >= 20 ORDER BY c.position DESC, p.id LIMIT 1`,
    );
    const product = (await stockedProducts(fresh.pool)).find((p) => p.id === rows[0]!.id)!;
    for (let i = 0; i < 2; i++) {
      expect((await postJson(fresh, '/api/orders', orderFor(product, 10))).status).toBe(201);
    }
    const res = await fresh.app.request('/api/search/suggestions?q=zzqxjv');
    const { categories } = (await bodyOf(res, searchSuggestionsResponse)).data;
    expect(categories[0]!._id).toBe(rows[0]!.category);
  });
});
