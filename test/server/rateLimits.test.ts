import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../api-schema/order';
import { failure } from '../../api-schema/envelope';
import { createApp } from '../../server/app';
import { parseConfig } from '../../server/config';
import { shopperKey } from '../../server/http/rateLimit';
import { RATE_LIMITS, rateLimitsFrom, type RateLimits } from '../../server/http/rateLimits';
import { orderFor, shippingInfo, stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

// The real limits over a day-long window, so no window ends in the middle of a test.
const rateLimits = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, windowSeconds: 86_400 }]),
) as RateLimits;
let shop: TestShop;
let second: ReturnType<typeof createApp>;
beforeAll(async () => {
  shop = await createTestShop({ rateLimits });
  // Another API process on the same database.
  second = createApp({ pool: shop.pool, rateLimits });
});
afterAll(() => shop.close());

/** A request as the node adapter hands it over: with the socket's peer address. */
const from = (app: ReturnType<typeof createApp>, address: string, path: string, init: RequestInit = {}) =>
  app.request(path, init, { incoming: { socket: { remoteAddress: address } } });

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

// Every request counts against its address's ceiling, even an invalid one (shopper limits: below).
const cases = [
  ['ordersPerAddress', 'POST /api/orders', '/api/orders', post({ agreement: true })],
  ['quotes', 'POST /api/checkout/quote', '/api/checkout/quote', post({ products: [] })],
  ['contactPerAddress', 'POST /api/contact', '/api/contact', post({ name: 'x' })],
  ['tracking', 'GET /api/orders/track/*', '/api/orders/track/JH-NOPE?contact=a%40b.in', {}],
  // No password: refused after the limit counted it, so the per-e-mail throttle (deskSignIn.test) stays out of this.
  ['signIn', 'POST /api/admin/session', '/api/admin/session', post({ email: 'nobody@example.in' })],
] as const;

