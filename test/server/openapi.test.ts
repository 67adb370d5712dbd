import { Writable } from 'node:stream';
import { Validator, type SpecData } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderResponse } from '../../api-schema/responses';
import { createApp } from '../../server/app';
import { createPool } from '../../server/db/pool';
import { createLogger } from '../../server/http/logger';
import { isDescribed } from '../../server/http/openapi/describe';
import { addOperator, deskHeaders, signInToDesk } from '../../server/http/operator';
import { forceStatus, placeTestOrder } from './lifecycleFixtures';
import { OPERATOR, operatorHeaders } from './operatorFixtures';
import { orderFor, shippingInfo, stockedProducts } from './orderFixtures';
import { responseProblems, type Document } from './openApiCheck';
import { documentAjv } from './contract/documentAjv';
import { exampleRecorder } from './openApiExamples';
import { photoCases } from './openApiPhotoCases';
import { productEditCases } from './openApiProductEditCases';
import { paymentCases, upiApp } from './openApiPaymentCases';
import { pricingCases } from './openApiPricingCases';
import { codConfirmCases } from './openApiCodConfirmCases';
import { booksCases } from './openApiBooksCases';
import { reviewCases } from './openApiReviewCases';

// Reviews on (REVIEWS=on), so their routes answer every documented status; config() is parsed once per file.
vi.hoisted(() => void (process.env.REVIEWS = 'on'));
import { bodyOf, createTestShop, type TestShop } from './testShop';

/**
 * One real request and the status it must get. `via: 'broken'` sends it to an app whose database
 * is unreachable; `via: 'limited'` to one whose rate limits are 0, from a client address.
 */
