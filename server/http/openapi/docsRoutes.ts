import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { matchesEtag } from '../cachedJson';
import { encodedBody, toCachedBody, type CachedBody } from '../responseCache';
import { describe, failed, notModified, succeeded } from './describe';
import { openApiDocument } from './document';

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Swagger UI's script and styles are files, and so is its start-up: the shop's CSP
// (http/securityHeaders.ts) allows no inline script. React sets its inline styles through the CSSOM.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jhola &amp; Co. API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
});
`;

const ASSETS: Record<string, { type: string; load: () => string }> = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    load: () => readFileSync(join(SWAGGER_DIR, 'swagger-ui.css'), 'utf8'),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    load: () => readFileSync(join(SWAGGER_DIR, 'swagger-ui-bundle.js'), 'utf8'),
  },
  'start.js': { type: 'text/javascript; charset=utf-8', load: () => START },
};

/** Read (and compressed) once on first demand, then kept: a developer page, never on a shopper's path. */
const loaded = new Map<string, CachedBody>();
const page = toCachedBody(PAGE);

function send(c: Context, body: CachedBody, type: string) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ETag: body.etag, Vary: 'Accept-Encoding' };
  // Revalidated on every use (no-cache): an unchanged file costs a 304, not its 1.7 MB again.
  if (matchesEtag(c.req.header('If-None-Match'), body.etag)) return c.body(null, 304, headers);
  const { bytes, encoding } = encodedBody(body, c.req.header('Accept-Encoding') ?? '');
  headers['Content-Type'] = type;
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(bytes, 200, headers);
}

/** GET /openapi.json (built from the app's routes on first request) and the reference page /docs. */
export function docsRoutes(shopApp: () => Hono) {
  let document: CachedBody | undefined;
  return new Hono()
    .get(
      '/openapi.json',
      describe({
        summary: 'This OpenAPI 3.1 document',
        tags: ['Developers'],
        responses: {
          200: succeeded(
            'The document, generated from api-schema and the routes that declare it.',
            z.looseObject({
              openapi: z.string(),
              info: z.looseObject({}),
              paths: z.record(z.string(), z.looseObject({})),
            }),
          ),
          304: notModified,
        },
      }),
      async (c) => {
        document ??= toCachedBody(JSON.stringify(await openApiDocument(shopApp())));
        return send(c, document, 'application/json; charset=utf-8');
      },
    )
    .get(
      '/docs',
      describe({
        summary: 'The API reference page (Swagger UI)',
        tags: ['Developers'],
        responses: {
          200: { description: 'An HTML page', schema: z.string(), mediaTypes: ['text/html'] },
          304: notModified,
        },
      }),
      (c) => send(c, page, 'text/html; charset=utf-8'),
    )
    .get(
      '/docs/:file',
      describe({
        summary: "The reference page's script and styles",
        tags: ['Developers'],
        pathIds: { file: 'swagger-ui.css, swagger-ui-bundle.js or start.js' },
        responses: {
          200: { description: 'The file', schema: z.string(), mediaTypes: ['text/css', 'text/javascript'] },
          304: notModified,
          404: failed('No such file'),
        },
      }),
      (c) => {
        const name = c.req.param('file');
        const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
        if (!asset) return c.notFound();
        if (!loaded.has(name)) loaded.set(name, toCachedBody(asset.load()));
        return send(c, loaded.get(name)!, asset.type);
      },
    );
}
