import { Writable } from 'node:stream';
import { Validator, type SpecData } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse } from '../../api-schema/responses';
import { createApp } from '../../server/app';
import { createPool } from '../../server/db/pool';
import { createLogger } from '../../server/http/logger';
import { operationOf } from '../../server/http/openapi/describe';
import { openApiPath } from '../../server/http/openapi/document';
import { ADMIN_TOKEN, forceStatus, placeTestOrder } from './lifecycleFixtures';
import { orderFor, shippingInfo, stockedProducts } from './orderFixtures';
import { responseProblems, type Document } from './openApiCheck';
import { bodyOf, createTestShop, type TestShop } from './testShop';

/**
 * One real request and the status it must get. `via: 'broken'` sends it to an app whose database
 * is unreachable; `via: 'limited'` to one whose rate limits are 0, from a client address.
 */
interface Case {
  status: number;
  path: string;
  /** Made just before sending: a conditional GET fetches its ETag, a repeat places its first order. */
  init?: RequestInit | (() => Promise<RequestInit>);
  via?: 'broken' | 'limited';
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const tooLarge = json({ name: 'A', email: 'a@example.in', message: 'x'.repeat(70 * 1024) });
const asText = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'text/plain' },
  body: JSON.stringify(body),
});

let shop: TestShop;
let broken: ReturnType<typeof createApp>;
let limited: ReturnType<typeof createApp>;
let doc: Document;
let cases: Record<string, Case[]>;