export interface Case {
  status: number;
  path: string;
  /** Made just before sending: a conditional GET fetches its ETag, a repeat places its first order. */
  init?: RequestInit | (() => Promise<RequestInit>);
  via?: 'broken' | 'limited' | 'upi';
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
let upi: ReturnType<typeof createApp>;
let doc: Document;
let cases: Record<string, Case[]>;

beforeAll(async () => {
  shop = await createTestShop();
  // Nothing listens on port 1: every query fails, as when the database is down.
  const silent = createLogger(new Writable({ write: (_chunk, _encoding, done) => done() }));
  broken = createApp({
    pool: createPool('postgres://postgres:postgres@127.0.0.1:1/none', 1),
    logger: silent,
  });
  const closed = { limit: 0, windowSeconds: 60, message: 'Closed for this test.' };
  limited = createApp({
    pool: shop.pool,
    rateLimits: {
      orders: closed,
      ordersPerAddress: closed,
      quotes: closed,
      contact: closed,
      contactPerAddress: closed,
      tracking: closed,
      signIn: closed,
    },
  });
  upi = upiApp(shop);
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
  const shipping = { to: 'shipped', courierId: 'delhivery', trackingNumber: 'DLV-5566778899' };
  // The desk: the test operator's session, another operator for a wrong password, one whose sessions end.
  const desk = await operatorHeaders(shop);
  await addOperator(shop.pool, 'other@jholaandco.in', 'another operator password');
  await addOperator(shop.pool, 'sessions@jholaandco.in', 'an operator with sessions');
  const sessionsDesk = deskHeaders(
    await signInToDesk(
      (path, init) => shop.app.request(path, init),
      'sessions@jholaandco.in',
      'an operator with sessions',
    ),
  );
  const sessionsInit = (headers: Record<string, string>): RequestInit => ({ method: 'DELETE', headers });
  const freshSession = async () =>
    deskHeaders(await signInToDesk((path, init) => shop.app.request(path, init), OPERATOR.email, OPERATOR.password));
  const deskInit = (method: string, body: unknown, headers: Record<string, string> = desk): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const deskRead = (path: string): Case[] => [
    { status: 401, path },
    { status: 503, path, init: { headers: desk }, via: 'broken' },
  ];
  const deskWrite = (path: string, method: string, body: unknown): Case[] => [
    { status: 401, path, init: deskInit(method, body, {}) },
    { status: 403, path, init: deskInit(method, body, { Cookie: desk.Cookie! }) },
    { status: 413, path, init: { ...tooLarge, method, headers: { ...tooLarge.headers, ...desk } } },
    {
      status: 415,
      path,
      init: { method, headers: { 'Content-Type': 'text/plain', ...desk }, body: JSON.stringify(body) },
    },
    { status: 503, path, init: deskInit(method, body), via: 'broken' },
  ];
  const [productId] = [product!.id];
  const contact = await shop.app.request(
    '/api/contact',
    json({ name: 'Asha', email: 'asha@example.in', message: 'Hi' }),
  );
  const messageId = ((await contact.json()) as { data: { id: string } }).data.id;
  const signIn = (email: string, password: string) => json({ email, password });
  const newProduct = {
    productName: 'Desk Test Jute Tote',
    categoryId,
    newPrice: 899,
    oldPrice: null,
    stock: 5,
    colors: [{ name: 'Natural', hex: '#c8a97e' }],
  };
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
    'GET /api/products/facets': getCases(
      '/api/products/facets?color=Black',
      undefined,
      '/api/products/facets?discount=0',
    ),
    'GET /api/products/category/{categoryId}/facets': getCases(
      `/api/products/category/${categoryId}/facets?material=leather`,
      '/api/products/category/nope/facets',
      `/api/products/category/${categoryId}/facets?discount=91`,
    ),
    'GET /api/search/suggestions': getCases('/api/search/suggestions?q=bac', undefined, '/api/search/suggestions?q='),
    'GET /api/categories/active': getCases('/api/categories/active'),
    'GET /api/categories/{id}': getCases(`/api/categories/${categoryId}`, '/api/categories/nope'),
    'GET /api/cities/active': getCases('/api/cities/active'),
    'GET /api/cities/{id}': getCases(`/api/cities/${cityId}`, '/api/cities/nope'),
    'GET /api/content/{page}': getCases('/api/content/about', '/api/content/nope'),
    'GET /api/legal': [{ status: 200, path: '/api/legal' }],
    'GET /api/claims': [{ status: 200, path: '/api/claims' }],
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
      {
        status: 409,
        path: '/api/orders',
        init: async () => {
          // The seeded catalogue has sold-out products.
          const { rows } = await shop.pool.query<{ id: string; colour: string }>(
            `SELECT p.id, pc.name AS colour FROM products p
             JOIN product_colors pc ON pc.product_id = p.id AND pc.position = 0 WHERE p.stock = 0 LIMIT 1`,
          );
          const line = { productId: rows[0]!.id, quantity: 1, color: rows[0]!.colour };
          return json({ ...order, products: [line] });
        },
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
    'POST /api/admin/session': [
      { status: 200, path: '/api/admin/session', init: signIn(OPERATOR.email, OPERATOR.password) },
      { status: 400, path: '/api/admin/session', init: json({ email: OPERATOR.email }) },
      { status: 401, path: '/api/admin/session', init: signIn('other@jholaandco.in', 'not the password') },
      {
        status: 403,
        path: '/api/admin/session',
        init: json({ email: OPERATOR.email, password: 'x' }, { Origin: 'https://evil.example' }),
      },
      { status: 413, path: '/api/admin/session', init: tooLarge },
      { status: 415, path: '/api/admin/session', init: asText({ email: OPERATOR.email, password: 'x' }) },
      { status: 429, path: '/api/admin/session', init: signIn(OPERATOR.email, 'x'), via: 'limited' },
      { status: 503, path: '/api/admin/session', init: signIn(OPERATOR.email, 'x'), via: 'broken' },
    ],
    'GET /api/admin/session': [
      { status: 200, path: '/api/admin/session', init: { headers: desk } },
      ...deskRead('/api/admin/session'),
    ],
    'DELETE /api/admin/session': [
      {
        status: 200,
        path: '/api/admin/session',
        init: async () => ({ method: 'DELETE', headers: await freshSession() }),
      },
      { status: 401, path: '/api/admin/session', init: { method: 'DELETE' } },
      { status: 403, path: '/api/admin/session', init: { method: 'DELETE', headers: { Cookie: desk.Cookie! } } },
      { status: 503, path: '/api/admin/session', init: { method: 'DELETE', headers: desk }, via: 'broken' },
    ],
    'GET /api/admin/orders': [
      { status: 200, path: '/api/admin/orders?status=placed&city=pune&q=example', init: { headers: desk } },
      { status: 400, path: '/api/admin/orders?status=lost&from=yesterday', init: { headers: desk } },
      ...deskRead('/api/admin/orders'),
    ],
    'GET /api/admin/orders/export.csv': [
      { status: 200, path: '/api/admin/orders/export.csv?status=placed', init: { headers: desk } },
      { status: 400, path: '/api/admin/orders/export.csv?page=0', init: { headers: desk } },
      ...deskRead('/api/admin/orders/export.csv'),
    ],
    'POST /api/admin/orders/bulk-confirm': [
      {
        status: 200,
        path: '/api/admin/orders/bulk-confirm',
        init: deskInit('POST', { orderNumbers: [orderNumber, 'BAG-NOPE'] }),
      },
      { status: 400, path: '/api/admin/orders/bulk-confirm', init: deskInit('POST', { orderNumbers: [] }) },
      ...deskWrite('/api/admin/orders/bulk-confirm', 'POST', { orderNumbers: [orderNumber] }),
    ],
    'GET /api/admin/orders/{orderNumber}': [
      { status: 200, path: `/api/admin/orders/${orderNumber}`, init: { headers: desk } },
      { status: 404, path: '/api/admin/orders/BAG-NOPE', init: { headers: desk } },
      ...deskRead(`/api/admin/orders/${orderNumber}`),
    ],
    'POST /api/admin/orders/{orderNumber}/transitions': [
      { status: 400, path: admin(packed!), init: deskInit('POST', { to: 'shipped' }) },
      { status: 400, path: admin(packed!), init: deskInit('POST', { ...shipping, courierId: 'fedex' }) },
      { status: 400, path: admin(packed!), init: deskInit('POST', { ...shipping, trackingNumber: 'DLV#1234' }) },
      // Shipping with a listed courier first: the document's example shows the courier's tracking link.
      { status: 200, path: admin(packed!), init: deskInit('POST', shipping) },
      { status: 200, path: admin(toConfirm!), init: deskInit('POST', { to: 'confirmed', note: 'Checked stock' }) },
      { status: 200, path: admin(toConfirm!), init: deskInit('POST', { to: 'confirmed', note: 'Checked stock' }) },
      { status: 400, path: admin(toConfirm!), init: deskInit('POST', { to: 'flying' }) },
      { status: 404, path: admin('BAG-NOPE'), init: deskInit('POST', { to: 'confirmed' }) },
      { status: 409, path: admin(toConfirm!), init: deskInit('POST', { to: 'delivered' }) },
      ...deskWrite(admin(toConfirm!), 'POST', { to: 'packed' }),
    ],
    'GET /api/admin/products': [
      { status: 200, path: `/api/admin/products?q=${productId}`, init: { headers: desk } },
      { status: 400, path: '/api/admin/products?page=0', init: { headers: desk } },
      ...deskRead('/api/admin/products'),
    ],
    'POST /api/admin/products': [
      { status: 201, path: '/api/admin/products', init: deskInit('POST', newProduct) },
      { status: 400, path: '/api/admin/products', init: deskInit('POST', { ...newProduct, colors: [] }) },
      ...deskWrite('/api/admin/products', 'POST', newProduct),
    ],
    'PUT /api/admin/products/{id}/stock-and-price': [
      {
        status: 200,
        path: `/api/admin/products/${productId}/stock-and-price`,
        init: deskInit('PUT', { newPrice: 999, oldPrice: 1299 }),
      },
      {
        status: 400,
        path: `/api/admin/products/${productId}/stock-and-price`,
        init: deskInit('PUT', { newPrice: 999, oldPrice: 999, colorStock: [{ colorName: 'x', stock: -1 }] }),
      },
      {
        status: 404,
        path: '/api/admin/products/nope/stock-and-price',
        init: deskInit('PUT', { newPrice: 999, oldPrice: null }),
      },
      ...deskWrite(`/api/admin/products/${productId}/stock-and-price`, 'PUT', {
        newPrice: 999,
        oldPrice: null,
      }),
    ],
    ...(await photoCases(shop, desk, deskRead, deskWrite)),
    ...(await productEditCases(shop, desk, deskRead, deskWrite)),
    ...(await paymentCases(shop, product!, desk, deskRead, deskWrite)),
    ...(await pricingCases(shop, product!, desk, deskRead, deskWrite)),
    ...(await codConfirmCases(shop, product!)),
    ...(await booksCases(shop, product!, desk, deskRead, deskWrite)),
    ...(await reviewCases(shop, product!, desk, deskRead, deskWrite)),
    'GET /api/admin/categories': [
      { status: 200, path: '/api/admin/categories', init: { headers: desk } },
      ...deskRead('/api/admin/categories'),
    ],
    'PUT /api/admin/categories/{id}/hindi-name': [
      {
        status: 200,
        path: '/api/admin/categories/wallets/hindi-name',
        init: deskInit('PUT', { categoryNameHi: 'बटुए' }),
      },
      {
        status: 400,
        path: '/api/admin/categories/wallets/hindi-name',
        init: deskInit('PUT', { categoryNameHi: 'ब'.repeat(61) }),
      },
      { status: 404, path: '/api/admin/categories/nope/hindi-name', init: deskInit('PUT', { categoryNameHi: 'बटुए' }) },
      ...deskWrite('/api/admin/categories/wallets/hindi-name', 'PUT', { categoryNameHi: 'बटुए' }),
    ],
    'GET /api/admin/messages': [
      { status: 200, path: '/api/admin/messages?view=unread', init: { headers: desk } },
      { status: 400, path: '/api/admin/messages?view=spam', init: { headers: desk } },
      ...deskRead('/api/admin/messages'),
    ],
    'PATCH /api/admin/messages/{id}': [
      { status: 200, path: `/api/admin/messages/${messageId}`, init: deskInit('PATCH', { read: true }) },
      { status: 400, path: `/api/admin/messages/${messageId}`, init: deskInit('PATCH', { read: 'yes' }) },
      { status: 404, path: '/api/admin/messages/999999', init: deskInit('PATCH', { read: true }) },
      ...deskWrite(`/api/admin/messages/${messageId}`, 'PATCH', { handled: true }),
    ],
    'GET /api/admin/activity': [
      { status: 200, path: '/api/admin/activity', init: { headers: desk } },
      { status: 400, path: '/api/admin/activity?page=x', init: { headers: desk } },
      ...deskRead('/api/admin/activity'),
    ],
    'GET /api/admin/sessions': [
      { status: 200, path: '/api/admin/sessions', init: { headers: sessionsDesk } },
      ...deskRead('/api/admin/sessions'),
    ],
    'DELETE /api/admin/sessions/others': [
      { status: 200, path: '/api/admin/sessions/others', init: sessionsInit(sessionsDesk) },
      { status: 401, path: '/api/admin/sessions/others', init: sessionsInit({}) },
      { status: 403, path: '/api/admin/sessions/others', init: sessionsInit({ Cookie: sessionsDesk.Cookie! }) },
      { status: 503, path: '/api/admin/sessions/others', init: sessionsInit(sessionsDesk), via: 'broken' },
    ],
    'DELETE /api/admin/sessions/{id}': [
      { status: 200, path: '/api/admin/sessions/1', init: sessionsInit(sessionsDesk) },
      { status: 400, path: '/api/admin/sessions/first', init: sessionsInit(sessionsDesk) },
      { status: 401, path: '/api/admin/sessions/1', init: sessionsInit({}) },
      { status: 403, path: '/api/admin/sessions/1', init: sessionsInit({ Cookie: sessionsDesk.Cookie! }) },
      { status: 503, path: '/api/admin/sessions/1', init: sessionsInit(sessionsDesk), via: 'broken' },
    ],
    'GET /api/delivery/{pincode}': getCases('/api/delivery/560034', '/api/delivery/100000', '/api/delivery/12345x'),
    'GET /api/invoices/{file}': [
      { status: 200, path: invoicePath },
      { status: 404, path: invoicePath.replace(/\.[\w-]+\.pdf$/, '.forgedforgedforgedforgedforgedfo.pdf') },
      { status: 503, path: invoicePath, via: 'broken' },
      // Matches the route's pattern but is longer than any path id may be (PATH_ID, 200).
      { status: 400, path: `/api/invoices/${'a'.repeat(200)}.pdf` },
    ],
    'GET /api/health': [{ status: 200, path: '/api/health' }],
    'GET /api/ready': [
      { status: 200, path: '/api/ready' },
      { status: 503, path: '/api/ready', via: 'broken' },
    ],
    'GET /api/openapi.json': [{ status: 200, path: '/api/openapi.json' }, conditional('/api/openapi.json')],
    'GET /api/docs': [{ status: 200, path: '/api/docs' }, conditional('/api/docs')],
    'GET /api/docs/{file}': [
      { status: 200, path: '/api/docs/swagger-ui-bundle.js' },
      conditional('/api/docs/swagger-ui-bundle.js'),
      { status: 200, path: '/api/docs/swagger-ui.css' },
      { status: 200, path: '/api/docs/start.js' },
      { status: 404, path: '/api/docs/package.json' },
    ],
  };
  addControlCharacterCases(cases);
});

/**
 * describe() refuses a path id with a control character (400, before the handler): for each operation with
 * path ids, a documented 400 and no 400 case of its own, its first case again with a NUL in place of its first path id.
 */
function addControlCharacterCases(table: Record<string, Case[]>) {
  for (const [name, list] of Object.entries(table)) {
    const [method, template] = name.split(' ') as [string, string];
    const documents400 = doc.paths[template]?.[method.toLowerCase()]?.responses['400'];
    if (!template.includes('{') || !documents400 || list.some((c) => c.status === 400)) continue;
    const model = list.find((c) => c.status < 400 || c.status === 404) ?? list[0]!;
    const first = template.indexOf('{');
    const prefix = template.slice(0, first);
    const rest = model.path.slice(prefix.length).replace(/^[^/?]*/, '%00');
    list.push({ ...model, status: 400, path: prefix + rest });
  }
}

const CLIENT = { incoming: { socket: { remoteAddress: '192.0.2.44' } } };
const send = (c: Case, init: RequestInit | undefined) =>
  c.via === 'broken'
    ? broken.request(c.path, init)
    : c.via === 'limited'
      ? limited.request(c.path, init, CLIENT)
      : c.via === 'upi'
        ? upi.request(c.path, init)
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
      const name = `${route.method} ${route.path.replace(/:(\w+)(\{[^/]*\})?/g, '{$1}')}`;
      if (isDescribed(route.handler)) documented.add(name);
      else undocumented.add(name);
    }
    expect([...undocumented].filter((name) => !documented.has(name))).toEqual([]);
    expect(
      operations()
        .map((o) => o.name)
        .sort(),
    ).toEqual([...documented].sort());
  });

  it('declares every path parameter in describe() (hono-openapi would add a bare string for a forgotten one)', () => {
    const bare = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        (op as { parameters?: { in: string; name: string; description?: string; schema: { maxLength?: number } }[] })
          .parameters!.filter((p) => p.in === 'path' && !(p.description && p.schema.maxLength))
          .map((p) => `${method} ${path} ${p.name}`),
      ),
    );
    expect(bare).toEqual([]);
  });

  it('has a real request for every documented operation and status', () => {
    // 431 comes from Node's HTTP parser, before any route: httpMethods.test.ts sends it over a real socket.
    const missing = operations().flatMap(({ name, statuses }) =>
      statuses
        .filter((status) => status !== '431' && !cases[name]?.some((c) => String(c.status) === status))
        .map((s) => `${name} ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('every real response matches the document', async () => {
    const problems: string[] = [];
    const examples = exampleRecorder();
    for (const [operation, list] of Object.entries(cases)) {
      for (const c of list) {
        const init = typeof c.init === 'function' ? await c.init() : c.init;
        const res = await send(c, init);
        await examples.record(operation, init, res);
        if (res.status !== c.status) problems.push(`${operation} ${c.path}: expected ${c.status}, got ${res.status}`);
        problems.push(...(await responseProblems(doc, operation, res)));
      }
    }
    expect(problems).toEqual([]);
    if (process.env.OPENAPI_EXAMPLES === 'write') examples.write('server/http/openapi/examples.json');
  });

  it('every JSON request body and answer has an example, valid against its schema', () => {
    const ajv = documentAjv(doc);
    const problems: string[] = [];
    const media = (where: string, content: Record<string, { schema?: object; example?: unknown }> = {}) =>
      Object.entries(content)
        .filter(([type]) => type.endsWith('json'))
        .forEach(([, { schema, example }]) => {
          if (example === undefined) problems.push(`${where}: no example`);
          else
            problems.push(
              ...ajv.problems((schema ?? {}) as Record<string, unknown>, example).map((p) => `${where}: ${p}`),
            );
        });
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods) as [string, OperationShape][]) {
        media(`${method} ${path} request`, op.requestBody?.content);
        for (const [status, r] of Object.entries(op.responses)) media(`${method} ${path} ${status}`, r.content);
      }
    expect(problems).toEqual([]);
  });
});

interface OperationShape {
  requestBody?: { content: Record<string, { schema?: object; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: object; example?: unknown }> }>;
}
