import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../api-schema/envelope';
import { operatorHeaders } from './operatorFixtures';
import { orderFor, stockedProducts } from './orderFixtures';
import { createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const UNSTORABLE = 'Some of the text sent contains characters we cannot accept.';
const count = async (table: string) =>
  Number((await shop.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

describe('odd input never causes a 500', () => {
  it.each([
    '/api/products/public/%ZZ',
    '/api/products/public/abc%00def',
    '/api/products/public?search=%00',
    '/api/products/public?search=%ZZ',
    '/api/products/public?search=%27%3B%20DROP%20TABLE%20products%3B--',
    '/api/products/public?search=%5C',
    '/api/products/public?page=1e3',
    '/api/products/public?page=99999999999999999999',
    '/api/products/public?exclude=%00',
    '/api/products/category/%00',
    '/api/categories/%00',
    '/api/cities/%00',
    '/api/orders/track/%00?contact=%00',
    `/api/products/public/${'x'.repeat(5000)}`,
  ])('GET %s', async (path) => {
    const res = await shop.app.request(path);
    expect(res.status, path).toBeLessThan(500);
    const body = (await res.json()) as { success: boolean; message?: string };
    if (res.status >= 400) {
      expect(body.success).toBe(false);
      expect(body.message, path).toMatch(/\w+ \w+/);
      expect(body.message).not.toMatch(/went wrong on our side/);
    } else expect(body.success).toBe(true);
  });

  it('rejects NUL characters in an order instead of failing in the database', async () => {
    const ordersBefore = await count('orders');
    const messagesBefore = await count('contact_messages');
    const product = (await stockedProducts(shop.pool))[0]!;
    const body = orderFor(product);
    const res = await postJson(shop, '/api/orders', {
      ...body,
      shippingInfo: { ...body.shippingInfo, address1: 'Flat 1\u0000' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(UNSTORABLE);
    const contact = await postJson(shop, '/api/contact', { name: 'A', email: 'a@b.in', message: 'hi\u0000' });
    expect(contact.status).toBe(400);
    expect(((await contact.json()) as { message: string }).message).toBe(UNSTORABLE);
    expect(await count('orders')).toBe(ordersBefore);
    expect(await count('contact_messages')).toBe(messagesBefore);
  });
});

describe('impossible dates and out-of-range numbers are field errors, not "characters we cannot accept"', () => {
  const coupon = {
    kind: 'flat',
    amount: 100,
    maxDiscount: null,
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    totalUses: null,
    usesPerPhone: null,
    firstOrderOnly: false,
    active: true,
  };
  const refund = { amount: 100, reference: '612345678901', refundedOn: '2026-11-25' };
  const remittance = { reference: 'DLV-REM-1', remittedOn: '2026-11-25', amount: 100, orders: ['BAG-NOPE'] };
  const cases: [string, string, string, unknown][] = [
    ['POST', '/api/admin/payments/BAG-NOPE/refund', 'refundedOn', { ...refund, refundedOn: '2026-02-30' }],
    ['POST', '/api/admin/payments/BAG-NOPE/refund', 'refundedOn', { ...refund, refundedOn: '2026-13-45' }],
    ['POST', '/api/admin/payments/BAG-NOPE/refund', 'amount', { ...refund, amount: 1e12 }],
    ['POST', '/api/admin/remittances', 'remittedOn', { ...remittance, remittedOn: '2026-02-30' }],
    ['PUT', '/api/admin/coupons/HOSTILE1', 'startsAt', { ...coupon, startsAt: '2026-02-30T10:00' }],
    ['PUT', '/api/admin/coupons/HOSTILE1', 'endsAt', { ...coupon, endsAt: '2026-12-01T24:30' }],
    ['PUT', '/api/admin/coupons/HOSTILE1', 'minSubtotal', { ...coupon, minSubtotal: 3e9 }],
    ['GET', '/api/admin/orders?from=2026-02-30', 'from', undefined],
    ['GET', '/api/admin/orders?to=2026-13-45', 'to', undefined],
    ['GET', '/api/products/public?page=99999999999999999999', 'page', undefined],
    ['GET', '/api/products/public?minPrice=1e12', 'minPrice', undefined],
  ];
  it.each(cases)('%s %s: %s', async (method, path, field, body) => {
    const headers = { ...(await operatorHeaders(shop)), 'Content-Type': 'application/json' };
    const res = await shop.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    const answer = failure.parse(await res.json());
    expect(answer.message).not.toBe(UNSTORABLE);
    expect(answer.errors?.map((e) => e.field)).toContain(field);
  });
});
