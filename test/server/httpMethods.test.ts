import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../server/http/clientErrors';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const ask = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
  shop.app.request(path, { method, headers });

describe('method-aware routing and caching', () => {
  it('a cached GET answer is never given to another method: 405 with Allow and the envelope', async () => {
    const url = '/api/products/public?limit=3';
    expect((await ask(url)).status).toBe(200);
    expect((await ask(url)).status).toBe(200); // now answered from the URL cache
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await ask(url, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(await res.json()).toEqual({
        success: false,
        message: `${method} is not allowed here; use GET, HEAD, OPTIONS.`,
      });
    }
    const { data } = (await (await ask(url)).json()) as { data: { products: { _id: string }[] } };
    const id = data.products[0]!._id;
    expect((await ask(`/api/products/public/${id}`)).status).toBe(200);
    expect((await ask(`/api/products/public/${id}`, 'DELETE')).status).toBe(405);
    expect((await ask('/api/search/suggestions?q=wallet')).status).toBe(200);
    expect((await ask('/api/search/suggestions?q=wallet', 'POST')).status).toBe(405);
  });

  it('OPTIONS answers what the route allows; unknown paths stay 404', async () => {
    const options = await ask('/api/products/public?limit=3', 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await ask('/api/orders', 'OPTIONS')).headers.get('allow')).toBe('POST, OPTIONS');
    const session = await ask('/api/admin/session', 'OPTIONS');
    expect(session.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST']);
    const wrong = await ask('/api/orders');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
    for (const method of ['GET', 'POST', 'OPTIONS']) {
      const res = await ask('/api/no-such-thing', method);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('HEAD works wherever GET does: same status and headers, no body', async () => {
    for (const path of ['/api/health', '/api/products/public?limit=2', '/api/categories/active', '/api/openapi.json']) {
      const [get, head] = [await ask(path), await ask(path, 'HEAD')];
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(head.headers.get('etag'), path).toBe(get.headers.get('etag'));
      expect(await head.text(), path).toBe('');
    }
  });

  it('the document and the API reference files answer 304 to a matching If-None-Match', async () => {
    for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/swagger-ui-bundle.js']) {
      const first = await ask(path);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toBeTruthy();
      const again = await ask(path, 'GET', { 'If-None-Match': etag });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect((await ask(path, 'GET', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
    }
  });
});

describe('strict JSON content type', () => {
  it('a JSON body must be sent as exactly application/json: its relatives get 415', async () => {
    for (const type of ['application/vnd.api+json', 'application/json-patch+json', 'application/merge-patch+json']) {
      const res = await shop.app.request('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify({
          name: 'Asha',
          email: 'asha@example.in',
          subject: 'Hello',
          message: 'A question about totes',
        }),
      });
      expect(res.status, type).toBe(415);
    }
    const charset = await shop.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    expect(charset.status).toBe(400);
  });
});

describe('requests Node rejects itself', () => {
  it('a URL or cookie over 16 KB gets 431 with the envelope', async () => {
    const server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' });
    answerClientErrors(server as import('node:http').Server);
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = (path: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; type?: string; body: string }>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], body }));
          });
          req.on('error', reject);
          req.end();
        });
      for (const res of [
        await answer(`/api/health?q=${'a'.repeat(17_000)}`),
        await answer('/api/health', { Cookie: `c=${'b'.repeat(17_000)}` }),
      ]) {
        expect(res.status).toBe(431);
        expect(res.type).toMatch(/application\/json/);
        expect(JSON.parse(res.body)).toEqual({
          success: false,
          message: 'The address or headers are too large (16 KB at most).',
        });
      }
      expect((await answer('/api/health')).status).toBe(200);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
