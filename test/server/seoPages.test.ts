import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequestKey, FIRST_ROUTE_DATA_ID, type FirstRouteAnswer } from '../../api-schema/firstRouteData';
import { productListResponse } from '../../api-schema/responses';
import { productFiltersSchema } from '../../src/features/catalogue/productFilters';
import { productRequests } from '../../src/features/catalogue/productRequests';
import { seoRoutes } from '../../server/seo/seoRoutes';
import { prePaint } from '../../server/seo/prePaint';
import { createTestShop, type TestShop } from './testShop';

/** index.html as the build leaves it, reduced to what the server edits. */
const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Handbags, backpacks and totes delivered across India."
    />
    <title>Jhola &amp; Co. — Bags for every day in India</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><!-- pre-paint --></div>
  </body>
</html>`;
const SITE = 'https://jhola.example';
const HOSTILE_ID = 'hostile-tote';
const HOSTILE_NAME = 'Tote </script><script>alert(1)</script> "quoted" & <b>bold</b>';

let shop: TestShop;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'bagshop-seo-'));
  await writeFile(join(dist, 'index.html'), TEMPLATE);
  shop = await createTestShop({ staticDir: dist, siteUrl: SITE });
  await shop.pool.query(
    `INSERT INTO products (id, category_id, product_name, description, new_price, old_price)
     SELECT $1, id, $2, 'A tote with a </script> in its description', 2499, 2999 FROM categories ORDER BY position LIMIT 1`,
    [HOSTILE_ID, HOSTILE_NAME],
  );
  await shop.pool.query(
    `INSERT INTO product_colors (product_id, position, name, hex, images, stock)
     VALUES ($1, 0, 'Tan', '#a0522d', ARRAY['/images/products/tote/a0522d/front.svg'], 3)`,
    [HOSTILE_ID],
  );
});
afterAll(async () => {
  await shop?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await shop.app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return res.text();
};
const apiBody = async (path: string) => (await shop.app.request(`/api/${path}`)).json() as Promise<unknown>;

function firstRouteAnswers(html: string): FirstRouteAnswer[] {
  const match = new RegExp(`<script type="application/json" id="${FIRST_ROUTE_DATA_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  expect(match, 'no first-route data in the page').not.toBeNull();
  return JSON.parse(match![1]!) as FirstRouteAnswer[];
}
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body!) as Record<string, unknown> & { '@type': string },
  );
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('product page HTML', () => {
  let html: string;
  beforeAll(async () => {
    html = await page(`/product/${HOSTILE_ID}`);
  });

  it('carries the product API answer and its related products, as the SPA would fetch them', async () => {
    const answers = firstRouteAnswers(html);
    const product = answers.find((a) => a.request === `products/public/${HOSTILE_ID}`);
    expect(product?.body).toEqual(await apiBody(`products/public/${HOSTILE_ID}`));
    const related = answers.find((a) => a.request.startsWith('products/category/'));
    expect(related?.request).toMatch(new RegExp(`\\?exclude=${HOSTILE_ID}&limit=4$`));
    expect(related?.body).toEqual(await apiBody(related!.request));
    expect(answers.find((a) => a.request === 'categories/active')?.body).toEqual(await apiBody('categories/active'));
  });

  it('escapes the product name everywhere: no element can be closed or opened by it', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<b>bold</b>');
    // Every <script> opened is closed once: the first-route data, three JSON-LD blocks and the app.
    expect(html.match(/<script\b/g)?.length).toBe(html.match(/<\/script>/g)?.length);
    expect(html.match(/<script\b/g)?.length).toBe(5);
    expect(html).toContain(
      '<title>Tote &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; — ₹2,499 — Jhola &amp; Co.</title>',
    );
    // The JSON still reads back as the exact name.
    const ld = jsonLd(html).find((d) => d['@type'] === 'Product');
    expect(ld?.name).toBe(HOSTILE_NAME);
  });

  it('has Open Graph and Twitter tags with name, price in ₹ and an absolute image', () => {
    const unescape = (s = '') =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    expect(unescape(metaContent(html, 'og:title'))).toBe(`${HOSTILE_NAME} — ₹2,499`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^${SITE}/images/preview/product/${HOSTILE_ID}\\.jpg\\?v=[0-9a-f]{12}$`),
    );
    expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/product/${HOSTILE_ID}`);
    expect(metaContent(html, 'og:description')).toMatch(/^₹2,499 · In stock · /);
    expect(metaContent(html, 'product:price:amount')).toBe('2499');
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(unescape(metaContent(html, 'twitter:title'))).toBe(`${HOSTILE_NAME} — ₹2,499`);
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    const preload =
      '<link rel="preload" as="image" href="/images/products/tote/a0522d/front.svg" fetchpriority="high" />';
    expect(html).toContain(preload);
    // Asked for before the scripts: its paint comes before their evaluation.
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    // One description, this page's.
    expect(html.match(/<meta name="description"/g)?.length).toBe(1);
    expect(metaContent(html, 'description')).toMatch(/^₹2,499 · In stock · A tote with a &lt;\/script&gt;/);
  });

  it('pre-paints the main picture in the static shell, escaped', () => {
    expect(html).toContain(
      '<div id="root"><div class="boot-lcp"><img src="/images/products/tote/a0522d/front.svg" alt="" width="800" height="800" fetchpriority="high" /></div></div>',
    );
    expect(html).toContain('<style>.boot-lcp{');
    const hostile = prePaint(
      { kind: 'product', product: { colors: [{ images: ['/x.svg"><script>alert(1)</script>'] }] } as never },
      new URLSearchParams(),
    );
    expect(hostile?.html).toContain('src="/x.svg&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('pre-paints and preloads the picture of the colour the `color` param asks for, as the page opens on it', async () => {
    const { rows } = await shop.pool.query<{ id: string; names: string[]; images: string[] }>(
      `SELECT product_id AS id, array_agg(name ORDER BY position) AS names, array_agg(images[1] ORDER BY position) AS images
         FROM product_colors GROUP BY product_id HAVING count(DISTINCT images[1]) > 1 ORDER BY product_id LIMIT 1`,
    );
    const { id, names, images } = rows[0]!;
    const picture = (html: string) => /<div class="boot-lcp"><img src="([^"]*)"/.exec(html)?.[1];
    const preloaded = (html: string) => /<link rel="preload" as="image" href="([^"]*)"/.exec(html)?.[1];
    const asked = await page(`/product/${id}?color=${encodeURIComponent(names[1]!)}`);
    expect([picture(asked), preloaded(asked)]).toEqual([images[1], images[1]]);
    for (const other of [await page(`/product/${id}`), await page(`/product/${id}?color=Chartreuse`)])
      expect([picture(other), preloaded(other)]).toEqual([images[0], images[0]]);
  });

  it("pre-paints /products' first row of pictures with its count line, escaped; not a search or a category", () => {
    const product = (src: string) => ({ colors: [{ images: [src] }] }) as never;
    const route = {
      kind: 'products' as const,
      products: [product('/a.svg"><script>alert(1)</script>'), product('/b.svg'), product('/c.svg'), product('/d.svg')],
      pagination: { current: 2, pages: 3, total: 30 },
    };
    const paint = prePaint(route, new URLSearchParams('page=2'))!;
    expect(paint.html).toContain('<h1>All Products</h1>');
    expect(paint.html).toContain('Showing 13 - 24 of 30 products');
    expect(paint.html).toContain(
      'src="/a.svg&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" alt="" width="400" height="400" fetchpriority="high" />',
    );
    expect(paint.html).toContain('<img src="/c.svg" alt="" width="400" height="400" />');
    expect(paint.html).not.toContain('/d.svg');
    expect(paint.html).not.toContain('Clear all');
    expect(prePaint(route, new URLSearchParams('inStock=true'))!.html).toContain('Clear all');
    expect(prePaint(route, new URLSearchParams('material=leather'))!.html).toContain('Clear all');
    expect(prePaint(route, new URLSearchParams('search=tote'))).toBeUndefined();
    expect(prePaint(route, new URLSearchParams('category=tote'))).toBeUndefined();
    expect(prePaint({ ...route, products: [] }, new URLSearchParams())).toBeUndefined();
  });

  it('has JSON-LD Product (INR offer with availability), BreadcrumbList and Organization', () => {
    const docs = jsonLd(html);
    const product = docs.find((d) => d['@type'] === 'Product') as unknown as {
      offers: Record<string, unknown>;
      image: string[];
    };
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: 2499,
      availability: 'https://schema.org/InStock',
      url: `${SITE}/product/${HOSTILE_ID}`,
    });
    expect(product.image).toEqual([`${SITE}/images/products/tote/a0522d/front.svg`]);
    const crumbs = docs.find((d) => d['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', expect.any(String), HOSTILE_NAME]);
    expect(crumbs.itemListElement[0]!.item).toBe(`${SITE}/`);
    expect(docs.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'Jhola & Co.', url: `${SITE}/` });
  });
});

