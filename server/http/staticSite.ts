import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { htmlResponse } from './htmlResponse';

/** A page's HTML built from index.html, and its status (404: the SPA's friendly not-found page). */
export interface RenderedPage {
  html: string;
  status: 200 | 404;
}

/** Builds a page's HTML from index.html (server/seo); undefined = send index.html as it is. */
export type RenderPage = (c: Context, template: string) => Promise<RenderedPage | undefined>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Serves the built SPA: hashed files under /assets cached for good, other files revalidated,
 * and index.html for client routes (/product/x, /checkout) — paths without a file extension.
 * The build writes .br/.gz next to each text file (vite-plugins/precompress.ts); those are sent
 * as they are, so nothing is compressed per request.
 */
export function staticSite(staticDir: string, renderPage?: RenderPage) {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`No index.html in ${root}; run the build first`);
  const files = serveStatic({ root, precompressed: true });
  const indexHtml = serveStatic({ root, path: 'index.html', precompressed: true });
  const template = readFileSync(resolve(root, 'index.html'), 'utf8');
  const finish = (response: Response, cacheControl: string) => {
    response.headers.set('Cache-Control', cacheControl);
    // Caches must key on the encoding even when this client got the plain file.
    if (!response.headers.has('Vary')) response.headers.set('Vary', 'Accept-Encoding');
    return response;
  };
  return new Hono().get('*', async (c, next) => {
    // Unknown API and image paths keep their own 404, never the SPA page.
    if (/^\/(api|images)(\/|$)/.test(c.req.path)) return next();
    // '/' is a page like any other route, not the index.html file.
    const response = c.req.path === '/' ? undefined : await files(c, async () => {});
    if (response) return finish(response, c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (HAS_EXTENSION.test(c.req.path)) return next();
    const page = await renderPage?.(c, template);
    if (page) {
      const rendered = htmlResponse(page.html, c.req.header('Accept-Encoding'), page.status);
      // A rendered page follows the language cookie too (its pre-paint, server/seo/seoPages.ts).
      rendered.headers.set('Vary', 'Accept-Encoding, Cookie');
      return finish(rendered, REVALIDATE);
    }
    const shell = await indexHtml(c, async () => {});
    if (!shell) return next();
    return finish(shell, REVALIDATE);
  });
}
