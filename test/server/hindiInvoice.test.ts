import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingResponse } from '../../api-schema/orderTracking';
import { orderResponse } from '../../api-schema/responses';
import { productAtRate, pdfText } from './invoiceHelpers';
import { shopperCancel } from './lifecycleFixtures';
import { orderFor, shippingInfo } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

// Where a person looks at the Hindi invoice (the PDF and a PNG of its page, poppler's pdftoppm).
const SHOTS = process.env.HINDI_INVOICE_SHOTS;
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

async function invoiceOf(language?: 'hi' | 'en') {
  const product = await productAtRate(shop.pool, 5);
  await shop.pool.query('UPDATE products SET new_price = 1299 WHERE id = $1', [product.id]);
  const placed = await postJson(shop, '/api/orders', orderFor(product, 1, language ? { language } : {}));
  expect(placed.status).toBe(201);
  const { order } = (await bodyOf(placed, orderResponse)).data;
  return { order, pdf: await pdfAt(order.invoicePdfUrl!) };
}
async function pdfAt(path: string) {
  const res = await shop.app.request(path);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('the invoice of an order placed in Hindi', () => {
  it('has Hindi headings beside the English GST words, in an embedded Devanagari font', async () => {
    const { pdf } = await invoiceOf('hi');
    if (SHOTS) {
      writeFileSync(`${SHOTS}/invoice-hi.pdf`, pdf);
      execFileSync('pdftoppm', ['-r', '80', '-png', '-singlefile', `${SHOTS}/invoice-hi.pdf`, `${SHOTS}/invoice-hi`]);
    }
    const text = squash(pdfText(pdf));
    // pdftotext reads shaped Devanagari in the glyphs' visual order: a pre-base ि before its consonant ('िबल' is
    // बिल as printed), a reph after its cluster ('आपूितर्' is आपूर्ति). The page itself reads right (invoice-hi.png).
    for (const heading of [
      'कर िबल / TAX INVOICE',
      'िबल संख्या / Invoice No.:',
      'जारी करने की तारीख़ / Date of issue:',
      'आपूितर् का स्थान / Place of supply:',
      'िबल पाने वाला / Bill to (recipient, unregistered)',
      'िडलीवरी का पता / Ship to (address of delivery)',
      'अिधकृत हस्ताक्षरकतार् / Authorised Signatory',
    ])
      expect(text).toContain(heading);
    // The GST particulars stay in English, and the prices as ₹1,299.00.
    for (const particular of ['GSTIN:', 'Taxable value', 'CGST', 'SGST', 'Invoice total (tax inclusive)', '₹1,299.00'])
      expect(text).toContain(particular);
    expect(execFileSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' })).toMatch(/NotoSansDevanagari.*yes/);
  });

  it('leaves an English order’s invoice as it was: English only, in DejaVu Sans', async () => {
    const { pdf } = await invoiceOf();
    const text = squash(pdfText(pdf));
    expect(text).toContain('TAX INVOICE');
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    expect(execFileSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' })).not.toContain('Devanagari');
  });

  it('its credit note, when cancelled, has the Hindi headings beside the English too', async () => {
    const { order } = await invoiceOf('hi');
    expect((await shopperCancel(shop, order.orderNumber)).status).toBe(200);
    const contact = encodeURIComponent(shippingInfo.email);
    const tracked = await shop.app.request(`/api/orders/track/${order.orderNumber}?contact=${contact}`);
    const { payment } = (await bodyOf(tracked, trackingResponse)).data.tracking;
    const pdf = await pdfAt(payment.creditNotePdfUrl!);
    if (SHOTS) {
      writeFileSync(`${SHOTS}/credit-note-hi.pdf`, pdf);
      execFileSync('pdftoppm', [
        '-r',
        '80',
        '-png',
        '-singlefile',
        `${SHOTS}/credit-note-hi.pdf`,
        `${SHOTS}/credit-note-hi`,
      ]);
    }
    const text = squash(pdfText(pdf));
    expect(text).toContain('क्रेिडट नोट / CREDIT NOTE');
    expect(text).toMatch(/क्रेिडट नोट संख्या \/ Credit note No\.: CN\/\d\d-\d\d\/\d{7}/);
  });
});
