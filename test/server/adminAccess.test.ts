import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SIGN_IN_FAILED, SIGNED_OUT } from '../../api-schema/adminAuth';
import { failure } from '../../api-schema/envelope';
import { deskHeaders, signInToDesk, CSRF_REFUSED } from '../../server/http/operator';
import { createLogger } from '../../server/http/logger';
import { photoHash } from '../../server/photos/photoPipeline';
import { placeTestOrder } from './lifecycleFixtures';
import { OPERATOR, operatorHeaders } from './operatorFixtures';
import { stockedProducts } from './orderFixtures';
import { testPicture } from './photoImages';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

const logText: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _, done) {
    logText.push(chunk.toString());
    done();
  },
});

let shop: TestShop;
let orderNumber: string;
let productId: string;
let productColour: string;
let messageId: string;
let photo: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  shop = await createTestShop({ logger: createLogger(memory, 'debug') });
  const products = await stockedProducts(shop.pool);
  orderNumber = await placeTestOrder(shop, products[0]!);
  productId = products[1]!.id;
  productColour = products[1]!.colour;
  const contact = await postJson(shop, '/api/contact', {
    name: 'Asha',
    email: 'asha@example.in',
    subject: 'Order',
    message: 'Where is my bag?',
  });
  messageId = ((await contact.json()) as { data: { id: string } }).data.id;
  await operatorHeaders(shop); // creates and signs in the operator
  photo = new Uint8Array(await testPicture('jpeg', 400, 300));
});
afterAll(() => shop.close());

interface Endpoint {
  method: string;
  name?: string;
  path: () => string;
  body?: () => unknown;
  /** A photo upload: the file is the body. */
  file?: () => Uint8Array<ArrayBuffer>;
  /** What a signed-in call answers, when not 200. */
  okStatus?: number;
}

const photos = () => `/api/admin/products/${productId}/colors/0/photos`;

/** Every /api/admin endpoint but sign-in itself (access tests below cover sign-in separately). */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: () => '/api/admin/session' },
  { method: 'DELETE', path: () => '/api/admin/session' },
  { method: 'GET', path: () => '/api/admin/orders' },
  { method: 'GET', path: () => '/api/admin/orders/export.csv' },
  { method: 'GET', name: '/api/admin/orders/:orderNumber', path: () => `/api/admin/orders/${orderNumber}` },
  {
    method: 'POST',
    name: '/api/admin/orders/:orderNumber/transitions',
    path: () => `/api/admin/orders/${orderNumber}/transitions`,
    body: () => ({ to: 'confirmed' }),
  },
  { method: 'POST', path: () => '/api/admin/orders/bulk-confirm', body: () => ({ orderNumbers: [orderNumber] }) },
  { method: 'GET', path: () => '/api/admin/products' },
  {
    method: 'PUT',
    name: '/api/admin/products/:id/stock-and-price',
    path: () => `/api/admin/products/${productId}/stock-and-price`,
    body: () => ({ newPrice: 4321, oldPrice: null, colorStock: [{ colorName: productColour, stock: 7 }] }),
  },
  { method: 'GET', name: '/api/admin/products/:id/photos', path: () => `/api/admin/products/${productId}/photos` },
  {
    method: 'POST',
    name: '/api/admin/products/:id/colors/:position/photos',
    path: photos,
    file: () => photo,
    okStatus: 201,
  },
  {
    method: 'PUT',
    name: '/api/admin/products/:id/colors/:position/photos/order',
    path: () => `${photos()}/order`,
    body: () => ({ hashes: [photoHash(photo)] }),
  },
  {
    method: 'DELETE',
    name: '/api/admin/products/:id/colors/:position/photos/:hash',
    path: () => `${photos()}/${photoHash(photo)}`,
  },
  { method: 'GET', path: () => '/api/admin/messages' },
  {
    method: 'PATCH',
    name: '/api/admin/messages/:id',
    path: () => `/api/admin/messages/${messageId}`,
    body: () => ({ read: true, handled: true }),
  },
  { method: 'GET', path: () => '/api/admin/activity' },
  { method: 'GET', path: () => '/api/admin/sessions' },
  { method: 'DELETE', path: () => '/api/admin/sessions/others' },
  { method: 'DELETE', name: '/api/admin/sessions/:id', path: () => '/api/admin/sessions/1' },
  // Unknown paths under /api/admin answer 401 too: nothing there is public.
  { method: 'GET', path: () => '/api/admin/nothing-here' },
];
const WRITES = ENDPOINTS.filter((e) => e.method !== 'GET');

