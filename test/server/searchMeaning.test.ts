import { afterAll, beforeAll, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** The rule as first written (every word a substring, or a substring through a word spelt alike), by scan. */
async function matchedByScan(search: string): Promise<string[]> {
  const words = search.toLowerCase().split(/\s+/);
  const conditions = words.map(
    (_, i) => `(p.product_name || ' ' || p.description) ILIKE ANY (ARRAY(
      SELECT '%' || sw.word || '%' FROM search_words sw
      WHERE length($${i + 1}) >= 4 AND sw.word % $${i + 1} AND similarity(sw.word, $${i + 1}) >= 0.5
    ) || ('%' || $${i + 1} || '%'))`,
  );
  const { rows } = await shop.pool.query<{ id: string }>(
    `SELECT p.id FROM products p WHERE ${conditions.join(' AND ')} ORDER BY p.id`,
    words,
  );
  return rows.map((r) => r.id);
}

async function matchedByApi(search: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await shop.app.request(
      `/api/products/public?search=${encodeURIComponent(search)}&sortBy=productName&limit=48&page=${page}`,
    );
    const { products, pagination } = (await bodyOf(res, productListResponse)).data;
    ids.push(...products.map((p) => p._id));
    if (page >= pagination.pages) return ids.sort();
  }
}

it.each([
  'bag',
  'tote',
  'Leather wallet',
  'lether',
  'bakpack',
  'hanbag',
  'tiffin',
  'zari silk',
  'cafe',
  'café',
  '14',
  'bi-fold',
  'vegan-leather',
  'a',
])('the indexed search finds exactly what a scan does for %j', async (search) => {
  const expected = await matchedByScan(search);
  expect(await matchedByApi(search)).toEqual(expected);
});