describe('other pages', () => {
  it('under a Colour filter, pre-paints and preloads the picture of the colour each card opens on', async () => {
    const twoColours = (id: string) =>
      ({
        colors: [
          { colorName: 'Black', images: [`/${id}-black.svg`] },
          { colorName: 'Tan', images: [`/${id}-tan.svg`] },
        ],
      }) as never;
    const route = {
      kind: 'products' as const,
      products: [twoColours('a'), twoColours('b')],
      pagination: { current: 1, pages: 1, total: 2 },
    };
    const filtered = prePaint(route, new URLSearchParams('color=Teal,Tan'))!.html;
    expect(filtered).toContain('src="/a-tan.svg"');
    expect(filtered).toContain('src="/b-tan.svg"');
    expect(filtered).not.toContain('black.svg');
    expect(prePaint(route, new URLSearchParams())!.html).toContain('src="/a-black.svg"');
    // The real page: under ?color= the <head> preloads the filtered colour's picture of the first card, for a
    // colour that is not that product's first.
    for (const { name } of await shop.pool
      .query<{ name: string }>('SELECT DISTINCT name FROM product_colors ORDER BY name')
      .then((r) => r.rows)) {
      const listed = productListResponse.parse(
        await apiBody(`products/public?color=${encodeURIComponent(name)}&limit=1`),
      );
      const first = listed.data.products[0]!;
      if (first.colors[0]!.colorName === name) continue;
      const html = await page(`/products?color=${encodeURIComponent(name)}`);
      const wanted = first.colors.find((c) => c.colorName === name)!.images[0]!;
      expect(html).toContain(`<link rel="preload" as="image" href="${wanted}"`);
      return;
    }
    expect.unreachable('no colour that a first card holds second');
  });

  it('a listing URL carries the same answer the SPA requests for its filters', async () => {
    const html = await page('/products?sort=newPrice:asc&page=2&maxPrice=1000&minPrice=5000&inStock=true');
    const answers = firstRouteAnswers(html);
    const request =
      'products/public?inStock=true&limit=12&maxPrice=5000&minPrice=1000&page=2&sortBy=newPrice&sortOrder=asc';
    expect(answers.map((a) => a.request)).toContain(request);
    expect(answers.find((a) => a.request === request)!.body).toEqual(await apiBody(request));
    expect(html).toContain('<title>All Products — Jhola &amp; Co.</title>');
  });

  it('a listing URL with facets carries the answer under the very request the SPA makes for it', async () => {
    const url = '/products?color=Tan,Black&material=leather&discount=20&inStock=true';
    const filters = productFiltersSchema.parse({
      color: 'Tan,Black',
      material: 'leather',
      discount: 20,
      inStock: true,
    });
    const { path, params } = productRequests.list(filters);
    const request = apiRequestKey(path, params);
    const answers = firstRouteAnswers(await page(url));
    expect(answers.map((a) => a.request)).toContain(request);
    expect(answers.find((a) => a.request === request)!.body).toEqual(await apiBody(request));
  });

  it('the home page carries the featured products and categories, and Organization', async () => {
    const html = await page('/');
    const requests = firstRouteAnswers(html).map((a) => a.request);
    expect(requests).toEqual(
      expect.arrayContaining(['categories/active', 'products/public?limit=4&sortBy=createdAt&sortOrder=desc']),
    );
    expect(jsonLd(html).map((d) => d['@type'])).toEqual(['Organization']);
    // The hero text (home's largest paint) is in the static shell.
    expect(html).toContain('<section class="boot-hero">');
  });

  it("a Hindi reader's page (the language cookie) pre-paints the listing in Hindi, leaves out home's English hero, keeps the product's picture", async () => {
    const hindi = async (path: string) => {
      const res = await shop.app.request(path, { headers: { Cookie: 'lang=hi' } });
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      return res.text();
    };
    expect(await hindi('/')).not.toContain('boot-hero');
    const listing = (await hindi('/products?inStock=true')).match(/<div class="boot-list">.*?<ul>/s)![0];
    expect(listing).toContain('<h1>सभी उत्पाद</h1>');
    expect(listing).toMatch(/<p class="c">\d+ में से 1 - 12 उत्पाद<\/p>/);
    expect(listing).toContain('सब हटाएँ');
    expect(listing).not.toMatch(/All Products|Showing|Clear all/);
    expect(await page('/products')).toContain('<h1>All Products</h1>');
    expect(await hindi(`/product/${HOSTILE_ID}`)).toContain('boot-lcp');
  });

  it('a category URL has its own title, preview tags and the category answer', async () => {
    const { rows } = await shop.pool.query<{ id: string; category_name: string }>(
      'SELECT id, category_name FROM categories WHERE active ORDER BY position LIMIT 1',
    );
    const { id, category_name: name } = rows[0]!;
    const html = await page(`/category/${id}`);
    expect(html).toContain(`<title>${name} — Jhola &amp; Co.</title>`);
    expect(metaContent(html, 'og:title')).toBe(name);
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${SITE}/images/preview/category/${id}\\.jpg\\?v=`));
    const answers = firstRouteAnswers(html);
    expect(answers.find((a) => a.request === `categories/${id}`)?.body).toEqual(await apiBody(`categories/${id}`));
    expect(answers.some((a) => a.request.startsWith(`products/category/${id}?`))).toBe(true);
  });

  it('static routes get their own title; unknown pages, products and categories answer 404', async () => {
    expect(await page('/about')).toContain('<title>About Us — Jhola &amp; Co.</title>');
    expect(await page('/checkout')).toContain('<title>Checkout — Jhola &amp; Co.</title>');
    for (const path of ['/product/no-such-bag', '/category/no-such-shelf', '/this/does/not/exist']) {
      const res = await shop.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      // The same shell: the app draws its friendly not-found page; crawlers are told not to index it.
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<title>Jhola &amp; Co. — Bags for every day in India</title>');
    }
    expect((await shop.app.request('/admin/orders')).status).toBe(200);
  });

  it('compresses the built page for clients that accept it', async () => {
    const res = await shop.app.request('/products', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });
});

describe('link-preview pictures (og:image)', () => {
  /** The og:image of a page, asked as a crawler would: a 1200×630 JPEG, cached for good under its versioned URL. */
  async function previewOf(path: string) {
    const url = new URL(metaContent(await page(path), 'og:image')!.replace(/&amp;/g, '&'));
    const res = await shop.app.request(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const picture = Buffer.from(await res.arrayBuffer());
    const { format, width, height } = await sharp(picture).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    return { url, picture };
  }

  it("a product's og:image is its first picture (a drawn SVG) as a 1200×630 JPEG", async () => {
    const { url, picture } = await previewOf(`/product/${HOSTILE_ID}`);
    // The drawing is there, not a blank card: the picture has the bag's tan in it.
    const { channels } = await sharp(picture).stats();
    expect(Math.min(...channels.map((c) => c.min))).toBeLessThan(200);
    // A stale version still answers, but is not cached for good.
    const stale = await shop.app.request(`${url.pathname}?v=000000000000`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it("a category's og:image is a 1200×630 JPEG too", async () => {
    const { rows } = await shop.pool.query<{ id: string }>('SELECT id FROM categories WHERE active LIMIT 1');
    await previewOf(`/category/${rows[0]!.id}`);
  });

  it('only pages that exist have a preview picture', async () => {
    expect((await shop.app.request('/images/preview/product/no-such-bag.jpg')).status).toBe(404);
    expect((await shop.app.request('/images/preview/category/no-such-shelf.jpg')).status).toBe(404);
    expect((await shop.app.request('/images/preview/order/x.jpg')).status).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists every product and category the shop shows', async () => {
    const res = await shop.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);
    const products = await shop.pool.query<{ id: string }>(
      'SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.active',
    );
    const categories = await shop.pool.query<{ id: string }>('SELECT id FROM categories WHERE active');
    expect(products.rows.length).toBeGreaterThan(10);
    for (const { id } of products.rows) expect(locs).toContain(`${SITE}/product/${encodeURIComponent(id)}`);
    for (const { id } of categories.rows) expect(locs).toContain(`${SITE}/category/${encodeURIComponent(id)}`);
    expect(locs).toContain(`${SITE}/`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out a category that is switched off, with its products', async () => {
    const { rows } = await shop.pool.query<{ id: string }>('SELECT id FROM categories ORDER BY position DESC LIMIT 1');
    const hidden = rows[0]!.id;
    await shop.pool.query('UPDATE categories SET active = false WHERE id = $1', [hidden]);
    try {
      const xml = await (await shop.app.request('/sitemap.xml')).text();
      expect(xml).not.toContain(`/category/${hidden}<`);
      const { rows: hiddenProducts } = await shop.pool.query<{ id: string }>(
        'SELECT id FROM products WHERE category_id = $1 LIMIT 1',
        [hidden],
      );
      if (hiddenProducts[0]) expect(xml).not.toContain(`/product/${hiddenProducts[0].id}<`);
    } finally {
      await shop.pool.query('UPDATE categories SET active = true WHERE id = $1', [hidden]);
    }
  });

  it('past the page size, /sitemap.xml is an index of pages that together list every URL once', async () => {
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);
    const everyUrl = locsOf(await (await shop.app.request('/sitemap.xml')).text());
    const PAGE = 10;
    const small = seoRoutes({ pool: shop.pool }, () => SITE, PAGE);
    const index = await (await small.request('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locsOf(index);
    expect(pages.length).toBe(Math.ceil(everyUrl.length / PAGE));
    const listed: string[] = [];
    for (const [i, url] of pages.entries()) {
      expect(url).toBe(`${SITE}/sitemap-${i + 1}.xml`);
      const res = await small.request(`/sitemap-${i + 1}.xml`);
      expect(res.status).toBe(200);
      const urls = locsOf(await res.text());
      expect(urls.length).toBeLessThanOrEqual(PAGE);
      listed.push(...urls);
    }
    expect(listed).toEqual(everyUrl);
    expect((await small.request(`/sitemap-${pages.length + 1}.xml`)).status).toBe(404);
    // Within the page size the sitemap stays a plain list.
    expect((await (await shop.app.request('/sitemap.xml')).text()).includes('<urlset')).toBe(true);
  });

  it('/robots.txt allows the shop, keeps crawlers out of private pages and names the sitemap', async () => {
    const text = await (await shop.app.request('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
