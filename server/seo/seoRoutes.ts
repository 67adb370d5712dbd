import { Hono, type Context } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { escapeHtml } from './escape';
import type { SiteUrl } from './siteUrl';
import {
  SITEMAP_MAX_URLS,
  sitemapCategories,
  sitemapProductCount,
  sitemapProducts,
  type SitemapEntry,
} from './sitemapSql';

const STATIC_PATHS = ['/', '/products', '/about', '/contact', '/privacy-policy', '/terms-conditions'];
/** Pages with nothing for a search engine: a shopper's own state. */
const DISALLOWED = ['/api/', '/checkout', '/order-success', '/track-order', '/favourites', '/admin'];

const urlElement = (site: string, { path, lastmod }: SitemapEntry) =>
  `<url><loc>${escapeHtml(`${site}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

const xml = (lines: string[]) => ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n');

/**
 * /sitemap.xml (every active category and product) and /robots.txt pointing at it, every URL on `siteUrl`. Past `pageSize` URLs
 * (sitemaps.org allows 50,000 a file) /sitemap.xml is an index of /sitemap-1.xml … /sitemap-N.xml.
 */
export function seoRoutes({ pool }: Pick<AppDeps, 'pool'>, siteUrl: SiteUrl, pageSize = SITEMAP_MAX_URLS) {
  /** The URLs from `start` on (at most `count`): the static pages, then categories, then products. */
  async function entries(start: number, count: number, categories: SitemapEntry[]) {
    const leading = [...STATIC_PATHS.map((path) => ({ path })), ...categories];
    const fromLeading = leading.slice(start, start + count);
    const productStart = Math.max(0, start - leading.length);
    return [...fromLeading, ...(await sitemapProducts(pool, productStart, count - fromLeading.length))];
  }
  const sendXml = (c: Context, body: string) => {
    c.header('Content-Type', 'application/xml; charset=UTF-8');
    c.header('Cache-Control', 'public, max-age=600');
    return c.body(body);
  };
  const urlset = (site: string, list: SitemapEntry[]) =>
    xml([
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...list.map((e) => urlElement(site, e)),
      '</urlset>',
    ]);
  const pageCount = async (categories: SitemapEntry[]) =>
    Math.ceil((STATIC_PATHS.length + categories.length + (await sitemapProductCount(pool))) / pageSize);

  return new Hono()
    .get('/robots.txt', (c) => {
      const site = siteUrl();
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${site}/sitemap.xml`,
      ];
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(`${lines.join('\n')}\n`);
    })
    .get('/sitemap.xml', async (c) => {
      const site = siteUrl();
      const categories = await sitemapCategories(pool);
      const pages = await pageCount(categories);
      if (pages <= 1) return sendXml(c, urlset(site, await entries(0, pageSize, categories)));
      const sitemaps = Array.from(
        { length: pages },
        (_, i) => `<sitemap><loc>${escapeHtml(`${site}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
      );
      return sendXml(
        c,
        xml(['<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...sitemaps, '</sitemapindex>']),
      );
    })
    .get('/:file{sitemap-[1-9][0-9]{0,5}\\.xml}', async (c) => {
      const page = Number(/\d+/.exec(c.req.param('file'))![0]);
      const categories = await sitemapCategories(pool);
      if (page > (await pageCount(categories))) return c.text('Not found', 404);
      const site = siteUrl();
      return sendXml(c, urlset(site, await entries((page - 1) * pageSize, pageSize, categories)));
    });
}
