import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptAnswers, learnKeptHeaders } from '../../server/http/keptAnswers';
import { createLogger } from '../../server/http/logger';
import { ResponseCache } from '../../server/http/responseCache';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let server: Server;
let base = '';
const cache = new ResponseCache();
/** Requests that reached the app (Hono) rather than the kept-answer path. */
let toApp = 0;

beforeAll(async () => {
  shop = await createTestShop({ cache });
  const appListener = getRequestListener(learnKeptHeaders(shop.app.fetch));
  server = createServer(
    keptAnswers(cache, createLogger(undefined, 'silent'), (req, res) => {
      toApp++;
      return appListener(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
/** A raw request (fetch would decompress and hide Content-Encoding). */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
/** What must be the same on both paths: all but the per-request id and date. */
const same = ({ status, headers, body }: Answer) => {
  const { 'x-request-id': id, date, connection, 'keep-alive': keepAlive, ...rest } = headers;
  void [id, date, connection, keepAlive];
  return { status, headers: rest, body: body.toString('base64') };
};
const plain = (a: Answer) =>
  a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.body).toString()
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.body).toString()
      : a.body.toString();

describe('kept answers: a warm GET is answered before the app, exactly as the app answered it', () => {
  it('sends the same status, headers and bytes as the app did, for each encoding, HEAD and 304', async () => {
    const path = '/api/products/public?sortBy=newPrice&sortOrder=asc';
    const before = toApp;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(toApp).toBe(before + 1);
    for (const [i, encoding] of ['', 'gzip', 'br, gzip'].entries()) {
      const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
      const calls = toApp;
      const viaApp = await get(`${path}${'&'.repeat(i + 1)}`, headers); // a URL not answered yet: through the app
      expect(toApp).toBe(calls + 1);
      const kept = await get(path, headers);
      expect(same(kept)).toEqual(same(viaApp));
      expect(JSON.parse(plain(kept))).toEqual(JSON.parse(first.body.toString()));
    }
    const appCalls = toApp;
    const head = await get(path, {}, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    const notModified = await get(path, { 'If-None-Match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(toApp).toBe(appCalls);
  });

  it('makes a request id per request, keeping a plain one the caller sent', async () => {
    const path = '/api/categories';
    await get(path);
    const [a, b] = [await get(path), await get(path)];
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect((await get(path, { 'X-Request-Id': 'order-desk-42' })).headers['x-request-id']).toBe('order-desk-42');
    expect((await get(path, { 'X-Request-Id': 'not plain!' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('forgets an answer the catalogue changed, and leaves other methods and bodies to the app', async () => {
    const path = '/api/products/public?sortBy=productName&sortOrder=asc&limit=1';
    const first = JSON.parse((await get(path)).body.toString()) as { data: { products: { _id: string }[] } };
    const id = first.data.products[0]!._id;
    await get(path);
    await shop.pool.query(`UPDATE products SET product_name = 'AAA first ' || product_name WHERE id <> $1`, [id]);
    cache.clear(); // what the catalogue listener does on the change's notice (catalogueListener.ts)
    const before = toApp;
    const after = JSON.parse((await get(path)).body.toString()) as typeof first;
    expect(toApp).toBe(before + 1);
    expect(after.data.products[0]!._id).not.toBe(id);
    const post = await get(path, {}, 'POST');
    expect(post.status).toBe(405);
    expect(toApp).toBe(before + 2);
  });
});
