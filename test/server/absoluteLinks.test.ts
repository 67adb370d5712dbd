import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL } from '../../server/seo/siteUrl';
import { createTestShop, type TestShop } from './testShop';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Jhola &amp; Co.</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let dist: string;
let productPath: string;
const shops: TestShop[] = [];
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'bagshop-links-'));
  await writeFile(join(dist, 'index.html'), TEMPLATE);
});
afterAll(async () => {
  for (const shop of shops) await shop.close();
  await rm(dist, { recursive: true, force: true });
});

/** Every absolute http(s) URL in a text (links, tags, JSON-LD). */
const absoluteUrls = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map(([url]) => url);

/** The shop's pages as asked for under `origin`: @hono/node-server builds the request URL from the Host header. */
async function linksOf(shop: TestShop, origin: string) {
  const texts: Record<string, string> = {};
  for (const path of ['/robots.txt', '/sitemap.xml', productPath, '/products', '/']) {
    const res = await shop.app.request(`${origin}${path}`, { headers: { Host: new URL(origin).host } });
    expect(res.status, path).toBe(200);
    texts[path] = await res.text();
  }
  return texts;
}

describe.each([
  ['PUBLIC_URL set', 'https://jholaandco.in'],
  ['PUBLIC_URL unset: the fixed default', undefined],
])('absolute links with %s', (_, siteUrl) => {
  it('come from the configured address whatever the Host header says', async () => {
    const shop = await createTestShop({ staticDir: dist, siteUrl });
    shops.push(shop);
    const { rows } = await shop.pool.query<{ id: string }>('SELECT id FROM products WHERE active ORDER BY id LIMIT 1');
    productPath = `/product/${rows[0]!.id}`;
    const site = siteUrl ?? DEFAULT_SITE_URL;
    const plain = await linksOf(shop, 'http://127.0.0.1:3000');
    const hostile = await linksOf(shop, 'http://evil.example');
    // The pages' inlined API answers may come in either order; their links must be the same.
    const linkSets = (texts: Record<string, string>) =>
      Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, [...new Set(absoluteUrls(text))].sort()]));
    expect(linkSets(hostile)).toEqual(linkSets(plain));
    const all = Object.values(hostile).join('\n');
    expect(all).not.toContain('evil.example');
    expect(hostile['/robots.txt']).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(hostile['/sitemap.xml']).toContain(`<loc>${site}${productPath}</loc>`);
    const page = hostile[productPath]!;
    expect(page).toContain(`<link rel="canonical" href="${site}${productPath}"`);
    expect(page).toMatch(new RegExp(`<meta property="og:url" content="${site}${productPath}"`));
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="${site}/`));
    // Every absolute link on the shop's own pages is on the configured address (schema.org names aside).
    const own = absoluteUrls(all).filter(
      (url) => !url.startsWith('https://schema.org') && !url.includes('sitemaps.org'),
    );
    expect(own.length).toBeGreaterThan(10);
    for (const url of own) expect(url.startsWith(`${site}/`) || url === site, url).toBe(true);
  });
});
