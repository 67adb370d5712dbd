import { payTokenOf } from '../../api-schema/paymentMode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsDeskResponse, statementImportResponse } from '../../api-schema/adminPayments';
import { trackingResponse } from '../../api-schema/orderTracking';
import { paymentStepResponse } from '../../api-schema/paymentStep';
import { orderResponse } from '../../api-schema/responses';
import type { OrderMessagePayload } from '../../server/mail/outbox';
import { expireUnpaid } from '../../server/orders/expireUnpaid';
import { forceStatus, shopTransition } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { orderFor, shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

type Order = Awaited<ReturnType<typeof placeUpi>>;
const UPI = { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' };
let shop: TestShop;
let products: StockedProduct[];
beforeAll(async () => {
  shop = await createTestShop({ payments: { upi: UPI, windowMinutes: 30 } });
  products = await stockedProducts(shop.pool);
});
afterAll(() => shop.close());

async function placeUpi(product = products[0]!, quantity = 1, notes?: string) {
  const res = await postJson(shop, '/api/orders', { ...orderFor(product, quantity), paymentMode: 'upi', notes });
  expect(res.status).toBe(201);
  return (await bodyOf(res, orderResponse)).data.order;
}
const track = async (orderNumber: string) =>
  bodyOf(
    await shop.app.request(`/api/orders/track/${orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`),
    trackingResponse,
  );
const step = async (payPath: string) =>
  bodyOf(await shop.app.request(`/api/payments/${payTokenOf(payPath)}`), paymentStepResponse);
const desk = async (path: string, body: unknown) =>
  postJson(shop, `/api/admin/payments${path}`, body, await operatorHeaders(shop));
const stockOf = async (id: string) =>
  (await shop.pool.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id])).rows[0]!.stock;
const moneyEvents = async (orderNumber: string) =>
  (
    await shop.pool.query<{ kind: string }>(
      'SELECT kind FROM payment_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = $1 ORDER BY e.id',
      [orderNumber],
    )
  ).rows.map((r) => r.kind);