beforeAll(async () => {
  // With a token the interim admin route exists, so the route check sees it.
  shop = await createTestShop({ adminApiToken: ADMIN_TOKEN });
  // Nothing listens on port 1: every query fails, as when the database is down.
  const silent = createLogger(new Writable({ write: (_chunk, _encoding, done) => done() }));
  broken = createApp({
    pool: createPool('postgres://postgres:postgres@127.0.0.1:1/none', 1),
    logger: silent,
    adminApiToken: ADMIN_TOKEN,
  });
  const closed = { limit: 0, windowSeconds: 60, message: 'Closed for this test.' };
  limited = createApp({ pool: shop.pool, rateLimits: { orders: closed, contact: closed, tracking: closed } });
  doc = (await (await shop.app.request('/api/openapi.json')).json()) as Document;

  const [product] = await stockedProducts(shop.pool);
  const { rows } = await shop.pool.query<{ id: string; city: string }>(
    'SELECT (SELECT id FROM categories WHERE active ORDER BY id LIMIT 1) AS id, (SELECT id FROM cities WHERE active ORDER BY id LIMIT 1) AS city',
  );
  const { id: categoryId, city: cityId } = rows[0]!;
  const order = orderFor(product!);
  const placed = await bodyOf(await shop.app.request('/api/orders', json(order)), orderResponse);
  const { orderNumber, invoicePdfUrl: invoicePath = '' } = placed.data.order;
  const key = crypto.randomUUID();
  const placeWithKey = async () => await shop.app.request('/api/orders', json(order, { 'Idempotency-Key': key }));
  // Orders in the states each status change needs, set up the way the lifecycle tests do.
  const [toCancel, shipped, delivered, toConfirm, packed] = await Promise.all(
    [1, 2, 3, 4, 5].map(() => placeTestOrder(shop, product!)),
  );
  await forceStatus(shop, shipped!, 'shipped');
  await forceStatus(shop, delivered!, 'delivered');
  await forceStatus(shop, packed!, 'packed');
  const { email, phone } = shippingInfo;
  const track = (number: string, action: string) => `/api/orders/track/${number}/${action}`;
  const admin = (number: string) => `/api/admin/orders/${number}/transitions`;
  const bearer = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const conditional = (path: string): Case => ({
    status: 304,
    path,
    init: async () => ({ headers: { 'If-None-Match': (await shop.app.request(path)).headers.get('ETag')! } }),
  });
  const getCases = (ok: string, missing?: string, bad?: string): Case[] => [
    { status: 200, path: ok },
    conditional(ok),
    { status: 503, path: ok, via: 'broken' },
    ...(missing ? [{ status: 404, path: missing }] : []),
    ...(bad ? [{ status: 400, path: bad }] : []),
  ];
  cases = {
    'GET /api/products/public': getCases(
      '/api/products/public?sortBy=newPrice&limit=3',
      undefined,
      '/api/products/public?limit=0',
    ),
    'GET /api/products/public/{id}': getCases(`/api/products/public/${product!.id}`, '/api/products/public/nope'),
    'GET /api/products/category/{categoryId}': getCases(
      `/api/products/category/${categoryId}?inStock=true`,
      '/api/products/category/nope',
      `/api/products/category/${categoryId}?minPrice=9&maxPrice=1`,
    ),
    'GET /api/search/suggestions': getCases('/api/search/suggestions?q=bac', undefined, '/api/search/suggestions?q='),
    'GET /api/categories/active': getCases('/api/categories/active'),
    'GET /api/categories/{id}': getCases(`/api/categories/${categoryId}`, '/api/categories/nope'),
    'GET /api/cities/active': getCases('/api/cities/active'),
    'GET /api/cities/{id}': getCases(`/api/cities/${cityId}`, '/api/cities/nope'),
    'GET /api/content/{page}': getCases('/api/content/about', '/api/content/nope'),
    'POST /api/contact': [
      { status: 201, path: '/api/contact', init: json({ name: 'Asha', email: 'asha@example.in', message: 'Hello' }) },
      { status: 400, path: '/api/contact', init: json({ name: '', email: 'nope', message: 'Hi', extra: 1 }) },
      { status: 400, path: '/api/contact', init: json('{"name": ') },
      { status: 413, path: '/api/contact', init: tooLarge },
      { status: 415, path: '/api/contact', init: asText({ name: 'Asha', email: 'asha@example.in', message: 'Hi' }) },
      {
        status: 503,
        path: '/api/contact',
        init: json({ name: 'Asha', email: 'asha@example.in', message: 'Hello' }),
        via: 'broken',
      },
      {
        status: 429,
        path: '/api/contact',
        init: json({ name: 'Asha', email: 'a@example.in', message: 'Hi' }),
        via: 'limited',
      },
    ],
    'POST /api/orders': [
      { status: 201, path: '/api/orders', init: json(order, { 'Idempotency-Key': key }) },
      {
        status: 200,
        path: '/api/orders',
        init: () => placeWithKey().then(() => json(order, { 'Idempotency-Key': key })),
      },
      { status: 400, path: '/api/orders', init: json({ ...order, agreement: false }) },
      { status: 400, path: '/api/orders', init: json(order, { 'Idempotency-Key': 'not-a-uuid' }) },
      {
        status: 400,
        path: '/api/orders',
        init: json({ ...order, products: [{ ...order.products[0]!, color: 'Invisible' }] }),
      },
      { status: 413, path: '/api/orders', init: tooLarge },
      { status: 415, path: '/api/orders', init: asText(order) },
      {
        status: 422,
        path: '/api/orders',
        init: () =>
          placeWithKey().then(() =>
            json({ ...order, products: [{ ...order.products[0]!, quantity: 2 }] }, { 'Idempotency-Key': key }),
          ),
      },
      { status: 503, path: '/api/orders', init: json(order), via: 'broken' },
      { status: 429, path: '/api/orders', init: json(order), via: 'limited' },
    ],
    'GET /api/orders/track/{orderNumber}': [
      {
        status: 200,
        path: `/api/orders/track/${orderNumber.toLowerCase()}?contact=${order.shippingInfo.email.toUpperCase()}`,
      },
      { status: 404, path: `/api/orders/track/${orderNumber}?contact=someone@example.in` },
      { status: 404, path: `/api/orders/track/${orderNumber}` },
      { status: 503, path: `/api/orders/track/${orderNumber}?contact=x@example.in`, via: 'broken' },
      { status: 429, path: `/api/orders/track/${orderNumber}?contact=x@example.in`, via: 'limited' },
    ],
    'POST /api/orders/track/{orderNumber}/cancel': [
      { status: 200, path: track(toCancel!, 'cancel'), init: json({ contact: email.toUpperCase() }) },
      { status: 200, path: track(toCancel!, 'cancel'), init: json({ contact: email }) },
      { status: 400, path: track(orderNumber, 'cancel'), init: json({ contact: '', extra: 1 }) },
      { status: 400, path: track(orderNumber, 'cancel'), init: json('{"contact": ') },
      { status: 404, path: track(orderNumber, 'cancel'), init: json({ contact: 'someone@example.in' }) },
      { status: 404, path: track('BAG-NOPE', 'cancel'), init: json({ contact: email }) },
      { status: 409, path: track(shipped!, 'cancel'), init: json({ contact: phone }) },
      { status: 413, path: track(orderNumber, 'cancel'), init: tooLarge },
      { status: 415, path: track(orderNumber, 'cancel'), init: asText({ contact: email }) },
      { status: 429, path: track(orderNumber, 'cancel'), init: json({ contact: email }), via: 'limited' },
      { status: 503, path: track(orderNumber, 'cancel'), init: json({ contact: email }), via: 'broken' },
    ],
    'POST /api/orders/track/{orderNumber}/return-request': [
      {
        status: 200,
        path: track(delivered!, 'return-request'),
        init: json({ contact: phone, reason: 'damaged', note: 'The strap came off' }),
      },
      { status: 200, path: track(delivered!, 'return-request'), init: json({ contact: phone, reason: 'damaged' }) },
      { status: 400, path: track(delivered!, 'return-request'), init: json({ contact: phone }) },
      {
        status: 404,
        path: track(delivered!, 'return-request'),
        init: json({ contact: 'x@example.in', reason: 'damaged' }),
      },
      { status: 409, path: track(orderNumber, 'return-request'), init: json({ contact: email, reason: 'damaged' }) },
      { status: 413, path: track(orderNumber, 'return-request'), init: tooLarge },
      { status: 415, path: track(orderNumber, 'return-request'), init: asText({ contact: email, reason: 'damaged' }) },
      {
        status: 429,
        path: track(orderNumber, 'return-request'),
        init: json({ contact: email, reason: 'damaged' }),
        via: 'limited',
      },
      {
        status: 503,
        path: track(orderNumber, 'return-request'),
        init: json({ contact: email, reason: 'damaged' }),
        via: 'broken',
      },
    ],
    'POST /api/admin/orders/{orderNumber}/transitions': [
      { status: 200, path: admin(toConfirm!), init: json({ to: 'confirmed', note: 'Checked stock' }, bearer) },
      { status: 200, path: admin(toConfirm!), init: json({ to: 'confirmed', note: 'Checked stock' }, bearer) },
      { status: 401, path: admin(toConfirm!), init: json({ to: 'packed' }) },
      { status: 401, path: admin(toConfirm!), init: json({ to: 'packed' }, { Authorization: 'Bearer wrong' }) },
      { status: 400, path: admin(toConfirm!), init: json({ to: 'flying' }, bearer) },
      { status: 400, path: admin(packed!), init: json({ to: 'shipped' }, bearer) },
      { status: 404, path: admin('BAG-NOPE'), init: json({ to: 'confirmed' }, bearer) },
      { status: 409, path: admin(toConfirm!), init: json({ to: 'delivered' }, bearer) },
      { status: 413, path: admin(toConfirm!), init: { ...tooLarge, headers: { ...tooLarge.headers, ...bearer } } },
      {
        status: 415,
        path: admin(toConfirm!),
        init: { ...asText({ to: 'packed' }), headers: { 'Content-Type': 'text/plain', ...bearer } },
      },
      { status: 503, path: admin(toConfirm!), init: json({ to: 'packed' }, bearer), via: 'broken' },
    ],
    'GET /api/delivery/{pincode}': getCases('/api/delivery/560034', '/api/delivery/100000', '/api/delivery/12345x'),
    'GET /api/invoices/{file}': [
      { status: 200, path: invoicePath },
      { status: 404, path: invoicePath.replace(/\.[\w-]+\.pdf$/, '.forgedforgedforgedforgedforgedfo.pdf') },
      { status: 503, path: invoicePath, via: 'broken' },
    ],
    'GET /api/health': [{ status: 200, path: '/api/health' }],
    'GET /api/ready': [
      { status: 200, path: '/api/ready' },
      { status: 503, path: '/api/ready', via: 'broken' },
    ],
    'GET /api/openapi.json': [{ status: 200, path: '/api/openapi.json' }],
    'GET /api/docs': [{ status: 200, path: '/api/docs' }],
    'GET /api/docs/{file}': [
      { status: 200, path: '/api/docs/swagger-ui-bundle.js' },
      { status: 200, path: '/api/docs/swagger-ui.css' },
      { status: 200, path: '/api/docs/start.js' },
      { status: 404, path: '/api/docs/package.json' },
    ],
  };
});

