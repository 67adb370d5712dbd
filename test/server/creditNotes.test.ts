import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingResponse } from '../../api-schema/orderTracking';
import { orderResponse } from '../../api-schema/responses';
import { pdfText, productAtRate } from './invoiceHelpers';
import { shopperCancel } from './lifecycleFixtures';
import { orderFor, setProduct, shippingInfo } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

async function placeInvoiced(product: Awaited<ReturnType<typeof productAtRate>>, overrides = {}) {
  const res = await postJson(shop, '/api/orders', orderFor(product, 1, overrides));
  expect(res.status).toBe(201);
  return (await bodyOf(res, orderResponse)).data.order;
}
const track = async (orderNumber: string) =>
  (
    await bodyOf(
      await shop.app.request(`/api/orders/track/${orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`),
      trackingResponse,
    )
  ).data.tracking;

describe('GST credit notes', () => {
  it('a cancelled invoiced order has a credit note PDF with every rule 53 particular; its invoice is marked cancelled', async () => {
    const product = await productAtRate(shop.pool, 18);
    const order = await placeInvoiced(product);
    const invoiceBefore = pdfText(await (await shop.app.request(order.invoicePdfUrl!)).arrayBuffer());
    expect(invoiceBefore).not.toContain('CANCELLED');
    expect((await shopperCancel(shop, order.orderNumber)).status).toBe(200);
    const { payment } = await track(order.orderNumber);
    expect(payment.creditNotePdfUrl).toMatch(/^\/api\/credit-notes\/.+\.pdf$/);
    const res = await shop.app.request(payment.creditNotePdfUrl!);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toMatch(/^private\b/);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const text = pdfText(await res.arrayBuffer());
    const invoiceNumber = /Invoice No\.:\s+(\S+)/.exec(invoiceBefore)![1]!;
    const cn = /Credit note No\.:\s+(CN\/\d\d-\d\d\/\d{7})/.exec(text)?.[1];
    expect(cn).toBeDefined();
    for (const particular of [
      'CREDIT NOTE', // nature of the document
      'GSTIN: ', // the supplier's name, address and GSTIN
      'Date of issue:',
      `Against invoice No.:  ${invoiceNumber}`.replace(/\s+/g, ' '),
      'Invoice date:',
      shippingInfo.name, // the recipient
      'State: Maharashtra, State code: 27', // place of supply
      'Taxable value',
      'CGST', // intra-state: tax reversed as on the invoice
      'SGST',
      'Authorised Signatory',
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(particular);
    // Taxable value and tax reversed: the same amounts as on the invoice.
    const totals = (pdf: string) =>
      pdf.match(/Total (taxable value|CGST|SGST)\s+(₹[\d,.]+)/g)?.map((line) => line.replace(/\s+/g, ' '));
    expect(totals(text)).toEqual(totals(invoiceBefore));
    const invoiceAfter = pdfText(await (await shop.app.request(order.invoicePdfUrl!)).arrayBuffer());
    expect(invoiceAfter).toContain(`CANCELLED by credit note ${cn}`);
    const mail = await shop.pool.query<{ payload: { payment?: { creditNotePdfUrl?: string } } }>(
      `SELECT m.payload FROM mail_outbox m JOIN orders o ON o.id = m.order_id WHERE o.order_number = $1 AND m.template = 'cancelled'`,
      [order.orderNumber],
    );
    expect(mail.rows[0]!.payload.payment?.creditNotePdfUrl).toBe(payment.creditNotePdfUrl);
  });

  it('an inter-state order reverses IGST', async () => {
    const product = await productAtRate(shop.pool, 5);
    const order = await placeInvoiced(product, {
      shippingInfo: { ...shippingInfo, city: 'bengaluru', state: 'Karnataka', pincode: '560034' },
    });
    await shopperCancel(shop, order.orderNumber);
    const text = pdfText(
      await (await shop.app.request((await track(order.orderNumber)).payment.creditNotePdfUrl!)).arrayBuffer(),
    );
    expect(text).toContain('Total IGST');
    expect(text).not.toContain('Total CGST');
  });

  it('50 concurrent cancellations give gapless credit note serials, one per order, none repeated', async () => {
    const product = await productAtRate(shop.pool, 18, 1);
    await setProduct(shop.pool, product.id, { stock: 500 });
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await placeInvoiced(product));
    const before = await shop.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_notes');
    const answers = await Promise.all(
      [...orders, ...orders.slice(0, 10)].map((o) => shopperCancel(shop, o.orderNumber)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const { rows } = await shop.pool.query<{ credit_note_number: string }>(
      'SELECT credit_note_number FROM credit_notes ORDER BY credit_note_number',
    );
    expect(rows).toHaveLength(before.rows[0]!.n + 50);
    const serials = rows.map((r) => Number(r.credit_note_number.slice(-7)));
    expect(serials).toEqual(serials.map((_, i) => i + 1));
  });
});
