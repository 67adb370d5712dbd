import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse, productResponse } from '../../api-schema/responses';
import { ResponseCache } from '../../server/http/responseCache';
import { orderFor, setProduct, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, postJson, type TestShop } from './testShop';
import { createTwoProcessShop, type TwoProcessShop } from './twoProcessShop';
import { keptUrlKey } from '../../server/http/keptAnswers';

// Two API processes on one database: A (the test shop) and B (its own pool, cache and listener).
let shop: TestShop;
let two: TwoProcessShop;
let appB: TwoProcessShop['appB'];

beforeAll(async () => {
  two = await createTwoProcessShop();
  ({ shop, appB } = two);
});
afterAll(() => two.close());

const IN_STOCK_LIST = '/api/products/public?inStock=true&limit=48&sortBy=newPrice&sortOrder=asc';
const listedIds = async (app: typeof appB, url = IN_STOCK_LIST) =>
  (await bodyOf(await app.request(url), productListResponse)).data.products.map((p) => p._id);
const inStock = async (app: typeof appB, id: string) =>
  (await bodyOf(await app.request(`/api/products/public/${id}`), productResponse)).data.product.inStock;
const cached = (cache: ResponseCache, path: string) => cache.get(keptUrlKey(path)) !== undefined;

/** Polls until `check` holds; returns how long it took, or fails after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const began = Date.now();
  while (!(await check())) {
    if (Date.now() - began > ms) throw new Error(`not true within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - began;
}

let products: StockedProduct[];
beforeAll(async () => {
  products = await stockedProducts(shop.pool);
});

describe('catalogue changes across API processes', () => {
  it('a sale of the last unit through one process leaves the other one’s listing within a second', async () => {
    const last = products[0]!;
    const other = products[5]!;
    await setProduct(shop.pool, last.id, { stock: 1 });
    // The direct UPDATE is announced too; wait until B serves the product as in stock.
    await within(1_000, async () => (await listedIds(appB)).includes(last.id) && (await inStock(appB, last.id)));
    await appB.request(`/api/products/public/${other.id}`);
    expect(cached(two.cacheB, IN_STOCK_LIST)).toBe(true);

    expect((await postJson(shop, '/api/orders', orderFor(last))).status).toBe(201);
    const took = await within(1_000, async () => !(await listedIds(appB)).includes(last.id));
    expect(took).toBeLessThan(1_000);
    expect(await inStock(appB, last.id)).toBe(false);
    // Nothing about the other product changed, so B still has its detail.
    expect(cached(two.cacheB, `/api/products/public/${other.id}`)).toBe(true);
  });

  it('a sale that leaves stock drops the product’s detail but keeps every listing', async () => {
    const product = products[1]!;
    await within(1_000, async () => (await listedIds(appB)).includes(product.id));
    for (const app of [shop.app, appB]) {
      for (const path of ['/api/products/public', IN_STOCK_LIST, `/api/products/public/${product.id}`])
        await app.request(path);
    }
    expect((await postJson(shop, '/api/orders', orderFor(product))).status).toBe(201);
    // A drops the detail before answering; B hears it through NOTIFY.
    expect(cached(two.cacheA, `/api/products/public/${product.id}`)).toBe(false);
    await within(1_000, () => Promise.resolve(!cached(two.cacheB, `/api/products/public/${product.id}`)));
    await new Promise((r) => setTimeout(r, 100));
    for (const cache of [two.cacheA, two.cacheB]) {
      expect(cached(cache, '/api/products/public')).toBe(true);
      expect(cached(cache, IN_STOCK_LIST)).toBe(true);
    }
  });

  it('a price changed by plain SQL reaches both processes’ listings', async () => {
    const product = products[2]!;
    const priceOf = async (app: typeof appB) =>
      (
        await bodyOf(
          await app.request(`/api/products/public?limit=48&sortBy=newPrice&sortOrder=asc`),
          productListResponse,
        )
      ).data.products.find((p) => p._id === product.id)?.newPrice;
    expect(await priceOf(appB)).toBe(product.price);
    await shop.pool.query('UPDATE products SET new_price = 1 WHERE id = $1', [product.id]);
    await within(1_000, async () => (await priceOf(shop.app)) === 1 && (await priceOf(appB)) === 1);
  });

  it('a photo written to one colour drops that product and the listings everywhere, and keeps other products cached', async () => {
    const [product, other] = [products[3]!, products[4]!];
    const detail = (id: string) => `/api/products/public/${id}`;
    for (const app of [shop.app, appB]) {
      for (const path of ['/api/products/public', detail(product.id), detail(other.id)]) await app.request(path);
    }
    await shop.pool.query(
      `UPDATE product_colors SET photos = '[{"src": "/images/photos/test", "width": 1280, "height": 1280}]'
       WHERE product_id = $1 AND position = 0`,
      [product.id],
    );
    for (const cache of [two.cacheA, two.cacheB]) {
      await within(1_000, () => Promise.resolve(!cached(cache, detail(product.id))));
      expect(cached(cache, '/api/products/public')).toBe(false);
      expect(cached(cache, detail(other.id))).toBe(true);
    }
  });
});