const CLIENT = { incoming: { socket: { remoteAddress: '192.0.2.44' } } };
const send = (c: Case, init: RequestInit | undefined) =>
  c.via === 'broken'
    ? broken.request(c.path, init)
    : c.via === 'limited'
      ? limited.request(c.path, init, CLIENT)
      : shop.app.request(c.path, init);

afterAll(async () => {
  await shop?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      statuses: Object.keys(op.responses),
    })),
  );

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator does reject a broken document (so the check above can fail)', async () => {
    const copy = structuredClone(doc);
    const [first] = Object.values(copy.paths);
    delete (Object.values(first!)[0]!.responses['200'] as { description?: string }).description;
    expect((await new Validator().validate(copy as SpecData)).valid).toBe(false);
  });

  it('documents every /api route the app really has', () => {
    const undocumented = new Set<string>();
    const documented = new Set<string>();
    for (const route of shop.app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
      const name = `${route.method} ${openApiPath(route.path)}`;
      if (operationOf(route.handler)) documented.add(name);
      else undocumented.add(name);
    }
    expect([...undocumented].filter((name) => !documented.has(name))).toEqual([]);
    expect(
      operations()
        .map((o) => o.name)
        .sort(),
    ).toEqual([...documented].sort());
  });

  it('has a real request for every documented operation and status', () => {
    const missing = operations().flatMap(({ name, statuses }) =>
      statuses.filter((status) => !cases[name]?.some((c) => String(c.status) === status)).map((s) => `${name} ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('every real response matches the document', async () => {
    const problems: string[] = [];
    for (const [operation, list] of Object.entries(cases)) {
      for (const c of list) {
        const init = typeof c.init === 'function' ? await c.init() : c.init;
        const res = await send(c, init);
        if (res.status !== c.status) problems.push(`${operation} ${c.path}: expected ${c.status}, got ${res.status}`);
        problems.push(...(await responseProblems(doc, operation, res)));
      }
    }
    expect(problems).toEqual([]);
  });
});
