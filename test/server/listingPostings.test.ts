import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForCatalogueChanges, type CatalogueListener } from '../../server/catalogue/catalogueListener';
import type { ListOptions } from '../../server/catalogue/products';
import { SearchIndex } from '../../server/catalogue/searchIndex';
import { TaggedCache } from '../../server/http/taggedCache';
import { brief, listingPaths } from './listingPaths';
import { createTestShop, type TestShop } from './testShop';

// Listings that are not searches, paged from the posting lists, against the SQL path on real PostgreSQL.
let shop: TestShop;
let cache: TaggedCache<unknown>;
let listener: CatalogueListener;
let category: string;
let excluded: string;

/** Ties in every sort key, names that sort differently by collation, hidden and sold-out products. */
async function catalogueWithTies(pool: TestShop['pool']) {
  const ids = (
    await pool.query<{ id: string }>(`SELECT id FROM products WHERE active ORDER BY md5(id) LIMIT 120`)
  ).rows.map((r) => r.id);
  const slice = (from: number, to: number) => ids.slice(from, to);
  await pool.query(`UPDATE products SET new_price = 1499 WHERE id = ANY($1)`, [slice(0, 25)]);
  await pool.query(`UPDATE products SET created_at = '2026-03-01T10:00:00Z' WHERE id = ANY($1)`, [slice(20, 50)]);
  await pool.query(`UPDATE products SET product_name = 'Classic Jute Tote' WHERE id = ANY($1)`, [slice(45, 55)]);
  // Upper/lower case and an accent: Postgres' collation decides their order, not JavaScript's.
  const names = [
    'alpha sling',
    'Alpha Sling',
    'Álpha Sling',
    'alpha-sling',
    'Alpha sling 2',
    'ZEBRA clutch',
    'zebra Clutch',
  ];
  for (const [i, name] of names.entries()) {
    await pool.query(`UPDATE products SET product_name = $2 WHERE id = $1`, [ids[60 + i], name]);
  }
  await pool.query(`UPDATE products SET active = false WHERE id = ANY($1)`, [slice(70, 80)]);
  await pool.query(`UPDATE products SET stock = 0 WHERE id = ANY($1)`, [slice(5, 15).concat(slice(80, 100))]);
  return ids;
}

beforeAll(async () => {
  shop = await createTestShop();
  cache = new TaggedCache<unknown>();
  listener = await listenForCatalogueChanges(shop.pool, cache);
  const ids = await catalogueWithTies(shop.pool);
  excluded = ids[3]!;
  category = (await shop.pool.query<{ c: string }>(`SELECT category_id AS c FROM products WHERE id = $1`, [ids[0]]))
    .rows[0]!.c;
  await SearchIndex.of(shop.pool).ready();
});
afterAll(async () => {
  await listener.close();
  await shop.close();
});

const SORTS = [
  { sortBy: 'createdAt', sortOrder: 'desc' },
  { sortBy: 'createdAt', sortOrder: 'asc' },
  { sortBy: 'newPrice', sortOrder: 'asc' },
  { sortBy: 'newPrice', sortOrder: 'desc' },
  { sortBy: 'productName', sortOrder: 'asc' },
  { sortBy: 'productName', sortOrder: 'desc' },
] as const;

const listing = (extra: Partial<ListOptions>): ListOptions => ({
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
  limit: 12,
  relevance: false,
  ...extra,
});
const { bySql, byPostings } = listingPaths(() => ({ shop, cache }));

/** Every sort × the given filter sets × first, second, a middle, the last and one past the last page, two page sizes. */
async function expectSameAsSql(filterSets: Partial<ListOptions>[]) {
  let compared = 0;
  for (const filters of filterSets) {
    for (const sort of SORTS) {
      for (const limit of [12, 7]) {
        const first = brief(await bySql(listing({ ...filters, ...sort, limit })));
        const last = first.pagination.pages;
        for (const page of new Set([1, 2, Math.ceil(last / 2), last, last + 1].filter((p) => p >= 1))) {
          const o = listing({ ...filters, ...sort, limit, page });
          expect(brief(await byPostings(o)), JSON.stringify(o)).toEqual(brief(await bySql(o)));
          compared++;
        }
      }
    }
  }
  return compared;
}

const FILTER_SETS = (): Partial<ListOptions>[] => [
  {},
  { inStock: 'true' },
  { categoryId: category },
  { minPrice: 1000, maxPrice: 2500 },
  { minPrice: 1499, maxPrice: 1499 },
  { exclude: excluded },
  { categoryId: category, inStock: 'true', maxPrice: 3000, exclude: excluded },
  { categoryId: 'no-such-category' },
];

