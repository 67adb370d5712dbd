import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { productListResponse } from '../../api-schema/responses';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const list = async (query = '') => {
  const res = await shop.app.request(`/api/products/public${query}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productListResponse)).data;
};
const allProducts = async (query = '') => (await list(`?limit=48&${query}`)).products;

describe('GET /api/products/public', () => {
  it('returns a page of 12 newest products with category objects and pagination', async () => {
    const { products, pagination } = await list();
    const { rows } = await shop.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(products).toHaveLength(12);
    expect(pagination).toEqual({ current: 1, pages: Math.ceil(rows[0]!.n / 12), total: rows[0]!.n });
    expect(rows[0]!.n).toBeGreaterThanOrEqual(150);
    const dates = products.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(products[0]!.category).toEqual({
      _id: expect.any(String),
      categoryName: expect.any(String),
      categoryNameHi: expect.any(String),
    });
    expect(products[0]!.colors[0]!.images.length).toBeGreaterThanOrEqual(2);
  });

  it('returns colours in position order', async () => {
    const [product] = await allProducts();
    const { rows } = await shop.pool.query<{ name: string }>(
      'SELECT name FROM product_colors WHERE product_id = $1 ORDER BY position',
      [product!._id],
    );
    expect(product!.colors.map((c) => c.colorName)).toEqual(rows.map((r) => r.name));
  });

  it('pages with page and limit, and the pages never overlap', async () => {
    const first = await list('?limit=5&page=1');
    const second = await list('?limit=5&page=2');
    expect(first.pagination.current).toBe(1);
    expect(second.pagination.current).toBe(2);
    expect(second.pagination.pages).toBe(Math.ceil(second.pagination.total / 5));
    const ids = [...first.products, ...second.products].map((p) => p._id);
    expect(new Set(ids).size).toBe(10);
    const beyond = await list(`?limit=5&page=${first.pagination.pages + 1}`);
    expect(beyond.products).toEqual([]);
  });

  it('filters by price inclusively on both ends', async () => {
    const { rows } = await shop.pool.query<{ p: number }>(
      'SELECT new_price AS p FROM products ORDER BY new_price LIMIT 1 OFFSET 20',
    );
    const edge = rows[0]!.p;
    const atLeast = await allProducts(`minPrice=${edge}&sortBy=newPrice&sortOrder=asc`);
    expect(atLeast[0]!.newPrice).toBe(edge);
    expect(atLeast.every((p) => p.newPrice >= edge)).toBe(true);
    const atMost = await allProducts(`maxPrice=${edge}&sortBy=newPrice&sortOrder=desc`);
    expect(atMost[0]!.newPrice).toBe(edge);
    const exactly = await allProducts(`minPrice=${edge}&maxPrice=${edge}`);
    expect(exactly.length).toBeGreaterThan(0);
    expect(exactly.every((p) => p.newPrice === edge)).toBe(true);
  });

  it("a price range's total is the exact count of its products, shop-wide, in a category and in stock", async () => {
    const { rows } = await shop.pool.query<{ id: string; p: number; category: string }>(
      `SELECT id, new_price AS p, category_id AS category FROM products WHERE active ORDER BY new_price, id`,
    );
    const prices = rows.map((r) => r.p);
    const [low, mid, high] = [prices[10]!, prices[Math.floor(prices.length / 2)]!, prices.at(-10)!];
    const category = rows[Math.floor(rows.length / 2)]!.category;
    const cases: [string, string, unknown[]][] = [
      [`minPrice=${low}&maxPrice=${mid}`, 'new_price BETWEEN $1 AND $2', [low, mid]],
      [`minPrice=${mid}&maxPrice=${mid}`, 'new_price = $1', [mid]],
      [`minPrice=${mid + 1}`, 'new_price > $1', [mid]],
      [`maxPrice=${low - 1}`, 'new_price < $1', [low]],
      [`minPrice=${high}&inStock=true`, 'new_price >= $1 AND stock > 0', [high]],
      [`maxPrice=${mid}&inStock=true`, 'new_price <= $1 AND stock > 0', [mid]],
      [`minPrice=${prices.at(-1)! + 1}`, 'new_price > $1', [prices.at(-1)]],
      [`minPrice=0&maxPrice=${low}&exclude=${rows[0]!.id}`, 'new_price <= $1 AND id <> $2', [low, rows[0]!.id]],
    ];
    for (const [query, condition, params] of cases) {
      const sql = `SELECT count(*)::int AS n FROM products WHERE active AND ${condition}`;
      const expected = (await shop.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
      expect((await list(`?${query}&limit=1`)).pagination.total, query).toBe(expected);
    }
    const inCategory = await shop.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE active AND category_id = $1 AND new_price BETWEEN $2 AND $3',
      [category, low, mid],
    );
    const res = await shop.app.request(`/api/products/category/${category}?minPrice=${low}&maxPrice=${mid}&limit=1`);
    expect((await bodyOf(res, productListResponse)).data.pagination.total).toBe(inCategory.rows[0]!.n);
  });

  it('every price preset finds products', async () => {
    for (const range of [
      'maxPrice=999',
      'minPrice=1000&maxPrice=2500',
      'minPrice=2500&maxPrice=5000',
      'minPrice=5000&maxPrice=10000',
      'minPrice=10001',
    ]) {
      expect((await list(`?${range}`)).pagination.total, range).toBeGreaterThan(5);
    }
  });

  it('inStock=true leaves out sold-out products; inStock=false does not filter', async () => {
    const all = await list('?limit=1');
    const inStock = await list('?inStock=true&limit=48');
    expect(inStock.products.every((p) => p.inStock)).toBe(true);
    expect(inStock.pagination.total).toBeLessThan(all.pagination.total);
    expect((await list('?inStock=false&limit=1')).pagination.total).toBe(all.pagination.total);
  });

  it.each([
    ['createdAt', 'asc'],
    ['createdAt', 'desc'],
    ['newPrice', 'asc'],
    ['newPrice', 'desc'],
    ['productName', 'asc'],
    ['productName', 'desc'],
  ] as const)('sorts by %s %s with a stable id tiebreak', async (sortBy, sortOrder) => {
    const { rows } = await shop.pool.query<{ id: string }>(
      `SELECT id FROM products ORDER BY ${{ createdAt: 'created_at', newPrice: 'new_price', productName: 'product_name' }[sortBy]} ${sortOrder}, id LIMIT 48`,
    );
    const products = await allProducts(`sortBy=${sortBy}&sortOrder=${sortOrder}`);
    expect(products.map((p) => p._id)).toEqual(rows.map((r) => r.id));
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a number'],
    ['limit=49', 'limit must be at most 48'],
    ['minPrice=-1', 'minPrice must be at least 0'],
    ['maxPrice=99999999999', 'maxPrice must be at most 10000000'],
    ['minPrice=5000&maxPrice=1000', 'minPrice must not be above maxPrice'],
    ['sortBy=price', 'sortBy must be createdAt, newPrice or productName'],
    ['sortOrder=up', 'sortOrder must be asc or desc'],
    ['inStock=yes', 'inStock must be true or false'],
    ['page=1&page=2', undefined],
  ])('answers 400 for %s', async (query, message) => {
    const res = await shop.app.request(`/api/products/public?${query}`);
    expect(res.status).toBe(400);
    const body = await bodyOf(res, failure);
    if (message) expect(body.message).toBe(message);
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
