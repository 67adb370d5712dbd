import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponse } from '../../api-schema/adminOrders';
import { failure } from '../../api-schema/envelope';
import { IDEMPOTENCY_KEY_HEADER, orderNotesMessages } from '../../api-schema/order';
import { orderResponse } from '../../api-schema/responses';
import { pdfText } from './invoiceHelpers';
import { shopTransition } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { orderFor, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let product: StockedProduct;
const NOTES = 'Please call before delivery.\nGift — do not put the price inside';

beforeAll(async () => {
  shop = await createTestShop();
  product = (await stockedProducts(shop.pool)).find((p) => p.stock >= 10)!;
});
afterAll(() => shop.close());

const place = (body: object, key = randomUUID()) =>
  postJson(shop, '/api/orders', body, { [IDEMPOTENCY_KEY_HEADER]: key });
const orderCount = async () =>
  (await shop.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;

describe('order notes', () => {
  it('are kept with the order (trimmed), shown on the desk and the packing slip, never on the label', async () => {
    const res = await place(orderFor(product, 1, { notes: `  ${NOTES}  ` }));
    expect(res.status).toBe(201);
    const { order } = (await bodyOf(res, orderResponse)).data;
    expect(order.notes).toBe(NOTES);
    const desk = await operatorHeaders(shop);
    const detail = await bodyOf(
      await shop.app.request(`/api/admin/orders/${order.orderNumber}`, { headers: desk }),
      adminOrderResponse,
    );
    expect(detail.data.order.notes).toBe(NOTES);

    const pdf = async (path: string) => {
      const printed = await shop.app.request(`/api/admin/orders/${path}?orders=${order.orderNumber}`, {
        headers: desk,
      });
      expect(printed.status).toBe(200);
      return pdfText(Buffer.from(await printed.arrayBuffer())).replace(/\s+/g, ' ');
    };
    await shopTransition(shop, order.orderNumber, { to: 'confirmed' });
    const slip = await pdf('packing-slips.pdf');
    expect(slip).toContain('Notes from the shopper');
    expect(slip).toContain('Please call before delivery. Gift — do not put the price inside');
    const label = await pdf('labels.pdf');
    expect(label).toContain(order.orderNumber);
    expect(label).not.toContain('Please call before delivery');
    expect(label).not.toContain('Notes');
  });

  it('an order without notes has none, and the documented payload without the field still orders', async () => {
    const res = await place(orderFor(product));
    expect(res.status).toBe(201);
    expect((await bodyOf(res, orderResponse)).data.order.notes).toBeUndefined();
  });

  it('over 500 characters, or with a control character, is a 400 naming the field, and stores nothing', async () => {
    const before = await orderCount();
    for (const [notes, message] of [
      ['x'.repeat(501), orderNotesMessages.tooLong],
      ['Ring the bell\u0000 twice', orderNotesMessages.control],
      ['\u001b[31mred', orderNotesMessages.control],
    ]) {
      const res = await place(orderFor(product, 1, { notes }));
      expect(res.status).toBe(400);
      const body = failure.parse(await res.json());
      expect(body.errors).toEqual([{ field: 'notes', message }]);
    }
    expect((await place(orderFor(product, 1, { notes: `${'x'.repeat(500)}   ` }))).status).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });

  it('are part of the idempotent replay: the same notes answer the same order, other notes a 422', async () => {
    const key = randomUUID();
    const first = await place(orderFor(product, 1, { notes: 'Leave with the guard' }), key);
    expect(first.status).toBe(201);
    const number = (await bodyOf(first, orderResponse)).data.order.orderNumber;
    const again = await place(orderFor(product, 1, { notes: 'Leave with the guard' }), key);
    expect(again.status).toBe(200);
    expect((await bodyOf(again, orderResponse)).data.order.orderNumber).toBe(number);
    const before = await orderCount();
    expect((await place(orderFor(product, 1, { notes: 'Call me first' }), key)).status).toBe(422);
    expect((await place(orderFor(product, 1), key)).status).toBe(422);
    expect(await orderCount()).toBe(before);
  });
});