describe('listing pages from the posting lists', () => {
  it('equal the SQL path for every filter × sort × page, ties and all', async () => {
    expect(await expectSameAsSql(FILTER_SETS())).toBeGreaterThan(400);
  });

  it('have the ties to prove it: equal prices, names and creation times across pages', async () => {
    const byPrice = await bySql(listing({ sortBy: 'newPrice', sortOrder: 'asc', minPrice: 1499, maxPrice: 1499 }));
    expect(byPrice.pagination.total).toBeGreaterThan(12);
    const { rows } = await shop.pool.query<{ created: number; named: number }>(
      `SELECT (SELECT count(*) FROM products WHERE created_at = '2026-03-01T10:00:00Z' AND active)::int AS created,
              (SELECT count(*) FROM products WHERE product_name = 'Classic Jute Tote' AND active)::int AS named`,
    );
    expect(rows[0]!.created).toBeGreaterThan(12);
    expect(rows[0]!.named).toBeGreaterThan(7);
  });
});

describe('listing pages in step with the catalogue', () => {
  const announced = (id?: string) =>
    new Promise<void>((resolve) =>
      cache.onInvalidate((tags) => {
        if (!tags || (id && tags.includes(`product:${id}`))) resolve();
      }),
    );
  const change = async (sql: string, params: unknown[], id?: string) => {
    const heard = announced(id);
    await shop.pool.query(sql, params);
    await heard;
    await SearchIndex.of(shop.pool).ready();
  };
  const pageOne = async (o: Partial<ListOptions>) => brief(await byPostings(listing(o)));
  const few = () => [{}, { inStock: 'true' as const }, { minPrice: 1000, maxPrice: 2500 }];

  it('follows stock crossing zero, a new price (into a tie), a hidden product, a rename and a new product', async () => {
    const newest = (await pageOne({ inStock: 'true' })).ids[0]!;
    const stocked = (await pageOne({ inStock: 'true' })).pagination.total;
    await change('UPDATE products SET stock = 0 WHERE id = $1', [newest], newest);
    expect((await pageOne({ inStock: 'true' })).ids).not.toContain(newest);
    expect((await pageOne({ inStock: 'true' })).pagination.total).toBe(stocked - 1);
    await expectSameAsSql(few());
    await change('UPDATE products SET stock = 3 WHERE id = $1', [newest], newest);
    expect((await pageOne({ inStock: 'true' })).ids[0]).toBe(newest);

    // The cheapest becomes one of the 1499s: the price sorts are redone.
    const cheapest = (await pageOne({ sortBy: 'newPrice', sortOrder: 'asc' })).ids[0]!;
    await change('UPDATE products SET new_price = 1499 WHERE id = $1', [cheapest], cheapest);
    expect((await pageOne({ sortBy: 'newPrice', sortOrder: 'asc' })).ids[0]).not.toBe(cheapest);
    await expectSameAsSql([...few(), { minPrice: 1499, maxPrice: 1499 }]);

    const shown = (await pageOne({ sortBy: 'productName', sortOrder: 'asc' })).ids[0]!;
    await change('UPDATE products SET active = false WHERE id = $1', [shown], shown);
    expect((await pageOne({ sortBy: 'productName', sortOrder: 'asc' })).ids).not.toContain(shown);

    // A rename re-sorts by name (the lists are built again).
    const last = (await pageOne({ sortBy: 'productName', sortOrder: 'desc' })).ids[0]!;
    await change(`UPDATE products SET product_name = 'AAA Jute Tote' WHERE id = $1`, [last], last);
    expect((await pageOne({ sortBy: 'productName', sortOrder: 'asc' })).ids[0]).toBe(last);

    // A new product created at the same instant as the newest: the id breaks the tie.
    const top = await shop.pool.query<{ created_at: string; id: string }>(
      `SELECT created_at::text, id FROM products WHERE active ORDER BY created_at DESC, id LIMIT 1`,
    );
    await change(
      `INSERT INTO products (id, category_id, product_name, description, new_price, old_price, stock, created_at)
       VALUES ('0-first-by-id', $1, 'Festive Potli', 'A potli for the wedding season.', 1499, 1800, 4, $2)`,
      [category, top.rows[0]!.created_at],
    );
    expect((await pageOne({})).ids.slice(0, 2)).toEqual(['0-first-by-id', top.rows[0]!.id]);
    await expectSameAsSql([...few(), { categoryId: category }, { minPrice: 1499, maxPrice: 1499 }]);
  });
});
