import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Pool } from './db/pool';
import { fail, HttpError, SERVER_ERROR_MESSAGE } from './http/respond';
import { ResponseCache } from './http/responseCache';
import { categoryRoutes } from './catalogue/categoryRoutes';
import { cityRoutes } from './delivery/cityRoutes';
import { deliveryRoutes } from './delivery/deliveryRoutes';
import { contactRoutes } from './content/contactRoutes';
import { contentRoutes } from './content/contentRoutes';
import { imageRoutes } from './catalogue/imageRoutes';
import { orderRoutes } from './orders/orderRoutes';
import { productRoutes } from './catalogue/productRoutes';
import { docsRoutes } from './http/openapi/docsRoutes';
import { staticSite } from './http/staticSite';
import { invoiceRoutes } from './tax/invoiceRoutes';

export interface AppOptions {
  pool: Pool;
  /** The built SPA (dist/); when given, its files and the index.html fallback are served. */
  staticDir?: string;
  cache?: ResponseCache;
}

const MAX_BODY_BYTES = 64 * 1024;

export function createApp({ pool, staticDir, cache = new ResponseCache() }: AppOptions) {
  const deps = { pool, cache };
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, 'That request is too large.') });
  const api = new Hono()
    // Only requests with a body: reading c.req.raw.body makes the node adapter build a full Request.
    .use((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)))
    .route('/products', productRoutes(deps))
    .route('/categories', categoryRoutes(deps))
    .route('/cities', cityRoutes(deps))
    .route('/delivery', deliveryRoutes(deps))
    .route('/content', contentRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/invoices', invoiceRoutes(deps));

  const app = new Hono();
  app.route('/api', api);
  app.route(
    '/api',
    docsRoutes(() => app.routes),
  );
  app.route('/images', imageRoutes());
  if (staticDir) app.route('/', staticSite(staticDir));

  app.notFound((c) =>
    c.req.path.startsWith('/api/') || c.req.path === '/api' ? fail(c, 404, 'Not found') : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) return fail(c, error.status, error.message, error.errors);
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.message.startsWith('Malformed JSON') ? 'The request body is not valid JSON' : error.message;
      return fail(c, error.status, message || 'Bad request');
    }
    if (isDataException(error)) return fail(c, 400, 'Some of the text sent contains characters we cannot accept.');
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return fail(c, 500, SERVER_ERROR_MESSAGE);
  });
  return app;
}

/** Postgres class 22 (data exception): the input itself was unstorable, e.g. a NUL character. */
const isDataException = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as { code: string }).code.startsWith('22');