const call = (e: Endpoint, headers: Record<string, string>, url = `http://localhost${e.path()}`) =>
  shop.app.request(url, {
    method: e.method,
    headers: {
      ...(e.body ? { 'Content-Type': 'application/json' } : e.file ? { 'Content-Type': 'image/jpeg' } : {}),
      ...headers,
    },
    body: e.file ? e.file() : e.body ? JSON.stringify(e.body()) : undefined,
  });

/** Everything a refused call must leave untouched. */
async function state() {
  const { rows } = await shop.pool.query(
    `SELECT (SELECT order_status FROM orders WHERE order_number = $1) AS status,
            (SELECT count(*)::int FROM order_events) AS events,
            (SELECT row(p.new_price, p.old_price, (SELECT pc.stock FROM product_colors pc
               WHERE pc.product_id = p.id AND pc.position = 0))::text FROM products p WHERE p.id = $2) AS product,
            (SELECT row(read_at, handled_at)::text FROM contact_messages WHERE id = $3) AS message,
            (SELECT count(*)::int FROM audit_log) AS audit,
            (SELECT count(*)::int FROM product_photos) AS photos,
            (SELECT count(*)::int FROM photo_files) AS photo_files,
            (SELECT count(*)::int FROM operator_sessions) AS sessions`,
    [orderNumber, productId, messageId],
  );
  return rows[0] as Record<string, unknown>;
}

async function freshSession() {
  return signInToDesk((path, init) => shop.app.request(path, init), OPERATOR.email, OPERATOR.password);
}

