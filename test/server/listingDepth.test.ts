import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTING_DEPTH } from '../../api-schema/constants';
import { productListResponse } from '../../api-schema/responses';
import { growCatalogue } from '../../bench/scale/generateCatalogue';
import { FIRST_CANDIDATES, RELEVANCE_CANDIDATES } from '../../server/catalogue/productSearch';
import { bodyOf, createTestShop, type TestShop } from './testShop';

const PRODUCTS = MAX_LISTING_DEPTH + 500;
/** A page of 12 near the cap (the in-stock listing still reaches it). */
const DEEP_PAGE = Math.floor((MAX_LISTING_DEPTH * 0.7) / 12);
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await growCatalogue(shop.pool, PRODUCTS);
}, 120_000);
afterAll(() => shop.close());

const list = async (query: string) => {
  const res = await shop.app.request(`/api/products/public?${query}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productListResponse)).data;
};

describe(`a catalogue deeper than ${MAX_LISTING_DEPTH} results`, () => {
  it('keeps the true total but serves pages only down to the depth cap', async () => {
    const lastPage = Math.ceil(MAX_LISTING_DEPTH / 48);
    const last = await list(`limit=48&page=${lastPage}`);
    expect(last.pagination).toEqual({ current: lastPage, pages: lastPage, total: PRODUCTS });
    expect(last.products).toHaveLength(MAX_LISTING_DEPTH - (lastPage - 1) * 48);
    const beyond = await list(`limit=48&page=${lastPage + 1}`);
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.total).toBe(PRODUCTS);
  });

  it('a deep page holds the same rows, in the same order, as the plain query', async () => {
    for (const [sortBy, column] of [
      ['createdAt', 'created_at'],
      ['newPrice', 'new_price'],
      ['productName', 'product_name'],
    ]) {
      for (const order of ['asc', 'desc']) {
        const { rows } = await shop.pool.query<{ id: string }>(
          `SELECT id FROM products WHERE stock > 0 ORDER BY ${column} ${order}, id LIMIT 12 OFFSET $1`,
          [(DEEP_PAGE - 1) * 12],
        );
        const page = await list(`inStock=true&sortBy=${sortBy}&sortOrder=${order}&page=${DEEP_PAGE}`);
        expect(
          page.products.map((p) => p._id),
          `${sortBy} ${order}`,
        ).toEqual(rows.map((r) => r.id));
      }
    }
  });

  it('ranks a common word among a bounded set of candidates, and says how many match', async () => {
    // "bag" matches a word starting with it (bag, bags), by scan.
    const { rows } = await shop.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE EXISTS (
         SELECT 1 FROM regexp_split_to_table(lower(p.product_name || ' ' || p.description), '[^[:alnum:]]+') AS w
         WHERE w LIKE 'bag%')`,
    );
    expect(rows[0]!.n).toBeGreaterThan(RELEVANCE_CANDIDATES);
    const first = await list('search=bag');
    expect(first.pagination).toEqual({ current: 1, pages: Math.ceil(RELEVANCE_CANDIDATES / 12), total: rows[0]!.n });
    expect(first.products.every((p) => /bag/i.test(p.productName))).toBe(true);
    const beyond = await list(`search=bag&page=${first.pagination.pages + 1}`);
    expect(beyond.products).toEqual([]);
  });

  it("pages through a ranked search without repeating or skipping a product, past the first pages' ranking too", async () => {
    const pages: string[][] = [];
    for (let page = 1; page <= Math.ceil(RELEVANCE_CANDIDATES / 12); page++) {
      const { products } = await list(`search=bag&inStock=true&page=${page}`);
      expect(products, `page ${page}`).toHaveLength(Math.min(12, RELEVANCE_CANDIDATES - (page - 1) * 12));
      pages.push(products.map((p) => p._id));
    }
    const ids = pages.flat();
    expect(new Set(ids).size).toBe(RELEVANCE_CANDIDATES);
    // The first pages come from FIRST_CANDIDATES' ranking, and stay as they were once a deeper page was asked for.
    expect(ids.length).toBeGreaterThan(FIRST_CANDIDATES);
    expect((await list(`search=bag&inStock=true&page=1&limit=48`)).products.map((p) => p._id)).toEqual(
      ids.slice(0, 48),
    );
  });

  it('gives grown products pictures the image routes draw', async () => {
    const { rows } = await shop.pool.query<{ url: string }>(
      `SELECT DISTINCT ON (p.category_id) c.images[4] AS url FROM products p
       JOIN product_colors c ON c.product_id = p.id WHERE p.id ~ '-[0-9]+$' ORDER BY p.category_id, p.id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const { url } of rows) expect((await shop.app.request(url)).status, url).toBe(200);
  });
});
