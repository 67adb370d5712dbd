import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderListResponse } from '../../api-schema/adminOrders';
import { codConfirmationResponse, codConfirmLinkResponse } from '../../api-schema/codConfirmation';
import { failure } from '../../api-schema/envelope';
import type { OrderMessagePayload } from '../../server/mail/outbox';
import { renderOrderMessage } from '../../server/mail/renderOrderMessage';
import { placeTestOrder, forceStatus } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let orders: string[];

beforeAll(async () => {
  shop = await createTestShop();
  const [product] = await stockedProducts(shop.pool);
  orders = [];
  for (let i = 0; i < 4; i++) orders.push(await placeTestOrder(shop, product!));
});
afterAll(() => shop.close());

const confirm = (token: string) => shop.app.request(`/api/cod-confirmations/${token}`, { method: 'POST' });
const placedMail = async (orderNumber: string) => {
  const { rows } = await shop.pool.query<{ payload: OrderMessagePayload }>(
    `SELECT m.payload FROM mail_outbox m JOIN orders o ON o.id = m.order_id
     WHERE o.order_number = $1 AND m.template = 'placed'`,
    [orderNumber],
  );
  return rows[0]!.payload;
};
const tokenOf = async (orderNumber: string) =>
  new URLSearchParams((await placedMail(orderNumber)).order.confirmPath!.split('?')[1]).get('confirm')!;
const confirmedState = async (orderNumber: string) => {
  const { rows } = await shop.pool.query<{ at: Date | null; events: number }>(
    `SELECT o.cod_confirmed_at AS at,
            (SELECT count(*)::int FROM cod_confirmation_events e WHERE e.order_id = o.id) AS events
     FROM orders o WHERE o.order_number = $1`,
    [orderNumber],
  );
  return rows[0]!;
};

describe('COD confirmation by signed link', () => {
  it("the order confirmation e-mail carries the order's Confirm your order link", async () => {
    const payload = await placedMail(orders[0]!);
    expect(payload.order.confirmPath).toMatch(/^\/track-order\?confirm=BAG-/);
    const mail = await renderOrderMessage(payload, 'https://shop.example.in');
    const link = `https://shop.example.in${payload.order.confirmPath}`;
    expect(mail.text).toContain(`Confirm your order: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Confirm your order</a');
  });

  it('confirms once: a repeat answers 200 and writes no second event', async () => {
    const token = await tokenOf(orders[0]!);
    const res = await confirm(token);
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    const first = await bodyOf(res, codConfirmationResponse);
    expect(first.data).toMatchObject({ orderNumber: orders[0], changed: true });
    const again = await bodyOf(await confirm(token), codConfirmationResponse);
    expect(again.data).toEqual({ ...first.data, changed: false });
    const state = await confirmedState(orders[0]!);
    expect(state.events).toBe(1);
    expect(state.at?.toISOString()).toBe(first.data.confirmedAt);
  });

  it('simultaneous confirmations confirm once', async () => {
    const token = await tokenOf(orders[2]!);
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => (await bodyOf(await confirm(token), codConfirmationResponse)).data),
    );
    expect(answers.filter((a) => a.changed)).toHaveLength(1);
    expect((await confirmedState(orders[2]!)).events).toBe(1);
    // Back to unconfirmed for the tests below (as if never confirmed).
    await shop.pool.query(
      `WITH o AS (UPDATE orders SET cod_confirmed_at = NULL WHERE order_number = $1 RETURNING id)
       DELETE FROM cod_confirmation_events e USING o WHERE e.order_id = o.id`,
      [orders[2]],
    );
  });

  it('a forged or foreign token is refused and changes nothing', async () => {
    const token = await tokenOf(orders[1]!);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect((await confirm(`${token.slice(0, -1)}${last}`)).status).toBe(404);
    expect((await confirm(`${orders[1]}-x`)).status).toBe(404);
    expect((await confirm(token.replace(orders[1]!, orders[2]!))).status).toBe(404);
    for (const n of [orders[1]!, orders[2]!]) expect(await confirmedState(n)).toEqual({ at: null, events: 0 });
  });

  it('a cancelled order cannot be confirmed', async () => {
    await forceStatus(shop, orders[3]!, 'cancelled');
    expect((await confirm(await tokenOf(orders[3]!))).status).toBe(409);
    expect(await confirmedState(orders[3]!)).toEqual({ at: null, events: 0 });
  });

  it("the link's page reads what it is for first: a tampered link is a 404, a cancelled order not confirmable", async () => {
    const read = (token: string) => shop.app.request(`/api/cod-confirmations/${token}`);
    const open = await bodyOf(await read(await tokenOf(orders[1]!)), codConfirmLinkResponse);
    expect(open.data).toEqual({ orderNumber: orders[1], confirmedAt: null, confirmable: true });
    const done = await bodyOf(await read(await tokenOf(orders[0]!)), codConfirmLinkResponse);
    expect(done.data).toEqual({
      orderNumber: orders[0],
      confirmedAt: (await confirmedState(orders[0]!)).at!.toISOString(),
      confirmable: false,
    });
    const late = await bodyOf(await read(await tokenOf(orders[3]!)), codConfirmLinkResponse);
    expect(late.data).toMatchObject({ orderNumber: orders[3], confirmedAt: null, confirmable: false });
    const token = await tokenOf(orders[1]!);
    for (const forged of [`${token.slice(0, -1)}${token.at(-1) === 'A' ? 'B' : 'A'}`, `${orders[1]}-x`, 'nonsense']) {
      const res = await read(forged);
      expect(res.status).toBe(404);
      expect(failure.parse(await res.json()).message).toBe('Confirmation link not found');
    }
    // Reading never confirms.
    expect(await confirmedState(orders[1]!)).toEqual({ at: null, events: 0 });
  });

  it('the desk shows and filters confirmed and unconfirmed COD orders', async () => {
    const desk = await operatorHeaders(shop);
    const list = async (query: string) =>
      (await bodyOf(await shop.app.request(`/api/admin/orders?${query}`, { headers: desk }), adminOrderListResponse))
        .data.orders;
    const unconfirmed = await list('codConfirmation=unconfirmed');
    expect(unconfirmed.map((o) => o.orderNumber).sort()).toEqual([orders[1], orders[2], orders[3]].sort());
    expect(unconfirmed.every((o) => o.codConfirmed === false)).toBe(true);
    const confirmed = await list('codConfirmation=confirmed');
    expect(confirmed.map((o) => [o.orderNumber, o.codConfirmed])).toEqual([[orders[0], true]]);
    const bad = await shop.app.request('/api/admin/orders?codConfirmation=maybe', { headers: desk });
    expect(bad.status).toBe(400);
  });
});
