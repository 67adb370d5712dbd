import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../api-schema/adminAuth';
import { deskSessionListResponse, endedSessionsResponse } from '../../api-schema/adminSessions';
import { failure } from '../../api-schema/envelope';
import { addOperator, CROSS_SITE_REFUSED, THROTTLE } from '../../server/http/operator';
import { placeTestOrder } from './lifecycleFixtures';
import { stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

const OWNER = { email: 'owner@jholaandco.in', password: 'the owner’s long password' };
const SITE = 'https://shop.example.in';

let shop: TestShop;
let orderNumber: string;
beforeAll(async () => {
  shop = await createTestShop({ siteUrl: SITE });
  await addOperator(shop.pool, OWNER.email, OWNER.password);
  await addOperator(shop.pool, 'partner@jholaandco.in', 'the partner’s long password');
  orderNumber = await placeTestOrder(shop, (await stockedProducts(shop.pool))[0]!);
});
afterAll(() => shop.close());

async function signIn(
  email: string,
  password: string,
  userAgent: string,
  headers: Record<string, string> = {},
): Promise<{ res: Response; headers: Record<string, string> }> {
  const res = await shop.app.request('/api/admin/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent, ...headers },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) return { res, headers: {} };
  const cookie = /^[^;]+/.exec(res.headers.get('set-cookie')!)![0];
  const { csrfToken } = ((await res.json()) as { data: { csrfToken: string } }).data;
  return { res, headers: { Cookie: cookie, [CSRF_HEADER]: csrfToken } };
}
const desk = (path: string, headers: Record<string, string>, init: RequestInit = {}) =>
  shop.app.request(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });

describe('desk writes from another site', () => {
  it('are refused with 403 even with the cookie and the token, and change nothing', async () => {
    const { headers } = await signIn(OWNER.email, OWNER.password, 'Laptop');
    const transition = (extra: Record<string, string>) =>
      desk(`/api/admin/orders/${orderNumber}/transitions`, headers, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...extra },
        body: JSON.stringify({ to: 'confirmed' }),
      });
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: SITE },
      // The origin the request was addressed to is not the shop's unless PUBLIC_URL says so.
      { Origin: 'http://localhost' },
    ];
    for (const extra of crossSite) {
      const res = await transition(extra);
      expect(res.status, JSON.stringify(extra)).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await bodyOf(res, failure)).message).toBe(CROSS_SITE_REFUSED);
    }
    const { rows } = await shop.pool.query('SELECT order_status FROM orders WHERE order_number = $1', [orderNumber]);
    expect(rows[0]).toEqual({ order_status: 'placed' });
    // Sign-in from another site is refused too (no login CSRF), before the password is looked at.
    const crossSignIn = await signIn(OWNER.email, OWNER.password, 'Laptop', { Origin: 'https://evil.example' });
    expect(crossSignIn.res.status).toBe(403);
    expect(crossSignIn.res.headers.get('set-cookie')).toBeNull();
    // A Host header of the sender's choosing, with an Origin to match it, is refused too.
    const forgedHost = await shop.app.request(`http://evil.example/api/admin/orders/${orderNumber}/transitions`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Host: 'evil.example', Origin: 'http://evil.example' },
      body: JSON.stringify({ to: 'confirmed' }),
    });
    expect(forgedHost.status).toBe(403);
    // From the shop's own pages (PUBLIC_URL's origin) it goes through.
    expect((await transition({ Origin: SITE, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });
});

describe("the operator's sessions", () => {
  it('a new sign-in lists the others and ends one or all of them; other operators’ stay', async () => {
    await shop.pool.query('DELETE FROM operator_sessions');
    const phone = await signIn(OWNER.email, OWNER.password, 'Phone browser');
    const tablet = await signIn(OWNER.email, OWNER.password, 'Tablet browser');
    const partner = await signIn('partner@jholaandco.in', 'the partner’s long password', 'Partner laptop');
    const laptop = await signIn(OWNER.email, OWNER.password, 'Laptop browser');

    const list = async (headers: Record<string, string>) =>
      (await bodyOf(await desk('/api/admin/sessions', headers), deskSessionListResponse)).data.sessions;
    const sessions = await list(laptop.headers);
    expect(sessions.map((s) => [s.userAgent, s.current])).toEqual([
      ['Laptop browser', true],
      ['Tablet browser', false],
      ['Phone browser', false],
    ]);
    const phoneId = sessions.find((s) => s.userAgent === 'Phone browser')!.id;
    const end = async (path: string) =>
      (await bodyOf(await desk(path, laptop.headers, { method: 'DELETE' }), endedSessionsResponse)).data.ended;

    expect(await end(`/api/admin/sessions/${phoneId}`)).toBe(1);
    expect((await desk('/api/admin/session', phone.headers)).status).toBe(401);
    expect(await end(`/api/admin/sessions/${phoneId}`)).toBe(0); // safe to repeat
    // Not another operator's session, and not this one.
    const partnerId = (await list(partner.headers))[0]!.id;
    expect(await end(`/api/admin/sessions/${partnerId}`)).toBe(0);
    expect(await end(`/api/admin/sessions/${sessions[0]!.id}`)).toBe(0);

    expect(await end('/api/admin/sessions/others')).toBe(1);
    expect(await end('/api/admin/sessions/others')).toBe(0);
    expect((await desk('/api/admin/session', tablet.headers)).status).toBe(401);
    expect((await desk('/api/admin/session', laptop.headers)).status).toBe(200);
    expect((await desk('/api/admin/session', partner.headers)).status).toBe(200);
    expect((await list(laptop.headers)).map((s) => s.userAgent)).toEqual(['Laptop browser']);
    const { rows } = await shop.pool.query(`SELECT subject FROM audit_log WHERE action = 'session.end' ORDER BY id`);
    expect(rows.length).toBe(2);
  });
});

describe('error answers are never cached', () => {
  it('400, 401, 403, 404, 413, 415 and 429 carry Cache-Control: no-store', async () => {
    const json = (body: string, type = 'application/json'): RequestInit => ({
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    });
    const answers = [
      await shop.app.request('/api/admin/session', json('{"email":""}')),
      await shop.app.request('/api/admin/orders'),
      await shop.app.request('/api/admin/session', { method: 'DELETE', headers: { Origin: 'https://evil.example' } }),
      await shop.app.request('/api/products/no-such-bag'),
      await shop.app.request('/api/nothing-here'),
      await shop.app.request('/sitemap-999.xml'),
      await shop.app.request('/api/contact', json(JSON.stringify({ message: 'x'.repeat(70 * 1024) }))),
      await shop.app.request('/api/contact', json('{}', 'text/plain')),
    ];
    // The sign-in throttle's wait (in-process requests count as one address).
    const wrong = json(JSON.stringify({ email: 'guess@jholaandco.in', password: 'wrong' }));
    for (let i = 0; i <= THROTTLE.freeFailures; i++) await shop.app.request('/api/admin/session', wrong);
    answers.push(await shop.app.request('/api/admin/session', wrong));
    expect(answers.map((r) => r.status)).toEqual([400, 401, 403, 404, 404, 404, 413, 415, 429]);
    for (const res of answers) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  });
});