describe('UPI without a gateway', () => {
  it('a UPI order awaits payment with an NPCI URI for its total, holds its stock, and the owner marks it paid once', async () => {
    const product = products[0]!;
    const before = await stockOf(product.id);
    const order = await placeUpi(product, 2);
    expect(order.paymentMode).toBe('upi');
    expect(await stockOf(product.id)).toBe(before - 2);
    const { payment } = (await step(order.payPath!)).data;
    const uri = new URL(payment.uri.replace('upi://', 'http://upi/'));
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      pa: UPI.vpa,
      pn: UPI.name,
      am: `${order.totalAmount}.00`,
      cu: 'INR',
      tr: order.orderNumber,
      tn: `Order ${order.orderNumber}`,
    });
    expect(payment.uri).toContain('pn=Jhola%20%26%20Co.');
    const qr = await shop.app.request(payment.qrSvgUrl);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
    expect(await qr.text()).toContain('<svg');
    expect((await track(order.orderNumber)).data.tracking.payment).toMatchObject({
      state: 'awaiting_payment',
      label: 'Awaiting payment',
    });

    const claim = await postJson(shop, `/api/payments/${payTokenOf(order.payPath!)}/utr`, { utr: '12345' });
    expect(claim.status).toBe(400);
    const claimed = await postJson(shop, `/api/payments/${payTokenOf(order.payPath!)}/utr`, { utr: '412345678901' });
    expect((await bodyOf(claimed, paymentStepResponse)).data.payment.claimedUtr).toBe('412345678901');

    const list = await bodyOf(
      await shop.app.request('/api/admin/payments', { headers: await operatorHeaders(shop) }),
      paymentsDeskResponse,
    );
    expect(list.data.awaiting).toContainEqual(
      expect.objectContaining({
        orderNumber: order.orderNumber,
        amount: order.totalAmount,
        claimedUtr: '412345678901',
      }),
    );

    const marks = await Promise.all(
      [1, 2, 3].map(() => desk(`/${order.orderNumber}/received`, { utr: '412345678901' })),
    );
    const changed = await Promise.all(
      marks.map(async (r) => ((await r.json()) as { data: { changed: boolean } }).data.changed),
    );
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect((await track(order.orderNumber)).data.tracking.payment).toMatchObject({
      state: 'paid',
      amountPaid: order.totalAmount,
      payPath: null,
    });
    expect(await moneyEvents(order.orderNumber)).toEqual(['awaiting', 'utr_claimed', 'received']);
    const audits = await shop.pool.query(`SELECT 1 FROM audit_log WHERE action = 'payment.received' AND subject = $1`, [
      order.orderNumber,
    ]);
    expect(audits.rowCount).toBe(1);
    expect((await step(order.payPath!)).data.payment).toMatchObject({ state: 'paid', payable: false });
  });

  it('an unpaid order is cancelled after its window: stock back, money state not paid, the shopper told', async () => {
    const product = products[1]!;
    const before = await stockOf(product.id);
    const order = await placeUpi(product);
    expect(await expireUnpaid(shop.pool, 30)).toBe(0);
    await shop.pool.query(`UPDATE orders SET payment_due_by = now() - interval '1 second' WHERE order_number = $1`, [
      order.orderNumber,
    ]);
    expect(await expireUnpaid(shop.pool, 30)).toBe(1);
    expect(await expireUnpaid(shop.pool, 30)).toBe(0);
    expect(await stockOf(product.id)).toBe(before);
    const { tracking } = (await track(order.orderNumber)).data;
    expect(tracking.status).toBe('cancelled');
    expect(tracking.payment.state).toBe('not_paid');
    const mail = await shop.pool.query<{ payload: { payment: { kind: string } } }>(
      `SELECT m.payload FROM mail_outbox m JOIN orders o ON o.id = m.order_id WHERE o.order_number = $1 AND m.template = 'cancelled'`,
      [order.orderNumber],
    );
    expect(mail.rows[0]!.payload.payment.kind).toBe('expired');
    const late = await desk(`/${order.orderNumber}/received`, { utr: '499999999999' });
    expect(late.status).toBe(409);
  });

  it('a returned paid order gets a refund due; the owner records it once, never more than paid', async () => {
    const order = await placeUpi(products[2]);
    await desk(`/${order.orderNumber}/received`, { utr: '512345678901' });
    await forceStatus(shop, order.orderNumber, 'delivered');
    const asked = await postJson(shop, `/api/orders/track/${order.orderNumber}/return-request`, {
      contact: shippingInfo.email,
      reason: 'damaged',
      refundUpiId: 'not a vpa',
    });
    expect(asked.status).toBe(400);
    await postJson(shop, `/api/orders/track/${order.orderNumber}/return-request`, {
      contact: shippingInfo.email,
      reason: 'damaged',
      refundUpiId: 'priya@oksbi',
    });
    expect((await shopTransition(shop, order.orderNumber, { to: 'returned' })).status).toBe(200);
    expect((await track(order.orderNumber)).data.tracking.payment).toMatchObject({
      state: 'refund_due',
      refund: { amountDue: order.totalAmount, toVpa: 'priya@oksbi', amountRefunded: null },
    });
    const tooMuch = await desk(`/${order.orderNumber}/refund`, {
      amount: order.totalAmount + 1,
      reference: '612345678901',
      refundedOn: '2026-11-25',
    });
    expect(tooMuch.status).toBe(400);
    const refund = { amount: order.totalAmount, reference: '612345678901', refundedOn: '2026-11-25' };
    const twice = await Promise.all([
      desk(`/${order.orderNumber}/refund`, refund),
      desk(`/${order.orderNumber}/refund`, refund),
    ]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect((await track(order.orderNumber)).data.tracking.payment).toMatchObject({
      state: 'refunded',
      refund: { amountRefunded: order.totalAmount, reference: '612345678901', refundedOn: '2026-11-25' },
    });
    expect(await moneyEvents(order.orderNumber)).toEqual(['awaiting', 'received', 'refund_due', 'refunded']);
    const told = await shop.pool.query(
      `SELECT 1 FROM mail_outbox m JOIN orders o ON o.id = m.order_id WHERE o.order_number = $1 AND m.template = 'payment_refunded'`,
      [order.orderNumber],
    );
    expect(told.rowCount).toBe(1);
  });

  it('a bank statement pays exactly its clean credits and lists every other line with its reason; a second import changes nothing', async () => {
    // Notes that JSON and COPY's text format both escape: the message must carry them as the shopper wrote them.
    const notes = 'Ring twice\tthen "call"\nC:\\gate\\';
    const orders = [];
    for (const p of products.slice(3, 8)) orders.push(await placeUpi(p, 1, orders.length ? undefined : notes));
    const [a, b, c, d, e] = orders as [Order, Order, Order, Order, Order];
    await postJson(shop, `/api/payments/${payTokenOf(c.payPath!)}/utr`, { utr: '733333333333' });
    expect((await desk(`/${e.orderNumber}/received`, { utr: '766666666666' })).status).toBe(200);
    const csv = [
      'Txn Date,Narration,Ref No./Cheque No.,Withdrawal Amt.,Deposit Amt.',
      `25/11/2026,UPI-PRIYA SHARMA-${a.orderNumber},711111111111,,${a.totalAmount}`,
      `25/11/2026,UPI-SOMEONE-PAYMENT,733333333333,,${c.totalAmount}`,
      `25/11/2026,UPI-${b.orderNumber},766666666666,,${b.totalAmount}`,
      `25/11/2026,UPI-${d.orderNumber},744444444444,,"${(d.totalAmount - 1).toLocaleString('en-IN')}"`,
      `25/11/2026,UPI-UNKNOWN PERSON,755555555555,,999`,
      `25/11/2026,ATM WITHDRAWAL,,500,`,
    ].join('\n');
    const paidCount = async () =>
      (await shop.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_events WHERE kind = 'received'`))
        .rows[0]!.n;
    const before = await paidCount();
    const res = await desk('/statement', { csv });
    expect(res.status).toBe(200);
    const first = (await bodyOf(res, statementImportResponse)).data;
    const outcomes = first.lines.map((l) => [l.line, l.outcome, l.orderNumber, l.otherOrder]);
    expect(outcomes).toEqual([
      [2, 'paid', a.orderNumber, null],
      [3, 'paid', c.orderNumber, null],
      [4, 'conflict', b.orderNumber, e.orderNumber],
      [5, 'amount_differs', d.orderNumber, null],
      [6, 'unknown', null, null],
    ]);
    expect(first.lines[2]!.why).toContain(e.orderNumber);
    expect(first.lines[3]).toMatchObject({ expected: d.totalAmount, amount: d.totalAmount - 1 });
    expect(first.counts).toMatchObject({ paid: 2, conflict: 1, amount_differs: 1, unknown: 1, already_paid: 0 });
    expect(await paidCount()).toBe(before + 2);
    for (const o of [a, c]) {
      expect((await track(o.orderNumber)).data.tracking.payment.state).toBe('paid');
      expect(await moneyEvents(o.orderNumber)).toEqual(
        o === c ? ['awaiting', 'utr_claimed', 'received'] : ['awaiting', 'received'],
      );
    }
    for (const o of [b, d]) expect((await track(o.orderNumber)).data.tracking.payment.state).toBe('awaiting_payment');

    const second = (await bodyOf(await desk('/statement', { csv }), statementImportResponse)).data;
    expect(second.alreadyImported).toBe(true);
    expect(second.lines.map((l) => l.outcome)).toEqual([
      'already_paid',
      'already_paid',
      'conflict',
      'amount_differs',
      'unknown',
    ]);
    expect(await paidCount()).toBe(before + 2);
    const told = await shop.pool.query<{ order_number: string }>(
      `SELECT o.order_number FROM mail_outbox m JOIN orders o ON o.id = m.order_id
       WHERE o.order_number = ANY($1) AND m.template = 'payment_received' ORDER BY 1`,
      [[a.orderNumber, c.orderNumber]],
    );
    expect(told.rows.map((r) => r.order_number)).toEqual([a.orderNumber, c.orderNumber].sort());
    const message = await shop.pool.query<{ payload: OrderMessagePayload }>(
      `SELECT m.payload FROM mail_outbox m JOIN orders o ON o.id = m.order_id
       WHERE o.order_number = $1 AND m.template = 'payment_received'`,
      [a.orderNumber],
    );
    expect(message.rows[0]!.payload.payment).toEqual({
      kind: 'received',
      amount: a.totalAmount,
      reference: '711111111111',
    });
    expect(message.rows[0]!.payload.order).toMatchObject({ orderNumber: a.orderNumber, notes });
  });

  it('accepts paymentMode cod, answering with no payment step', async () => {
    const res = await postJson(shop, '/api/orders', { ...orderFor(products[0]!), paymentMode: 'cod' });
    const { order } = (await bodyOf(res, orderResponse)).data;
    expect(order.paymentMode).toBe('cod');
    expect(order.payPath).toBeUndefined();
    expect((await track(order.orderNumber)).data.tracking.payment).toMatchObject({ mode: 'cod', state: null });
  });
});
