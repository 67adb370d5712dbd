import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let dist: string;
const APP_JS = 'console.log("app")';
const INDEX_HTML = '<!doctype html><title>Jhola</title><div id="root"></div>';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'bagshop-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'assets', 'main-abc123.js'), APP_JS);
  // What the build's precompress plugin writes next to each text file.
  await writeFile(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(dist, 'assets', 'main-abc123.js.gz'), gzipSync(APP_JS));
  await writeFile(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  shop = await createTestShop({ staticDir: dist });
});
afterAll(async () => {
  await shop.close();
  await rm(dist, { recursive: true, force: true });
});

describe('static SPA', () => {
  it.each(['/', '/about', '/checkout', '/category/totes'])('serves index.html for %s', async (path) => {
    const res = await shop.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable and other files with revalidation', async () => {
    const asset = await shop.app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const icon = await shop.app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed file the client accepts, brotli first', async () => {
    const br = await shop.app.request('/assets/main-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(br.headers.get('cache-control')).toMatch(/immutable/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(APP_JS);

    const gz = await shop.app.request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await shop.app.request('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await plain.text()).toBe(APP_JS);
  });

  it('sends the precompressed index.html when the page cannot be built', async () => {
    // The API cannot look this product up (400, not 404): the plain shell, and the app asks again itself.
    const res = await shop.app.request('/product/%00', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(INDEX_HTML);
  });

  it('answers 404 for a missing file, and JSON 404 under /api', async () => {
    expect((await shop.app.request('/assets/missing.js')).status).toBe(404);
    const api = await shop.app.request('/api/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('still answers the API and images', async () => {
    expect((await shop.app.request('/api/cities/active')).status).toBe(200);
    expect((await shop.app.request('/images/placeholder.svg')).status).toBe(200);
  });
});
