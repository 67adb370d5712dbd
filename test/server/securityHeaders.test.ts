import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Pool } from '../../server/db/pool';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';
import { failure } from '../../api-schema/envelope';

const INLINE = 'window.booted = true';
let shop: TestShop;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'bagshop-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), `<!doctype html><div id="root"></div><script>${INLINE}</script>`);
  await writeFile(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  shop = await createTestShop({ staticDir: dist });
});
afterAll(async () => {
  await shop.close();
  await rm(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
}

describe('security headers on every response', () => {
  it.each([
    ['HTML page', '/about', 200],
    ['static file', '/assets/app-1.js', 200],
    ['API data', '/api/categories/active', 200],
    ['API 404', '/api/nothing-here', 404],
    ['API 400', '/api/products/public?page=-1', 400],
    ['image', '/images/placeholder.svg', 200],
    ['missing file', '/missing.png', 404],
  ])('%s', async (_, path, status) => {
    const res = await shop.app.request(path);
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it('on 413, 415 and 500 responses too', async () => {
    expectSecurityHeaders(await postJson(shop, '/api/contact', { message: 'x'.repeat(100_000) }));
    expectSecurityHeaders(await shop.app.request('/api/contact', { method: 'POST', body: '{}' }));
    const broken = { query: () => Promise.reject(new Error('boom')) } as unknown as Pool;
    const res = await createApp({ pool: broken }).request('/api/categories/active');
    expect(res.status).toBe(500);
    expectSecurityHeaders(res);
  });

  it("allows index.html's inline script by its hash, nothing else inline", async () => {
    const res = await shop.app.request('/');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('echoes a plain X-Request-Id from the caller and replaces a strange one', async () => {
    const own = await shop.app.request('/api/health', { headers: { 'X-Request-Id': 'lb-1234' } });
    expect(own.headers.get('x-request-id')).toBe('lb-1234');
    const odd = await shop.app.request('/api/health', { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(odd.headers.get('x-request-id')).not.toContain('<');
  });
});

describe('health and readiness', () => {
  it('/api/health and /api/ready answer 200, never cached', async () => {
    for (const path of ['/api/health', '/api/ready']) {
      const res = await shop.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('/api/ready is 503 when the database does not answer or misses a migration; /api/health stays 200', async () => {
    const broken = { query: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Pool;
    const app = createApp({ pool: broken });
    expect((await app.request('/api/ready')).status).toBe(503);
    expect((await app.request('/api/health')).status).toBe(200);
    await shop.pool.query("DELETE FROM schema_migrations WHERE name = '010_rate_limits.sql'");
    try {
      const res = await shop.app.request('/api/ready');
      expect(res.status).toBe(503);
      expect((await bodyOf(res, failure)).message).toMatch(/missing 1 migration/);
    } finally {
      await shop.pool.query("INSERT INTO schema_migrations (name) VALUES ('010_rate_limits.sql')");
    }
  });
});
