import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { escapeHtml } from './escape';
import { SITEMAP_MAX_URLS, sitemapEntries, type SitemapEntry } from './sitemapSql';

const STATIC_PATHS = ['/', '/products', '/about', '/contact', '/privacy-policy', '/terms-conditions'];
/** Pages with nothing for a search engine: a shopper's own state. */
const DISALLOWED = ['/api/', '/checkout', '/order-success', '/track-order', '/favourites'];

const siteOf = (requestUrl: string, siteUrl?: string) => (siteUrl ?? new URL(requestUrl).origin).replace(/\/+$/, '');

const urlElement = (site: string, { path, lastmod }: SitemapEntry) =>
  `<url><loc>${escapeHtml(`${site}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/** /sitemap.xml (every active category and product) and /robots.txt pointing at it. */
export function seoRoutes({ pool }: Pick<AppDeps, 'pool'>, siteUrl?: string) {
  return new Hono()
    .get('/robots.txt', (c) => {
      const site = siteOf(c.req.url, siteUrl);
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
      const site = siteOf(c.req.url, siteUrl);
      const entries = [
        ...STATIC_PATHS.map((path) => ({ path })),
        ...(await sitemapEntries(pool, SITEMAP_MAX_URLS - STATIC_PATHS.length)),
      ];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries.map((e) => urlElement(site, e)),
        '</urlset>',
        '',
      ].join('\n');
      c.header('Content-Type', 'application/xml; charset=UTF-8');
      c.header('Cache-Control', 'public, max-age=600');
      return c.body(xml);
    });
}
