import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCustomerListResponse } from '../../api-schema/adminCustomers';
import { adminOrderResponse } from '../../api-schema/adminOrders';
import { formatINR } from '../../api-schema/format';
import { orderBreakdown } from '../../api-schema/orderBreakdown';
import { trackingResponse } from '../../api-schema/orderTracking';
import { paymentStepResponse } from '../../api-schema/paymentStep';
import { pricedOrderResponse, type PricedOrder } from '../../api-schema/quote';
import { createMailTransport } from '../../server/mail/transport';
import { drainOutbox } from '../../server/mail/worker';
import { expectedCharge, mailHtmlRows, mailTextRows, pdfRows, rowsAddUp } from './breakdownSurfaces';
import { couponTerms, newShopper, putCoupon, roomyRateLimits } from './couponFixtures';
import { pdfText } from './invoiceHelpers';
import { shopTransition } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { setProduct, stockedProducts, type StockedProduct } from './orderFixtures';
import { startSmtpSink } from './smtpSink';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

// A shop taking UPI with a ₹25 COD fee and 5 % off UPI orders; a bag at ₹999 pays Pune's ₹49 delivery alone
// (free shipping is above ₹999) and ships free by two, and WELCOME10 (minimum ₹999) applies to both.
const payments = {
  upi: { vpa: 'jholaandco@okhdfcbank', name: 'Jhola & Co.' },
  windowMinutes: 30,
  cod: { fee: 25, prepaidPercent: 5, limit: 100_000, maxReturnedToOrigin: 2 },
};
const PRICE = 999;
const PUNE_DELIVERY = 49;
const STATES = ['placed', 'shipped', 'cancelled', 'returned'] as const;
const SHIP = { to: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV1234567890' };
const MOVES: Record<(typeof STATES)[number], Record<string, unknown>[]> = {
  placed: [],
  shipped: [{ to: 'confirmed' }, { to: 'packed' }, SHIP],
  cancelled: [{ to: 'cancelled', note: 'Out of stock in this colour' }],
  returned: [
    { to: 'confirmed' },
    { to: 'packed' },
    SHIP,
    { to: 'out_for_delivery' },
    { to: 'delivered' },
    { to: 'return_requested', reason: 'damaged' },
    { to: 'returned' },
  ],
};

// Every coupon × payment × delivery is placed; the states rotate over them so each state meets COD and UPI.
const cases = ['', 'WELCOME10', 'FLAT150'].flatMap((coupon, c) =>
  (['cod', 'upi'] as const).flatMap((mode, m) =>
    ([2, 1] as const).map((quantity, d) => ({
      coupon,
      mode,
      quantity,
      delivery: quantity === 1 ? 'charged' : 'free',
      state: STATES[(m * 2 + d + c) % STATES.length]!,
    })),
  ),
);
type Case = (typeof cases)[number];

let shop: TestShop;
let bag: StockedProduct;
let desk: Record<string, string>;
const placed = new Map<Case, { order: PricedOrder; contact: string; phone: string; label?: string; slip?: string }>();
const mails: { text: string; html: string }[] = [];

const get = async (path: string) => shop.app.request(path, { headers: desk });

beforeAll(async () => {
  shop = await createTestShop({ rateLimits: roomyRateLimits, payments });
  desk = await operatorHeaders(shop);
  bag = (await stockedProducts(shop.pool))[0]!;
  await setProduct(shop.pool, bag.id, { price: PRICE, stock: 10_000 });
  await putCoupon(shop, 'FLAT150', couponTerms({ kind: 'flat', amount: 150 }));
  for (const [i, c] of cases.entries()) {
    const ship = newShopper();
    const res = await postJson(shop, '/api/orders', {
      agreement: true,
      products: [{ productId: bag.id, quantity: c.quantity, color: bag.colour }],
      shippingInfo: ship,
      paymentMode: c.mode,
      ...(c.coupon ? { couponCode: c.coupon } : {}),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await bodyOf(res, pricedOrderResponse)).data;
    const n = order.orderNumber;
    const entry: { order: PricedOrder; contact: string; phone: string; label?: string; slip?: string } = {
      order,
      contact: ship.email,
      phone: ship.phone.replace(/\D/g, '').slice(-10),
    };
    placed.set(c, entry);
    const paid = c.mode === 'cod' || c.state === 'shipped' || c.state === 'returned';
    if (c.mode === 'upi' && paid) {
      const utr = String(300_000_000_000 + i);
      expect((await postJson(shop, `/api/admin/payments/${n}/received`, { utr }, desk)).status).toBe(200);
    }
    // Labels and slips are printed once the order may be sent (an unpaid UPI order may not).
    if (paid && c.state !== 'cancelled') {
      entry.label = pdfText(Buffer.from(await (await get(`/api/admin/orders/labels.pdf?orders=${n}`)).arrayBuffer()));
      const slip = await get(`/api/admin/orders/packing-slips.pdf?orders=${n}`);
      entry.slip = pdfText(Buffer.from(await slip.arrayBuffer()));
    }
    for (const move of MOVES[c.state]) expect((await shopTransition(shop, n, move)).status).toBe(200);
  }
  const sink = await startSmtpSink();
  const transport = createMailTransport({ smtpUrl: sink.url, dir: '' });
  try {
    const from = '"Jhola & Co." <orders@jholaandco.in>';
    await drainOutbox({ pool: shop.pool, transport, from, publicUrl: 'https://shop.example.in', log: () => {} });
  } finally {
    transport.close();
    await sink.close();
  }
  mails.push(...sink.received);
}, 120_000);
afterAll(() => shop.close());

const name = (c: Case) => `${c.coupon || 'no coupon'} × ${c.mode} × ${c.delivery} delivery → ${c.state}`;
const expected = (c: Case) =>
  expectedCharge({ price: PRICE, quantity: c.quantity, coupon: c.coupon, upi: c.mode === 'upi', city: PUNE_DELIVERY });

describe('one breakdown, stored once, shown everywhere (issue 39)', () => {
  it.each(cases.map((c) => [name(c), c] as const))('%s', async (_, c) => {
    const { order, contact, phone, label, slip } = placed.get(c)!;
    const want = expected(c);
    const n = order.orderNumber;

    // The API's answer: the figures and their adjustments, as the checkout's quote names them.
    expect(order.adjustments).toEqual(want.adjustments);
    expect(order.totalAmount).toBe(want.total);
    const tracked = (await bodyOf(await get(`/api/orders/track/${n}?contact=${contact}`), trackingResponse)).data;
    expect(tracked.order.adjustments).toEqual(want.adjustments);
    expect(tracked.order.totalAmount).toBe(want.total);
    const onDesk = (await bodyOf(await get(`/api/admin/orders/${n}`), adminOrderResponse)).data;
    expect(onDesk.order.adjustments).toEqual(want.adjustments);
    expect(onDesk.order.totalAmount).toBe(want.total);
    expect(rowsAddUp(want.rows)).toBe(true);
    if (order.payPath) {
      // The UPI payment step, where checkout lands a UPI order: the same figures under the amount to pay.
      const token = new URLSearchParams(order.payPath.split('?')[1]).get('pay')!;
      const step = (await bodyOf(await get(`/api/payments/${token}`), paymentStepResponse)).data.payment;
      expect(orderBreakdown(step.charged!).map((r) => [r.label, r.shown])).toEqual(want.rows);
    }

    // Every e-mail about the order (placed, paid, each status): text and HTML show the same rows.
    const own = mails.filter((m) => m.text.includes(`Order number: ${n}`));
    expect(own.length).toBeGreaterThanOrEqual(1 + MOVES[c.state].length);
    for (const mail of own) {
      expect(mailTextRows(mail.text)).toEqual(want.rows);
      expect(mailHtmlRows(mail.html)).toEqual(want.rows);
    }

    // The GST invoice: its order summary shows the rows; its tax total is the same total after the discounts.
    const invoice = pdfText(Buffer.from(await (await get(order.invoicePdfUrl!)).arrayBuffer()));
    expect(pdfRows(invoice, /Order summary/)).toEqual(want.rows);
    expect(invoice).toMatch(new RegExp(`Invoice total \\(tax inclusive\\)\\s+${formatINR(want.total)}\\.00`));
    if (want.discount)
      expect(invoice).toMatch(new RegExp(`Total discount \\(before tax\\)\\s+${formatINR(want.discount)}\\.00`));

    // The packing slip (with prices) and the label: the same rows, and COD collects the total.
    if (slip) expect(pdfRows(slip, /in this parcel/)).toEqual(want.rows);
    if (label && c.mode === 'cod') expect(label).toContain(`COD: COLLECT ${formatINR(want.total)}`);
    if (label && c.mode === 'upi') expect(label).toContain('PREPAID: DO NOT COLLECT CASH');
    if (label) expect(label).toContain(`Value ${formatINR(want.total)}`);

    // The customer list counts what the order charged (nothing once cancelled or returned).
    const customers = (await bodyOf(await get(`/api/admin/customers?q=${phone}`), adminCustomerListResponse)).data;
    const kept = c.state === 'cancelled' || c.state === 'returned' ? 0 : want.total;
    expect(customers.customers.map((x) => x.value)).toEqual([kept]);
  });

  it('the database holds every order to its breakdown: figures that do not add up are refused', async () => {
    const { order } = placed.get(cases[0]!)!;
    await expect(
      shop.pool.query('UPDATE orders SET coupon_discount = coupon_discount + 1 WHERE order_number = $1', [
        order.orderNumber,
      ]),
    ).rejects.toThrow(/orders_breakdown_adds_up/);
  });

  it('the GST export takes each discount off before tax: every invoice totals its order, every credit note reverses it', async () => {
    const { rows } = await shop.pool.query<{ month: string }>(
      `SELECT DISTINCT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month FROM orders`,
    );
    const documents: string[][] = [];
    for (const { month } of rows) {
      const csv = await (await get(`/api/admin/gst/export.csv?month=${month}`)).text();
      const table: string[][] = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
      documents.push(...table.filter((r) => r[0] === 'Invoice' || r[0] === 'Credit note'));
    }
    for (const c of cases) {
      const { order } = placed.get(c)!;
      const total = (kind: string) =>
        documents
          .filter((r) => r[0] === kind && r[4] === order.orderNumber)
          .reduce((sum, r) => sum + Math.round(Number(r[12]) * 100), 0);
      expect(total('Invoice'), name(c)).toBe(expected(c).total * 100);
      const reversed = c.state === 'cancelled' || c.state === 'returned';
      expect(total('Credit note'), name(c)).toBe(reversed ? -expected(c).total * 100 : 0);
    }
  });
});