describe('operator desk access: every /api/admin endpoint', () => {
  beforeEach(async () => {
    await shop.pool.query('DELETE FROM sign_in_throttle');
  });

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.name ?? e.path()}`, e] as const))(
    '%s: 401 without a cookie, with an unknown one or an expired session; nothing changes',
    async (_, endpoint) => {
      const before = await state();
      const session = await freshSession();
      const expect401 = async (headers: Record<string, string>) => {
        const res = await call(endpoint, headers);
        expect(res.status).toBe(401);
        expect((await bodyOf(res, failure)).message).toBe(SIGNED_OUT);
      };
      await expect401({});
      await expect401({ [CSRF_HEADER]: session.csrfToken });
      await expect401({ Cookie: 'jc_desk=forged-token', [CSRF_HEADER]: session.csrfToken });
      // Idle past the timeout.
      await shop.pool.query(`UPDATE operator_sessions SET last_seen_at = now() - interval '31 minutes'`);
      await expect401(deskHeaders(session));
      // Active, but older than the longest a session lives.
      const old = await freshSession();
      await shop.pool.query(`UPDATE operator_sessions SET created_at = now() - interval '13 hours'`);
      await expect401(deskHeaders(old));
      await shop.pool.query(
        "DELETE FROM operator_sessions WHERE last_seen_at < now() - interval '1 minute' OR created_at < now() - interval '1 hour'",
      );
      const after = await state();
      expect({ ...after, sessions: 0 }).toEqual({ ...before, sessions: 0 });
    },
  );

  it.each(WRITES.map((e) => [`${e.method} ${e.name ?? e.path()}`, e] as const))(
    '%s: 403 without the CSRF token or with a wrong one; nothing changes',
    async (_, endpoint) => {
      const session = await freshSession();
      const before = await state();
      const attempts: Record<string, string>[] = [
        { Cookie: session.cookie },
        { Cookie: session.cookie, [CSRF_HEADER]: '' },
        { Cookie: session.cookie, [CSRF_HEADER]: `${session.csrfToken.slice(0, -1)}x` },
        // Another session's token does not fit this session.
        { Cookie: session.cookie, [CSRF_HEADER]: (await freshSession()).csrfToken },
      ];
      for (const headers of attempts) {
        const res = await call(endpoint, headers);
        expect(res.status).toBe(403);
        expect((await bodyOf(res, failure)).message).toBe(CSRF_REFUSED);
      }
      const after = await state();
      expect({ ...after, sessions: 0 }).toEqual({ ...before, sessions: 0 });
    },
  );

  it('with a live session and its token every endpoint answers (so the refusals above are real)', async () => {
    for (const endpoint of ENDPOINTS.filter((e) => e.method !== 'DELETE' && !e.path().includes('nothing'))) {
      const res = await call(endpoint, deskHeaders(await freshSession()));
      expect(res.status, `${endpoint.method} ${endpoint.path()}`).toBe(endpoint.okStatus ?? 200);
    }
    const after = await state();
    expect(after.status).toBe('confirmed');
    expect(after.product).toBe('(4321,,7)');
    expect([after.photos, after.photo_files]).toEqual([1, 6]);
    // Price, transition, message flags, photo (the photo's order was already that one: no line).
    expect(after.audit).toBe(4);
  });
});

describe('sign-in, cookie, sign-out', () => {
  beforeEach(async () => {
    await shop.pool.query('DELETE FROM sign_in_throttle');
  });

  const signIn = (email: string, password: string, url = 'http://localhost/api/admin/session') =>
    shop.app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  it('sets an HttpOnly, SameSite=Strict cookie on /api/admin, Secure only over https', async () => {
    const plain = (await signIn(OPERATOR.email, OPERATOR.password)).headers.get('set-cookie')!;
    expect(plain).toMatch(/^jc_desk=[\w-]{43}; /);
    expect(plain).toMatch(/; HttpOnly/);
    expect(plain).toMatch(/; SameSite=Strict/);
    expect(plain).toMatch(/; Path=\/api\/admin/);
    expect(plain).not.toMatch(/Secure/);
    const https = await signIn(OPERATOR.email, OPERATOR.password, 'https://shop.example/api/admin/session');
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('a wrong password or unknown email: 401 with the same message and no cookie', async () => {
    for (const [email, password] of [
      [OPERATOR.email, 'not the password'],
      ['nobody@jholaandco.in', OPERATOR.password],
    ] as const) {
      const res = await signIn(email, password);
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await bodyOf(res, failure)).message).toBe(SIGN_IN_FAILED);
    }
  });

  it('a request inside the idle time keeps the session alive; sign-out ends it for good', async () => {
    const session = await freshSession();
    await shop.pool.query(`UPDATE operator_sessions SET last_seen_at = now() - interval '29 minutes'`);
    expect((await call(ENDPOINTS[0]!, deskHeaders(session))).status).toBe(200);
    const out = await call(ENDPOINTS[1]!, deskHeaders(session));
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^jc_desk=; Max-Age=0/);
    expect((await call(ENDPOINTS[0]!, deskHeaders(session))).status).toBe(401);
  });

  it('stores only argon2id hashes and session-token hashes; no password reaches the log', async () => {
    const { rows } = await shop.pool.query<{ password_hash: string }>('SELECT password_hash FROM operators');
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.password_hash).not.toContain(OPERATOR.password);
    const session = await freshSession();
    const stored = await shop.pool.query<{ hex: string }>(
      `SELECT encode(token_hash, 'hex') AS hex FROM operator_sessions`,
    );
    const token = session.cookie.replace('jc_desk=', '');
    expect(stored.rows.map((r) => r.hex).join()).not.toContain(Buffer.from(token).toString('hex'));
    // A malformed body that echoes fields, a failure, a success: none of them logs the password.
    await signIn(OPERATOR.email, 'a wrong password 123');
    await postJson(shop, '/api/admin/session', { email: OPERATOR.email, password: OPERATOR.password, extra: 1 });
    const log = logText.join('');
    expect(log).toContain('/api/admin/session');
    expect(log).not.toContain(OPERATOR.password);
    expect(log).not.toContain('a wrong password 123');
  });
});
