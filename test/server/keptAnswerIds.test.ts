import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

const headersOf = (path: string, headers: Record<string, string> = {}) =>
  new Promise<IncomingHttpHeaders>((resolve, reject) => {
    httpRequest(`${base}${path}`, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    })
      .on('error', reject)
      .end();
  });

describe('kept answers share one head per body, with a request id of their own', () => {
  it('gives each kept 200 and 304 its own id, and keeps a plain one the caller sent', async () => {
    const path = '/api/products/public?limit=3';
    const first = await headersOf(path);
    const calls = toApp;
    const [a, b] = [await headersOf(path), await headersOf(path)];
    const gzip = await headersOf(path, { 'Accept-Encoding': 'gzip' });
    const notModified = await headersOf(path, { 'If-None-Match': String(first.etag) });
    const own = await headersOf(path, { 'X-Request-Id': 'order-desk-42' });
    expect(toApp).toBe(calls); // all kept answers
    const ids = [a, b, gzip, notModified].map((h) => h['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(own['x-request-id']).toBe('order-desk-42');
    expect((await headersOf(path))['x-request-id']).not.toBe('order-desk-42');
  });
});
