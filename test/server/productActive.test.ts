import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductListResponse, adminProductSaveResponse } from '../../api-schema/adminCatalogue';
import { failure } from '../../api-schema/envelope';
import { productListResponse } from '../../api-schema/responses';
import { searchSuggestionsResponse } from '../../api-schema/searchSuggestions';
import { operatorHeaders } from './operatorFixtures';
import { orderFor, setProduct, type StockedProduct } from './orderFixtures';
import { bodyOf, postJson, type TestShop } from './testShop';
import { createTwoProcessShop, type TwoProcessShop } from './twoProcessShop';

// The desk on process A; a storefront process B (own pool, cache and listener) warmed before the change,
// so every surface below is proven to drop its cached answer, not just to compute a fresh one.
let shop: TestShop;
let two: TwoProcessShop;
let appB: TwoProcessShop['appB'];
let desk: Record<string, string>;
let target: StockedProduct & { categoryId: string };
let sibling: string;

beforeAll(async () => {
  two = await createTwoProcessShop({ siteUrl: 'https://shop.example' });
  ({ shop, appB } = two);
  desk = await operatorHeaders(shop);
  // The newest product: on the home page's Featured, page 1 of every listing and its category's related row.
  const { rows } = await shop.pool.query<StockedProduct & { categoryId: string }>(
    `SELECT p.id, p.product_name AS name, p.new_price AS price, p.category_id AS "categoryId", pc.name AS colour, 0 AS stock
       FROM products p JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0
      ORDER BY p.created_at DESC, p.id LIMIT 1`,
  );
  target = { ...rows[0]!, stock: 7 };
  await setProduct(shop.pool, target.id, { stock: 7 });
  sibling = (
    await shop.pool.query<{ id: string }>(
      'SELECT id FROM products WHERE category_id = $1 AND id <> $2 ORDER BY created_at DESC LIMIT 1',
      [target.categoryId, target.id],
    )
  ).rows[0]!.id;
});
afterAll(() => two.close());

// Stock is per colour (ADR 028): setProduct left the first colour 7 and the others none.
const sevenOfFirst = () => expect.objectContaining({ [target.colour]: 7 }) as unknown;
const setActive = (active: boolean) =>
  shop.app.request(`/api/admin/products/${target.id}/stock-and-price`, {
    method: 'PUT',
    headers: { ...desk, 'Content-Type': 'application/json' },
    body: JSON.stringify({ newPrice: target.price, oldPrice: null, active }),
  });

const listing = async (app: typeof appB, path: string) => {
  const { data } = await bodyOf(await app.request(path), productListResponse);
  return { ids: data.products.map((p) => p._id), total: data.pagination.total };
};
const search = () => `/api/products/public?search=${encodeURIComponent(target.name)}&limit=48`;

/** Every shopper surface, as process B answers it. */
async function shopperView(app: typeof appB) {
  const suggestions = await bodyOf(
    await app.request(`/api/search/suggestions?q=${encodeURIComponent(target.name)}`),
    searchSuggestionsResponse,
  );
  const sitemap = await (await shop.app.request('/sitemap.xml')).text();
  return {
    detail: (await app.request(`/api/products/public/${target.id}`)).status,
    all: await listing(app, '/api/products/public?limit=48'),
    featured: await listing(app, '/api/products/public?limit=4&sortBy=createdAt&sortOrder=desc'),
    category: await listing(app, `/api/products/category/${target.categoryId}?limit=48`),
    related: await listing(app, `/api/products/category/${target.categoryId}?limit=4&exclude=${sibling}`),
    search: await listing(app, search()),
    suggested: suggestions.data.products.map((p) => p._id),
    inSitemap: sitemap.includes(`/product/${encodeURIComponent(target.id)}<`),
  };
}

const auditRows = async () =>
  (
    await shop.pool.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE subject = $1 AND action = 'product.update' ORDER BY id`,
      [target.id],
    )
  ).rows;

describe('a product an operator hides', () => {
  let shown: Awaited<ReturnType<typeof shopperView>>;

  it('is on every shopper surface while active', async () => {
    shown = await shopperView(appB);
    expect(shown.detail).toBe(200);
    for (const list of [shown.all, shown.featured, shown.category, shown.related, shown.search])
      expect(list.ids).toContain(target.id);
    expect(shown.suggested).toContain(target.id);
    expect(shown.inSitemap).toBe(true);
  });

  it('is gone from every surface of another API process within a second, audited before → after', async () => {
    const res = await setActive(false);
    expect(res.status).toBe(200);
    expect((await bodyOf(res, adminProductSaveResponse)).data).toMatchObject({
      changed: true,
      product: { id: target.id, active: false },
    });
    const began = Date.now();
    while ((await appB.request(`/api/products/public/${target.id}`)).status !== 404) {
      expect(Date.now() - began).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    const hidden = await shopperView(appB);
    expect(hidden.detail).toBe(404);
    expect(await (await appB.request(`/api/products/public/${target.id}`)).json()).toEqual({
      success: false,
      message: 'Product not found',
    });
    for (const name of ['all', 'featured', 'category', 'related', 'search'] as const) {
      expect(hidden[name].ids, name).not.toContain(target.id);
      expect(hidden[name].total, name).toBe(shown[name].total - 1);
    }
    expect(hidden.featured.ids).toHaveLength(4);
    expect(hidden.suggested).not.toContain(target.id);
    expect(hidden.inSitemap).toBe(false);
    expect(await auditRows()).toEqual([
      {
        before: { newPrice: target.price, oldPrice: null, colorStock: sevenOfFirst(), active: true },
        after: { newPrice: target.price, oldPrice: null, colorStock: sevenOfFirst(), active: false },
      },
    ]);
  });

  it('saving the same values again writes nothing', async () => {
    const again = await setActive(false);
    expect((await bodyOf(again, adminProductSaveResponse)).data.changed).toBe(false);
    expect(await auditRows()).toHaveLength(1);
  });

  it('stays listed and searchable in the desk, marked inactive', async () => {
    const res = await shop.app.request(`/api/admin/products?q=${encodeURIComponent(target.name)}`, { headers: desk });
    const { data } = await bodyOf(res, adminProductListResponse);
    expect(data.products.find((p) => p.id === target.id)).toMatchObject({ active: false, stock: 7 });
  });

  it('cannot be ordered: 400 naming it, no order, no stock taken', async () => {
    const count = async () =>
      (await shop.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
    const before = await count();
    const res = await postJson(shop, '/api/orders', orderFor(target, 1));
    expect(res.status).toBe(400);
    const message = `Sorry, the product "${target.name}" is no longer available`;
    expect(await bodyOf(res, failure)).toMatchObject({ message, errors: [{ field: 'products.0.productId', message }] });
    expect(await count()).toBe(before);
    const { rows } = await shop.pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [target.id]);
    expect(rows[0]!.stock).toBe(7);
  });

  it('comes back everywhere when shown again', async () => {
    expect((await setActive(true)).status).toBe(200);
    // A miss is never cached (the detail's 404 went to the database each time), so wait for the whole view:
    // B's cached listings and suggestions must drop within the second too.
    const began = Date.now();
    let view = await shopperView(appB);
    while (JSON.stringify(view) !== JSON.stringify(shown)) {
      expect(Date.now() - began).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
      view = await shopperView(appB);
    }
    expect(view).toEqual(shown);
    expect((await postJson(shop, '/api/orders', orderFor(target, 1))).status).toBe(201);
  });
});
