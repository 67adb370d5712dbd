import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Serves the built SPA: hashed files under /assets cached for good, other files revalidated,
 * and index.html for client routes (/product/x, /checkout) — paths without a file extension.
 */
export function staticSite(staticDir: string) {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`No index.html in ${root}; run the build first`);
  const files = serveStatic({ root });
  const indexHtml = serveStatic({ root, path: 'index.html' });
  return new Hono().get('*', compress(), async (c, next) => {
    // Unknown API and image paths keep their own 404, never the SPA page.
    if (/^\/(api|images)(\/|$)/.test(c.req.path)) return next();
    const response = await files(c, async () => {});
    if (response) {
      response.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      return response;
    }
    if (HAS_EXTENSION.test(c.req.path)) return next();
    const page = await indexHtml(c, async () => {});
    if (!page) return next();
    page.headers.set('Cache-Control', REVALIDATE);
    return page;
  });
}
