import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: hashed files under /assets cached for good, other files revalidated,
 * and index.html for client routes (/product/x, /checkout) — paths without a file extension.
 */
export function staticSite(staticDir: string) {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`No index.html in ${root}; run the build first`);
  const app = new Hono();
  app.use(compress());
  app.use(
    serveStatic({
      root,
      onFound: (path, c) => c.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE),
    }),
  );
  app.get('*', async (c, next) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return serveStatic({ root, path: 'index.html', onFound: (_path, ctx) => ctx.header('Cache-Control', REVALIDATE) })(c, next);
  });
  return app;
}
