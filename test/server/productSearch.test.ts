import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { LISTINGS_TAG } from '../../server/catalogue/catalogueChanges';
import { ResponseCache } from '../../server/http/responseCache';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const search = async (query: string) => {
  const res = await shop.app.request(`/api/products/public?limit=48&${query}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productListResponse)).data;
};

describe('search', () => {
  it('finds backpacks despite a typo, ranked by relevance when no sort is given', async () => {
    const { products } = await search('search=bakpack');
    expect(products.length).toBeGreaterThanOrEqual(10);
    expect(products.slice(0, 10).every((p) => /backpack/i.test(p.productName))).toBe(true);
  });

  it('is case-insensitive', async () => {
    const lower = await search('search=tote');
    const upper = await search('search=TOTE');
    expect(upper.pagination.total).toBe(lower.pagination.total);
    expect(lower.products.some((p) => p.productName.includes('Tote'))).toBe(true);
  });

  it('matches the description as well as the name', async () => {
    const { rows } = await shop.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE description ILIKE '%tiffin%' AND product_name NOT ILIKE '%tiffin%'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const { pagination } = await search('search=tiffin');
    expect(pagination.total).toBeGreaterThanOrEqual(rows[0]!.n);
  });

  it('ranks products matching every word before those matching some, and keeps both', async () => {
    // Two words neither a colour nor a material (those are filters: ADR 026).
    const { products, pagination } = await search('search=zari%20potli');
    const both = products.map(
      (p) => /zari/i.test(`${p.productName} ${p.description}`) && /potli/i.test(`${p.productName} ${p.description}`),
    );
    expect(both[0]).toBe(true);
    expect(both.slice(both.indexOf(false) === -1 ? both.length : both.indexOf(false))).not.toContain(true);
    const { rows } = await shop.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE (product_name || ' ' || description) ~* '\\mzari' AND (product_name || ' ' || description) ~* '\\mpotli'`,
    );
    expect(pagination.total).toBeGreaterThan(rows[0]!.n);
  });

  it('leaves out a word most products have beside a rarer one, and still finds it alone', async () => {
    const share = async (word: string) => {
      const { rows } = await shop.pool.query<{ share: number }>(
        `SELECT avg((search_tokens @@ to_tsquery('simple', $1))::int)::float AS share FROM products WHERE active`,
        [word],
      );
      return rows[0]!.share;
    };
    // The premise: in a bag shop "bag" is in most products, "messenger" in few.
    expect(await share('bag')).toBeGreaterThan(0.5);
    expect(await share('messenger')).toBeLessThan(0.5);
    const messengerBag = await search('search=messenger%20bag');
    const messenger = await search('search=messenger');
    expect(messengerBag.pagination.total).toBe(messenger.pagination.total);
    expect(messengerBag.products.every((p) => /messenger/i.test(`${p.productName} ${p.description}`))).toBe(true);
    // The typed phrase still ranks first the names that hold it.
    expect(messengerBag.products[0]!.productName).toMatch(/messenger bag/i);
    const bag = await search('search=bag');
    expect(bag.pagination.total).toBeGreaterThan(messengerBag.pagination.total);
  });

  it('honours an explicit sort while searching', async () => {
    const { products } = await search('search=backpack&sortBy=newPrice&sortOrder=asc');
    const prices = products.map((p) => p.newPrice);
    expect(prices.length).toBeGreaterThan(1);
    expect(new Set(prices).size).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('treats LIKE wildcards literally and finds nothing for gibberish', async () => {
    expect((await search('search=%25%25%25')).products).toEqual([]);
    expect((await search('search=zzqxjv')).pagination).toEqual({ current: 1, pages: 0, total: 0 });
  });

  it('combines search with price and stock filters', async () => {
    const { products } = await search('search=tote&maxPrice=2500&inStock=true');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.newPrice <= 2500 && p.inStock)).toBe(true);
  });
});

describe('typo tolerance', () => {
  it.each([
    ['hanbag', /handbag/i],
    ['bakpack', /backpack/i],
    ['walet', /wallet/i],
    ['lether', /leather/i],
  ])('%s finds %s', async (typo, expected) => {
    const { products } = await search(`search=${typo}`);
    expect(products.length).toBeGreaterThan(0);
    expect(`${products[0]!.productName} ${products[0]!.description}`).toMatch(expected);
  });
});

describe('a ranked search kept per cache generation', () => {
  let mine: TestShop;
  const cache = new ResponseCache();
  beforeAll(async () => {
    mine = await createTestShop({ cache });
  });
  afterAll(() => mine.close());

  const ranked = async (query: string) => {
    const res = await mine.app.request(`/api/products/public?${query}`);
    expect(res.status).toBe(200);
    return (await bodyOf(res, productListResponse)).data;
  };

  it('serves every page and page size from one ranking', async () => {
    const whole = await ranked('search=leather bag&limit=30');
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await ranked(`search=leather bag&limit=10&page=${page}`)).products);
    expect(pages.map((p) => p._id)).toEqual(whole.products.map((p) => p._id));
    expect(whole.products).toHaveLength(30);
  });

  it('ranks again once the listings change', async () => {
    const before = await ranked('search=tote&limit=5');
    const top = before.products[0]!._id;
    await mine.pool.query('UPDATE products SET active = false WHERE id = $1', [top]);
    // What the catalogue listener does when the database announces the change.
    cache.invalidate([LISTINGS_TAG]);
    const after = await ranked('search=tote&limit=5');
    expect(after.products.map((p) => p._id)).toEqual([
      ...before.products.slice(1).map((p) => p._id),
      expect.any(String),
    ]);
    expect(after.products.map((p) => p._id)).not.toContain(top);
    expect(after.pagination.total).toBe(before.pagination.total - 1);
  });
});
