import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { orderFor, stockedProducts, type StockedProduct } from './orderFixtures';
import { createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let products: StockedProduct[];

// The 200k bench catalogue's rows are ~1.6–1.8 kB. Rows of 1,634–1,843 bytes are where a table packed
// at fillfactor 90 has no room left for one more version on the page (4 rows fit, the 5th does not).
const ROW_BYTES = 1750;

beforeAll(async () => {
  // 80 orders from one test client: the orders limit (10 a minute per address) is raised for it.
  shop = await createTestShop({ rateLimits: { ...RATE_LIMITS, orders: { ...RATE_LIMITS.orders, limit: 1000 } } });
  // Pads descriptions with spaces (no new words, so no index but the row grows) to the bench's row size…
  await shop.pool.query(
    `UPDATE products p SET description = p.description || repeat(' ', greatest(0, $1 - pg_column_size(p.*)))`,
    [ROW_BYTES],
  );
  // …and packs the table as a bulk load does: every page filled up to the table's fillfactor.
  await shop.pool.query('VACUUM FULL products');
  // …and settles its statistics, so autovacuum does not wake on the padding's dead rows during the orders: a
  // vacuum pinning a page, or an analyze's snapshot, stops the page being pruned and the update moves (flaky at load 8).
  await shop.pool.query('VACUUM ANALYZE products');
  products = (await stockedProducts(shop.pool)).filter((p) => p.stock >= 2).slice(0, 40);
}, 60_000);
afterAll(() => shop.close());

const pageOf = async (ids: string[]) => {
  const { rows } = await shop.pool.query<{ id: string; page: string }>(
    `SELECT id, (ctid::text::point)[0]::text AS page FROM products WHERE id = ANY($1)`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.page]));
};

it('an order updates its product in place: the new row version stays on its page, so no index is written (HOT)', async () => {
  const sizes = await shop.pool.query<{ min: number; max: number }>(
    'SELECT min(pg_column_size(p.*)) AS min, max(pg_column_size(p.*)) AS max FROM products p WHERE id = ANY($1)',
    [products.map((p) => p.id)],
  );
  expect(sizes.rows[0]!.min).toBeGreaterThan(1634);
  expect(sizes.rows[0]!.max).toBeLessThanOrEqual(1843);
  const ids = products.map((p) => p.id);
  const before = await pageOf(ids);
  // Two rounds: the second needs the page's dead version of the first to be pruned to make room.
  for (let round = 0; round < 2; round++) {
    for (const product of products) {
      const res = await postJson(shop, '/api/orders', orderFor(product));
      expect(res.status).toBe(201);
    }
  }
  const after = await pageOf(ids);
  // stock is in no index: a new version on the same page is a heap-only tuple.
  const moved = ids.filter((id) => after.get(id) !== before.get(id));
  expect(moved).toEqual([]);
  const stock = await shop.pool.query<{ id: string; stock: number }>(
    'SELECT id, stock FROM products WHERE id = ANY($1)',
    [ids],
  );
  for (const row of stock.rows) expect(row.stock).toBe(products.find((p) => p.id === row.id)!.stock - 2);
});
