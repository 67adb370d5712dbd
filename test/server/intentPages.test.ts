import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse } from '../../api-schema/responses';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

type Listing = Awaited<ReturnType<typeof pageOf>>;

/** Pages of 3, so that every listing here spans several and each category gives more than one page's worth. */
const pageOf = async (path: string, page: number) => {
  const res = await shop.app.request(`${path}${path.includes('?') ? '&' : '?'}limit=3&page=${page}`);
  expect(res.status).toBe(200);
  return (await bodyOf(res, productListResponse)).data;
};

/** Every page of a listing, in order. */
async function allPages(path: string) {
  const first = await pageOf(path, 1);
  const pages: Listing[] = [first];
  for (let page = 2; page <= first.pagination.pages; page++) pages.push(await pageOf(path, page));
  return { ids: pages.flatMap((p) => p.products.map((product) => product._id)), first };
}

/** What the words were read to mean, listed straight from the tables: in stock first, then newest first. */
async function expected(understood: NonNullable<Listing['understood']>) {
  const { rows } = await shop.pool.query<{ id: string }>(
    `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.active AND c.category_name = ANY($1::text[])
        AND ($2::text[] IS NULL OR EXISTS (SELECT 1 FROM product_colors pc WHERE pc.product_id = p.id AND pc.name = ANY($2::text[])))
        AND ($3::text[] IS NULL OR p.material = ANY($3::text[]))
        AND p.new_price BETWEEN coalesce($4::int, 0) AND coalesce($5::int, 2147483647)
      ORDER BY p.in_stock DESC, p.created_at DESC, p.id`,
    [
      understood.categories,
      understood.colours ?? null,
      understood.materials ?? null,
      understood.minPrice ?? null,
      understood.maxPrice ?? null,
    ],
  );
  return rows.map((r) => r.id);
}

/**
 * A search read as kinds of bag and a colour or material lists in stock first, newest first, reading each category's
 * own order and merging them (products.ts, sortedPage; migration 440): every page, in order, is what one ordered
 * listing of those products gives.
 */
describe('a search read as kinds of bag and a facet', () => {
  it.each(['olive work', 'green office bag', 'brown leather work bag under 5000'])(
    '"%s": its pages, in order, are every product it asks for, in stock first, newest first',
    async (words) => {
      const { ids, first } = await allPages(`/api/products/public?search=${encodeURIComponent(words)}`);
      const understood = first.understood!;
      expect(understood.words).toBe('');
      expect(understood.categories?.length).toBeGreaterThan(0);
      const want = await expected(understood);
      expect(want.length).toBeGreaterThan(0);
      expect(ids).toEqual(want);
      expect(first.pagination.total).toBe(want.length);
    },
  );

  it('on a category page, within that category', async () => {
    const { ids, first } = await allPages('/api/products/category/totes?search=black');
    expect(first.understood?.colours).toEqual(['Black']);
    expect(ids).toEqual(await expected({ ...first.understood!, categories: ['Totes'] }));
    expect(ids.length).toBeGreaterThan(0);
  });
});