describe('rate limits per client address, shared by every process on the database', () => {
  it.each(cases)(
    '%s: %s allows its limit, then 429 + Retry-After with a readable message',
    async (name, _, path, init) => {
      const { limit, windowSeconds } = rateLimits[name];
      const address = `198.51.100.${cases.findIndex((c) => c[0] === name) + 1}`;
      const statuses: number[] = [];
      // Alternate between the two apps: the count is the database's, not a process's.
      for (let i = 0; i < limit; i++)
        statuses.push((await from(i % 2 ? second : shop.app, address, path, init)).status);
      expect(statuses).not.toContain(429);
      const refused = await from(second, address, path, init);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      const { message } = await bodyOf(refused, failure);
      // Up to 90 s the wait is told in seconds (every real window), beyond in minutes (this test's day).
      const wait = retryAfter <= 90 ? `${retryAfter} seconds?` : `${Math.ceil(retryAfter / 60)} minutes?`;
      expect(message).toMatch(new RegExp(`^Too many .+\\. Please try again in ${wait}\\.$`));
      expect((await from(shop.app, address, path, init)).status).toBe(429);
      // Another address still gets through.
      expect((await from(shop.app, '198.51.100.99', path, init)).status).not.toBe(429);
    },
  );

  it('ignores X-Forwarded-For unless TRUST_PROXY says how many proxies to believe', async () => {
    const path = '/api/orders/track/JH-NOPE?contact=a%40b.in';
    const spoofed = (app: ReturnType<typeof createApp>, i: number) =>
      from(app, '10.0.0.1', path, { headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
    const limit = RATE_LIMITS.tracking.limit;
    for (let i = 0; i < limit; i++) await spoofed(shop.app, i);
    // Untrusted: every "different" forwarded address was the same proxy peer.
    expect((await spoofed(shop.app, 200)).status).toBe(429);
    const behindProxy = createApp({ pool: shop.pool, trustedProxies: 1, rateLimits });
    expect((await spoofed(behindProxy, 201)).status).toBe(404);
    // A client prepending its own X-Forwarded-For entry cannot escape: the proxy's entry is last.
    const forged = { headers: { 'X-Forwarded-For': '1.2.3.4, 203.0.113.202' } };
    for (let i = 0; i < limit; i++) await from(behindProxy, '10.0.0.1', path, forged);
    const again = { headers: { 'X-Forwarded-For': '5.6.7.8, 203.0.113.202' } };
    expect((await from(behindProxy, '10.0.0.1', path, again)).status).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    const path = '/api/contact';
    for (let i = 0; i < RATE_LIMITS.contactPerAddress.limit; i++)
      await from(shop.app, `2001:db8:1:2::${i + 1}`, path, post({}));
    expect((await from(shop.app, '2001:db8:1:2:ffff::1', path, post({}))).status).toBe(429);
    expect((await from(shop.app, '2001:db8:1:3::1', path, post({}))).status).toBe(400);
  });

  it('keeps one row per client and window, and in-process calls (no socket) are not counted', async () => {
    const { rows } = await shop.pool.query<{ hits: number }>(
      "SELECT hits FROM rate_limit_hits WHERE bucket = 'ordersPerAddress' AND client = '198.51.100.1'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hits).toBe(RATE_LIMITS.ordersPerAddress.limit + 2);
    expect((await shop.app.request('/api/orders', post({}))).status).toBe(400);
  });

  it('clears ended windows and keeps the current ones', async () => {
    await shop.pool.query(
      `INSERT INTO rate_limit_hits (bucket, client, window_start, expires_at, hits)
       VALUES ('contactPerAddress', '192.0.2.7', now() - interval '2 minutes', now() - interval '1 minute', 3)`,
    );
    // A fresh process cleans up on its first counted request.
    await from(createApp({ pool: shop.pool, rateLimits }), '192.0.2.8', '/api/contact', post({}));
    await expect
      .poll(async () => (await shop.pool.query("SELECT 1 FROM rate_limit_hits WHERE client = '192.0.2.7'")).rowCount)
      .toBe(0);
    const current = await shop.pool.query("SELECT 1 FROM rate_limit_hits WHERE client = '198.51.100.1'");
    expect(current.rowCount).toBe(1);
  });
});

describe('orders and messages count per shopper, with a higher ceiling per address (carrier NAT)', () => {
  const message = (email: string) =>
    post({ name: 'Asha Rao', email, phone: '', subject: 'Sizes', message: 'Is the tote 40 cm wide?' });

  it('one shopper over the limit does not block another behind the same address', async () => {
    const nat = '100.64.0.9';
    const { limit } = rateLimits.contact;
    for (let i = 0; i < limit; i++)
      expect((await from(shop.app, nat, '/api/contact', message('asha@example.in'))).status).toBe(201);
    // The same shopper, however the email is cased, is refused…
    expect((await from(second, nat, '/api/contact', message(' ASHA@example.in '))).status).toBe(429);
    // …while the next shopper on the same carrier address gets through.
    expect((await from(shop.app, nat, '/api/contact', message('ravi@example.in'))).status).toBe(201);
  });

  it('the address ceiling still stops one script rotating emails', async () => {
    const script = '100.64.0.10';
    const { limit } = rateLimits.contactPerAddress;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++)
      statuses.push((await from(shop.app, script, '/api/contact', message(`bot${i}@example.in`))).status);
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('an idempotent replay of an order (same key, same body) is never counted against the order limits', async () => {
    const address = '100.64.0.11';
    const product = (await stockedProducts(shop.pool)).find((p) => p.stock >= 3)!;
    const shopper = { ...shippingInfo, email: 'replays@example.in' };
    const order = (key: string) => ({
      ...post(orderFor(product, 1, { shippingInfo: shopper })),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
    });
    const key = randomUUID();
    expect((await from(shop.app, address, '/api/orders', order(key))).status).toBe(201);
    // A phone on a bad network retrying more often than the shopper's limit: each answers the same order.
    const replays: number[] = [];
    for (let i = 0; i < rateLimits.orders.limit + 4; i++)
      replays.push((await from(i % 2 ? second : shop.app, address, '/api/orders', order(key))).status);
    expect(replays.every((s) => s === 200)).toBe(true);
    const { rows } = await shop.pool.query<{ bucket: string; hits: number }>(
      `SELECT bucket, hits FROM rate_limit_hits WHERE client IN ($1, $2) ORDER BY bucket`,
      [address, shopperKey(shopper.email, shopper.phone)],
    );
    expect(rows).toEqual([
      { bucket: 'orders', hits: 1 },
      { bucket: 'ordersPerAddress', hits: 1 },
    ]);
    // The shopper's next new order is their second, well within the limit.
    expect((await from(shop.app, address, '/api/orders', order(randomUUID()))).status).toBe(201);
  });

  it('the limits come from the environment, with the documented defaults', () => {
    expect(rateLimitsFrom(parseConfig({}))).toEqual(RATE_LIMITS);
    const raised = rateLimitsFrom(parseConfig({ RATE_LIMIT_ORDERS_PER_SHOPPER: '20', RATE_LIMIT_TRACKING: '5' }));
    expect([raised.orders.limit, raised.tracking.limit, raised.ordersPerAddress.limit]).toEqual([20, 5, 60]);
    expect(() => parseConfig({ RATE_LIMIT_CONTACT_PER_ADDRESS: '0' })).toThrow(/RATE_LIMIT_CONTACT_PER_ADDRESS/);
  });
});
