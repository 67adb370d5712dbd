import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForCatalogueChanges, type CatalogueListener } from '../../server/catalogue/catalogueListener';
import { ListingMemo } from '../../server/catalogue/listingMemo';
import { listProducts, type ListOptions } from '../../server/catalogue/products';
import { SearchIndex } from '../../server/catalogue/searchIndex';
import { TaggedCache } from '../../server/http/taggedCache';
import { brief, listingPaths } from './listingPaths';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let cache: TaggedCache<unknown>;
let listener: CatalogueListener;
let category: string;
let someId: string;
beforeAll(async () => {
  shop = await createTestShop();
  cache = new TaggedCache<unknown>();
  listener = await listenForCatalogueChanges(shop.pool, cache);
  await SearchIndex.of(shop.pool).ready();
  const { rows } = await shop.pool.query<{ id: string; category_id: string }>(
    `SELECT id, category_id FROM products WHERE active AND product_name ILIKE '%tote%' ORDER BY id LIMIT 1`,
  );
  [category, someId] = [rows[0]!.category_id, rows[0]!.id];
});
afterAll(async () => {
  await listener.close();
  await shop.close();
});

const options = (search: string, extra: Partial<ListOptions> = {}): ListOptions => ({
  search,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
  limit: 300,
  relevance: true,
  ...extra,
});
const { bySql, byPostings } = listingPaths(() => ({ shop, cache }));

const SEARCHES = [
  'bag',
  'bakpack',
  'leather wallet',
  'wallet for men',
  'ladies bag',
  'hanbag',
  'cotton tote bag',
  'laptop 15',
  'clucth',
  'travel duffel',
  'school bag for kids',
  'potli',
  // The typed phrase in the name decides between equal scores.
  'card holder',
  'top handle',
  'block print cotton',
  'roll top',
  'full grain leather',
  'vegan leather tote',
  'a',
  'zzqxjv',
];

describe('search from posting lists', () => {
  it.each(SEARCHES)('ranks and counts "%s" exactly as SQL does, under every filter', async (search) => {
    const filters: Partial<ListOptions>[] = [
      {},
      { inStock: 'true' },
      { categoryId: category },
      { minPrice: 1000, maxPrice: 2500 },
      { exclude: someId },
      { categoryId: category, inStock: 'true', maxPrice: 3000 },
      { relevance: false, sortBy: 'newPrice', sortOrder: 'asc', limit: 24, page: 2 },
    ];
    for (const extra of filters) {
      const o = options(search, extra);
      expect(brief(await byPostings(o)), JSON.stringify(extra)).toEqual(brief(await bySql(o)));
    }
  });
});

describe('price ranges from posting lists', () => {
  it('counts every range and filter set exactly as SQL does', async () => {
    const ranges: [number | undefined, number | undefined][] = [
      [1000, 2500],
      [undefined, 999],
      [2500, undefined],
      [1499, 1499],
      [0, 0],
    ];
    for (const [minPrice, maxPrice] of ranges) {
      for (const extra of [{}, { inStock: 'true' as const }, { categoryId: category }, { exclude: someId }]) {
        const o = { ...options('', { minPrice, maxPrice, relevance: false, limit: 12 }), search: undefined, ...extra };
        expect(brief(await byPostings(o)), JSON.stringify(o)).toEqual(brief(await bySql(o)));
      }
    }
  });
});

describe('posting lists in step with the catalogue', () => {
  /** Resolves when the listener has passed on the next announcement about `id` (or about everything). */
  const announced = (id?: string) =>
    new Promise<void>((resolve) =>
      cache.onInvalidate((tags) => {
        if (!tags || (id && tags.includes(`product:${id}`))) resolve();
      }),
    );
  const totals = async (o: ListOptions) => {
    const [postings, sql] = [brief(await byPostings(o)), brief(await bySql(o))];
    expect(postings).toEqual(sql);
    return postings.pagination.total;
  };
  const change = async (sql: string, params: unknown[], id?: string) => {
    const heard = announced(id);
    await shop.pool.query(sql, params);
    await heard;
    await SearchIndex.of(shop.pool).ready();
  };

  it('follows a stock change, a hidden product and a new price in place', async () => {
    const inStock = options('tote', { inStock: 'true' });
    const priced = options('tote', { minPrice: 0, maxPrice: 999_999 });
    const rangeOnly = { ...options('', { minPrice: 0, maxPrice: 999_999, relevance: false }), search: undefined };
    const [stocked, all, inRange] = [await totals(inStock), await totals(options('tote')), await totals(priced)];
    const shopInRange = await totals(rangeOnly);

    await change('UPDATE products SET stock = 0 WHERE id = $1', [someId], someId);
    expect(await totals(inStock)).toBe(stocked - 1);
    await change('UPDATE products SET new_price = 1_000_000 WHERE id = $1', [someId], someId);
    expect(await totals(priced)).toBe(inRange - 1);
    expect(await totals(rangeOnly)).toBe(shopInRange - 1);
    await change('UPDATE products SET active = false WHERE id = $1', [someId], someId);
    expect(await totals(options('tote'))).toBe(all - 1);
  });

  it('follows a renamed product, a new one and a removed one', async () => {
    // A word the catalogue has (search_words is refreshed with the seed, not with every edit).
    const potli = options('potli');
    const before = await totals(potli);
    expect(before).toBeGreaterThan(0);
    const { rows } = await shop.pool.query<{ id: string }>(
      `SELECT id FROM products WHERE active AND id <> $1 AND NOT search_tokens @@ 'potli'::tsquery ORDER BY id LIMIT 1`,
      [someId],
    );
    const renamed = rows[0]!.id;
    await change(`UPDATE products SET product_name = 'Zari Potli' WHERE id = $1`, [renamed], renamed);
    expect(await totals(potli)).toBe(before + 1);
    expect((await byPostings(options('zari potli'))).products[0]!._id).toBe(renamed);
    await change(
      `INSERT INTO products (id, category_id, product_name, description, new_price, old_price, stock)
       VALUES ('festive-potli-new', $1, 'Festive Potli', 'A potli for the wedding season.', 1500, 1800, 4)`,
      [category],
    );
    expect(await totals(potli)).toBe(before + 2);
    expect((await byPostings(options('potli', { categoryId: category }))).products.map((p) => p._id)).toContain(
      'festive-potli-new',
    );
    await change(`DELETE FROM products WHERE id = 'festive-potli-new'`, []);
    expect(await totals(potli)).toBe(before + 1);
  });
});

describe("an app's memo", () => {
  it('keeps posting lists that another built in step from its first moment', async () => {
    const other = await createTestShop();
    const otherCache = new TaggedCache<unknown>();
    const otherListener = await listenForCatalogueChanges(other.pool, otherCache);
    try {
      const appMemo = new ListingMemo(otherCache, { pool: other.pool });
      await SearchIndex.of(other.pool).ready();
      const o = options('tote', { inStock: 'true' });
      const before = await listProducts(other.pool, new ListingMemo(otherCache, { postings: false }), o);
      const id = before.products[0]!._id;
      const heard = new Promise<void>((resolve) =>
        otherCache.onInvalidate((tags) => tags?.includes(`product:${id}`) && resolve()),
      );
      await other.pool.query('UPDATE products SET stock = 0 WHERE id = $1', [id]);
      await heard;
      expect(await SearchIndex.of(other.pool).current()).toBeDefined();
      expect((await listProducts(other.pool, appMemo, o)).pagination.total).toBe(before.pagination.total - 1);
    } finally {
      await otherListener.close();
      await other.close();
    }
  });
});
