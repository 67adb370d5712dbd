import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Pool } from '../../server/db/pool';
import { createLogger } from '../../server/http/logger';
import { orderFor, shippingInfo, stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';
import { orderResponse } from '../../api-schema/responses';

let lines: Record<string, unknown>[] = [];
const memory = new Writable({
  write(chunk: Buffer, _, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const logger = createLogger(memory, 'info');
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ logger });
});
afterAll(() => shop.close());

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('request logs', () => {
  it('one JSON line per request: id (as sent back in X-Request-Id), method, path, status, duration', async () => {
    lines = [];
    const res = await shop.app.request('/api/categories/active?x=1');
    const line = lines.find((l) => l.msg === 'request')!;
    expect(line).toMatchObject({ method: 'GET', path: '/api/categories/active', status: 200, level: 30 });
    expect(line.reqId).toBe(res.headers.get('x-request-id'));
    expect(typeof line.ms).toBe('number');
    expect(typeof line.time).toBe('string');
  });

  it('no email, phone or address reaches the log, even from an order, tracking or an error', async () => {
    lines = [];
    const [product] = await stockedProducts(shop.pool);
    const placed = await shop.app.request('/api/orders', json(orderFor(product!)));
    expect(placed.status).toBe(201);
    const { orderNumber } = (await bodyOf(placed, orderResponse)).data.order;
    await shop.app.request(`/api/orders/track/${orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`);
    await shop.app.request(`/api/orders/track/${orderNumber}?contact=${encodeURIComponent(shippingInfo.phone)}`);
    const { name, email, phone } = shippingInfo;
    const sent = await shop.app.request(
      '/api/contact',
      json({ name, email, phone, subject: 'Hi', message: 'A question' }),
    );
    expect(sent.status).toBe(201);
    const failing = {
      query: () =>
        Promise.reject(
          Object.assign(new Error(`bad ${shippingInfo.email} ${shippingInfo.phone}`), {
            detail: shippingInfo.address1,
          }),
        ),
    };
    logger.error(
      { err: { detail: shippingInfo.address1 }, shippingInfo, email: shippingInfo.email },
      'a careless line',
    );
    await createApp({ pool: failing as unknown as Pool, logger }).request('/api/categories/active');
    const text = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [shippingInfo.email, shippingInfo.phone, shippingInfo.address1, shippingInfo.pincode]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('/api/orders/track/');
  });

  it('a 500 is logged at error level with the error, the 503 of a missing database at warn', async () => {
    lines = [];
    const broken = { query: () => Promise.reject(new Error('boom')) } as unknown as Pool;
    await createApp({ pool: broken, logger }).request('/api/categories/active');
    expect(lines.find((l) => l.msg === 'request error')).toMatchObject({ level: 50, err: { message: 'boom' } });
    lines = [];
    const down = {
      query: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    };
    const res = await createApp({ pool: down as unknown as Pool, logger }).request('/api/categories/active');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(lines.find((l) => l.msg === 'request unavailable')).toMatchObject({ level: 40, status: 503 });
  });
});
