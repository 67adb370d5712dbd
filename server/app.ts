import { Hono, type Context } from 'hono';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import type { Pool } from './db/pool';
import { fail, HttpError, noStoreOnErrors, SERVER_ERROR_MESSAGE } from './http/respond';
import { ResponseCache } from './http/responseCache';
import { categoryRoutes } from './catalogue/categoryRoutes';
import { cityRoutes } from './delivery/cityRoutes';
import { deliveryRoutes } from './delivery/deliveryRoutes';
import { contactRoutes } from './content/contactRoutes';
import { legalRoutes } from './content/legalRoutes';
import { claimsRoutes } from './content/claimsRoutes';
import { contentRoutes } from './content/contentRoutes';
import { imageRoutes } from './catalogue/imageRoutes';
import { adminRoutes } from './adminRoutes';
import { isPhotoUpload } from './photos/photoDeskRoutes';
import { isStatementImport } from './payments/paymentDeskRoutes';
import { DEFAULT_SESSION_SETTINGS, type SessionSettings } from './http/operator';
import { orderRoutes } from './orders/orderRoutes';
import { facetRoutes } from './catalogue/facetRoutes';
import { productRoutes } from './catalogue/productRoutes';
import { searchRoutes } from './catalogue/searchRoutes';
import { docsRoutes } from './http/openapi/docsRoutes';
import { staticSite } from './http/staticSite';
import { seoPages } from './seo/seoPages';
import { previewRoutes } from './seo/previewRoutes';
import { seoRoutes } from './seo/seoRoutes';
import { siteUrlOf, type SiteUrl } from './seo/siteUrl';
import { healthRoutes } from './health/healthRoutes';
import { limitBody } from './http/bodyLimit';
import { allowedMethods, answerOptions, isApiPath, methodNotAllowed } from './http/methodRouting';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_S } from './http/databaseErrors';
import { createLogger, type Logger } from './http/logger';
import { rateLimiter } from './http/rateLimit';
import { RATE_LIMITS, type RateLimitName, type RateLimits } from './http/rateLimits';
import { requestLog } from './http/requestLog';
import { inlineScriptHashes, securityHeaders } from './http/securityHeaders';
import { invoiceRoutes } from './tax/invoiceRoutes';
import { creditNoteRoutes } from './tax/creditNoteRoutes';
import { photoRoutes } from './photos/photoRoutes';
import { paymentRoutes } from './payments/paymentRoutes';
import { codConfirmRoutes } from './payments/codConfirmRoutes';
import { reviewRoutes } from './reviews/reviewRoutes';
import { quoteRoutes } from './orders/quoteRoutes';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from './payments/paymentSettings';

export interface AppOptions {
  pool: Pool;
  /** Connections reserved for placing orders; defaults to `pool`. */
  orderPool?: Pool;
  /** The built SPA (dist/); when given, its files and the index.html fallback are served. */
  staticDir?: string;
  cache?: ResponseCache;
  logger?: Logger;
  /** Reverse proxies in front whose X-Forwarded-For is believed (TRUST_PROXY); default none. */
  trustedProxies?: number;
  rateLimits?: RateLimits;
  /** The operator desk's session timeouts (ADMIN_SESSION_IDLE_MINUTES). */
  deskSessions?: SessionSettings;
  /**
   * PUBLIC_URL: the public origin of absolute links (preview tags, JSON-LD, sitemap, robots.txt) and the
   * origin desk writes may come from; default seo/siteUrl.ts's, never the request's Host.
   */
  siteUrl?: string | SiteUrl;
  /** SHOP_UPI_ID / SHOP_UPI_NAME / UPI_PAYMENT_WINDOW_MINUTES; default COD only. */
  payments?: PaymentSettings;
}

const MAX_BODY_BYTES = 64 * 1024;

export function createApp({
  pool,
  orderPool = pool,
  staticDir,
  cache = new ResponseCache(),
  logger = createLogger(),
  trustedProxies = 0,
  rateLimits = RATE_LIMITS,
  deskSessions = DEFAULT_SESSION_SETTINGS,
  siteUrl: configuredSite,
  payments = DEFAULT_PAYMENT_SETTINGS,
}: AppOptions) {
  const siteUrl = siteUrlOf(configuredSite);
  const limiter = rateLimiter({
    pool,
    trustedProxies,
    onCleanupError: (err) => logger.warn({ err }, 'rate limit cleanup failed'),
  });
  const deps = {
    pool,
    orderPool,
    cache,
    payments,
    limit: (name: RateLimitName, keyOf?: (c: Context) => string | undefined) => limiter(name, rateLimits[name], keyOf),
  };
  const api = new Hono()
    // A photo upload (10 MB) and a bank statement (2 MB) have their own limits, checked after the session.
    .use(
      except(
        (c) => isPhotoUpload(c.req.method, c.req.path) || isStatementImport(c.req.method, c.req.path),
        limitBody(MAX_BODY_BYTES),
      ),
    )
    .route('/', healthRoutes(deps))
    .route('/products', productRoutes(deps))
    .route('/products', facetRoutes(deps))
    .route('/categories', categoryRoutes(deps))
    .route('/search', searchRoutes(deps))
    .route('/cities', cityRoutes(deps))
    .route('/delivery', deliveryRoutes(deps))
    .route('/content', contentRoutes(deps))
    .route('/legal', legalRoutes())
    .route('/claims', claimsRoutes())
    .route('/contact', contactRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/checkout', quoteRoutes(deps))
    .route('/invoices', invoiceRoutes(deps))
    .route('/payments', paymentRoutes(deps))
    .route('/cod-confirmations', codConfirmRoutes(deps))
    .route('/credit-notes', creditNoteRoutes(deps))
    .route('/reviews', reviewRoutes(deps))
    .route('/admin', adminRoutes(deps, { sessions: deskSessions, trustedProxies, siteUrl }));

  const app = new Hono();
  const allowed = allowedMethods(() => app.routes);
  app.use(requestLog(logger));
  app.use(noStoreOnErrors);
  app.use(securityHeaders(inlineScriptHashes(staticDir)));
  app.use(answerOptions(allowed));
  app.route('/api', api);
  app.route(
    '/api',
    docsRoutes(() => app),
  );
  app.route('/images/photos', photoRoutes(pool));
  app.route('/images', imageRoutes());
  app.route(
    '/',
    previewRoutes((path) => app.request(path)),
  );
  app.route('/', seoRoutes(deps, siteUrl));
  if (staticDir)
    app.route(
      '/',
      staticSite(
        staticDir,
        seoPages((path) => app.request(path), siteUrl, staticDir),
      ),
    );

  app.notFound(
    (c) =>
      methodNotAllowed(c, allowed) ?? (isApiPath(c.req.path) ? fail(c, 404, 'Not found') : c.text('Not found', 404)),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) return fail(c, error.status, error.message, error.errors);
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.message.startsWith('Malformed JSON') ? 'The request body is not valid JSON' : error.message;
      return fail(c, error.status, message || 'Bad request');
    }
    if (isDataException(error)) return fail(c, 400, 'Some of the text sent contains characters we cannot accept.');
    logger.error({ err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'request error');
    if (isDatabaseUnavailable(error)) {
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return fail(c, 503, UNAVAILABLE_MESSAGE);
    }
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
