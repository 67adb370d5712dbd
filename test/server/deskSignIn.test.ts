import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILED, throttledMessage } from '../../api-schema/adminAuth';
import { failure } from '../../api-schema/envelope';
import { addOperator, BURST, THROTTLE, SIGN_IN_ALERT_TEMPLATE } from '../../server/http/operator';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { createMailTransport } from '../../server/mail/transport';
import { drainOutbox } from '../../server/mail/worker';
import { startSmtpSink } from './smtpSink';
import { bodyOf, createTestShop, type TestShop } from './testShop';

const OWNER = { email: 'owner@jholaandco.in', password: 'the owner’s long password' };
const PUBLIC_URL = 'https://shop.example.in';

let shop: TestShop;
beforeAll(async () => {
  // The per-address limit would answer 429 long before the throttle is reached; these tests are about the throttle.
  shop = await createTestShop({ rateLimits: { ...RATE_LIMITS, signIn: { ...RATE_LIMITS.signIn, limit: 100_000 } } });
  await addOperator(shop.pool, OWNER.email, OWNER.password);
});
afterAll(() => shop.close());

/** A request as if from this address (the socket's peer, as @hono/node-server passes it). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const signIn = (email: string, password: string, address: string) =>
  shop.app.request(
    '/api/admin/session',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    from(address),
  );

describe('wrong passwords slow the guesser, never the owner', () => {
  it('after 50 wrong passwords from one address the owner signs in from another; an open session keeps working', async () => {
    const before = await signIn(OWNER.email, OWNER.password, '192.0.2.10');
    expect(before.status).toBe(200);
    const cookie = /^[^;]+/.exec(before.headers.get('set-cookie')!)![0];

    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await signIn(OWNER.email, `guess ${i}`, '203.0.113.66');
      statuses.push(res.status);
      if (res.status === 429) {
        const seconds = Number(res.headers.get('retry-after'));
        expect(seconds).toBeGreaterThan(0);
        expect((await bodyOf(res, failure)).message).toBe(throttledMessage(seconds));
      }
    }
    // The free tries and the one after them are checked; then the address waits (2 s, then 4 s, …).
    expect(statuses.slice(0, THROTTLE.freeFailures + 1)).toEqual(Array(THROTTLE.freeFailures + 1).fill(401));
    expect(new Set(statuses.slice(THROTTLE.freeFailures + 1))).toEqual(new Set([429]));
    // Even the right password waits at the guessing address: the delay is not a hint that it was right.
    expect((await signIn(OWNER.email, OWNER.password, '203.0.113.66')).status).toBe(429);

    const owner = await signIn(OWNER.email, OWNER.password, '198.51.100.20');
    expect(owner.status).toBe(200);
    expect(owner.headers.get('set-cookie')).toMatch(/^jc_desk=/);
    const stillOpen = await shop.app.request('/api/admin/session', { headers: { Cookie: cookie } });
    expect(stillOpen.status).toBe(200);

    // Once the wait is over the guesser may try again, and the next wait is twice as long.
    await shop.pool.query(`UPDATE sign_in_throttle SET blocked_until = now() WHERE client = '203.0.113.66'`);
    expect((await signIn(OWNER.email, 'one more guess', '203.0.113.66')).status).toBe(401);
    const { rows } = await shop.pool.query<{ failures: number; wait: number }>(
      `SELECT failures, round(extract(epoch FROM blocked_until - last_failure_at))::int AS wait
       FROM sign_in_throttle WHERE client = '203.0.113.66'`,
    );
    expect(rows).toEqual([{ failures: THROTTLE.freeFailures + 2, wait: 2 * THROTTLE.firstDelaySeconds }]);
  });

  it(
    'a known and an unknown e-mail get identical answers over 200 interleaved tries',
    { timeout: 180_000 },
    async () => {
      await addOperator(shop.pool, 'partner@jholaandco.in', 'the partner’s long password');
      const answer = async (res: Response) => ({
        status: res.status,
        body: await res.text(),
        // Everything but the id every request gets.
        headers: [...res.headers].filter(([name]) => name !== 'x-request-id'),
      });
      for (let i = 0; i < 200; i++) {
        // Each e-mail from its own fresh address, so both go through the password check every time.
        const tries = [
          () => signIn('partner@jholaandco.in', `wrong ${i}`, `10.1.${i >> 8}.${i & 255}`),
          () => signIn('stranger@jholaandco.in', `wrong ${i}`, `10.2.${i >> 8}.${i & 255}`),
        ];
        // Which goes first alternates.
        const answers: Response[] = [];
        for (const k of i % 2 ? [0, 1] : [1, 0]) answers[k] = await tries[k]!();
        const [known, unknown] = answers as [Response, Response];
        const [a, b] = [await answer(known), await answer(unknown)];
        expect(a).toEqual(b);
        expect(a.status).toBe(401);
        expect(JSON.parse(a.body)).toEqual({ success: false, message: SIGN_IN_FAILED });
      }
      // And from one address, through the throttle: the same answers in the same order.
      const sequence = async (email: string, address: string) => {
        const answers = [];
        for (let i = 0; i < THROTTLE.freeFailures + 3; i++)
          answers.push(await answer(await signIn(email, 'wrong', address)));
        return answers;
      };
      const known = await sequence('partner@jholaandco.in', '10.3.0.1');
      expect(known.map((a) => a.status)).toEqual([...Array(THROTTLE.freeFailures + 1).fill(401), 429, 429]);
      expect(await sequence('stranger@jholaandco.in', '10.3.0.2')).toEqual(known);
    },
  );
});

describe('a burst of failures is told to the owner once', () => {
  it('the tenth failure from any addresses queues one e-mail, sent through SMTP; more failures queue no more', async () => {
    await addOperator(shop.pool, 'burst@jholaandco.in', 'the burst owner’s password');
    const alerts = async (recipient: string) =>
      (
        await shop.pool.query<{ payload: unknown }>(
          'SELECT payload FROM mail_outbox WHERE template = $1 AND recipient = $2',
          [SIGN_IN_ALERT_TEMPLATE, recipient],
        )
      ).rows;
    for (let i = 0; i < BURST.failures - 1; i++) await signIn('burst@jholaandco.in', 'wrong', `10.9.0.${i}`);
    expect(await alerts('burst@jholaandco.in')).toEqual([]);
    for (let i = 0; i < 15; i++) await signIn('burst@jholaandco.in', 'wrong', `10.9.1.${i}`);
    for (let i = 0; i < 15; i++) await signIn('nobody-here@jholaandco.in', 'wrong', `10.9.2.${i}`);
    expect(await alerts('burst@jholaandco.in')).toHaveLength(1);
    expect(await alerts('nobody-here@jholaandco.in')).toEqual([]);

    const sink = await startSmtpSink();
    const transport = createMailTransport({ smtpUrl: sink.url, dir: '' });
    try {
      await drainOutbox({
        pool: shop.pool,
        transport,
        from: 'desk@jholaandco.in',
        publicUrl: PUBLIC_URL,
        log: () => {},
      });
      const mine = sink.received.filter((m) => m.to.includes('burst@jholaandco.in'));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.subject).toBe('Failed sign-ins to your Jhola & Co. shop desk');
      expect(mine[0]!.text).toContain(`wrong password for your shop desk account ${BURST.failures} times`);
      expect(mine[0]!.text).toContain(`Shop desk: ${PUBLIC_URL}/admin`);
    } finally {
      transport.close();
      await sink.close();
    }
  });
});
