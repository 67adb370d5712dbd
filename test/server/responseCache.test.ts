import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse, productResponse } from '../../api-schema/responses';
import { orderFor, setProduct, stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('listing cache', () => {
  it('sends an ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const res = await shop.app.request('/api/products/public');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(res.headers.get('cache-control')).toMatch(/max-age=30/);
    const again = await shop.app.request('/api/products/public', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await shop.app.request('/api/products/public', { headers: { 'If-None-Match': 'W/"stale"' } });
    expect(other.status).toBe(200);
  });

  it('gives the same ETag to the same query however it is spelled', async () => {
    const a = await shop.app.request('/api/products/public?page=1&limit=12&sortBy=createdAt&sortOrder=desc');
    const b = await shop.app.request('/api/products/public?sortOrder=desc&limit=12');
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
  });

  it('serves gzip and brotli bytes of the same body', async () => {
    const plain = await (await shop.app.request('/api/products/public')).text();
    const gz = await shop.app.request('/api/products/public', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const br = await shop.app.request('/api/products/public', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
  });

  it('is invalidated when an order changes stock', async () => {
    const product = (await stockedProducts(shop.pool))[0]!;
    await setProduct(shop.pool, product.id, { stock: 1 });
    const url = `/api/products/public/${product.id}`;
    const listUrl = '/api/products/public?inStock=true&limit=48&sortBy=newPrice&sortOrder=asc';
    // Warm the cache after the direct UPDATE (which, unlike an order, does not invalidate it).
    await shop.app.request(url);
    await shop.app.request(listUrl);
    const before = await shop.app.request(url);
    expect((await bodyOf(before, productResponse)).data.product.inStock).toBe(true);
    expect((await postJson(shop, '/api/orders', orderFor(product))).status).toBe(201);
    const after = await shop.app.request(url);
    expect((await bodyOf(after, productResponse)).data.product.inStock).toBe(false);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const list = (await bodyOf(await shop.app.request(listUrl), productListResponse)).data.products;
    expect(list.map((p) => p._id)).not.toContain(product.id);
  });
});
