import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse } from '../../api-schema/responses';
import { trackingResponse } from '../../api-schema/orderTracking';
import { pdfText, productAtRate } from './invoiceHelpers';
import { shopperCancel } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { orderFor, shippingInfo } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const KARNATAKA = { ...shippingInfo, city: 'bengaluru', state: 'Karnataka', pincode: '560034' };
const AUGUST_STARTS = '2026-07-31T18:30:00.000Z'; // 1 Aug 2026 00:00 in India

async function placeAt(at: string, rate: number, overrides = {}) {
  const product = await productAtRate(shop.pool, rate);
  const res = await postJson(shop, '/api/orders', orderFor(product, 2, overrides));
  const { order } = (await bodyOf(res, orderResponse)).data;
  await shop.pool.query('UPDATE orders SET created_at = $2 WHERE order_number = $1', [order.orderNumber, at]);
  return order;
}

const paise = (text: string, label: string) => {
  const match = new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s+₹([\\d,]+\\.\\d\\d)`).exec(text);
  return match ? Math.round(Number(match[1]!.replace(/,/g, '')) * 100) : 0;
};
/** A PDF's printed totals in paise: taxable value, CGST, SGST, IGST, total. */
async function printedTotals(url: string) {
  const text = pdfText(await (await shop.app.request(url)).arrayBuffer()).replace(/[ \t]+/g, ' ');
  const total = paise(text, 'Invoice total (tax inclusive)') || paise(text, 'Credit note total (taxable value and tax');
  return ['Total taxable value', 'Total CGST', 'Total SGST', 'Total IGST'].map((l) => paise(text, l)).concat(total);
}
const csvRows = (csv: string): string[][] =>
  parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
const asRupees = (values: number[]) => values.map((p) => (p / 100).toFixed(2));

describe('GST export for the accountant', () => {
  it("a month's totals equal its invoices' totals less its credit notes', with 00:00 India time as the boundary", async () => {
    const intra = await placeAt(AUGUST_STARTS, 18);
    const inter = await placeAt('2026-08-14T09:00:00Z', 5, { shippingInfo: KARNATAKA });
    const cancelled = await placeAt('2026-08-20T09:00:00Z', 18);
    const july = await placeAt('2026-07-31T18:29:59.999Z', 18); // 31 Jul 23:59:59 in India
    expect((await shopperCancel(shop, cancelled.orderNumber)).status).toBe(200);
    await shop.pool.query(
      `UPDATE credit_notes SET issued_at = '2026-08-21T09:00:00Z'
       WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`,
      [cancelled.orderNumber],
    );
    const track = await shop.app.request(
      `/api/orders/track/${cancelled.orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`,
    );
    const creditNoteUrl = (await bodyOf(track, trackingResponse)).data.tracking.payment.creditNotePdfUrl!;
    const invoices = await Promise.all([intra, inter, cancelled].map((o) => printedTotals(o.invoicePdfUrl!)));
    const creditNote = await printedTotals(creditNoteUrl);
    const expected = invoices.reduce((sum, t) => sum.map((v, i) => v + t[i]!)).map((v, i) => v - creditNote[i]!);

    const res = await shop.app.request('/api/admin/gst/export.csv?month=2026-08', {
      headers: await operatorHeaders(shop),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="gst-2026-08.csv"');
    const rows = csvRows(await res.text());
    const totals = rows.filter((r) => r[0] === 'Total').map((r) => r.slice(-5));
    expect(totals).toEqual([asRupees(expected), asRupees(expected), asRupees(expected)]); // lines, B2C, HSN
    const documents = rows.filter((r) => r[0] === 'Invoice' || r[0] === 'Credit note');
    const numbers = async (o: typeof intra) =>
      (
        await shop.pool.query<{ invoice_number: string }>('SELECT invoice_number FROM orders WHERE order_number = $1', [
          o.orderNumber,
        ])
      ).rows[0]!.invoice_number;
    expect(documents.filter((r) => r[0] === 'Invoice').map((r) => r[1])).toEqual(
      await Promise.all([intra, inter, cancelled].map(numbers)).then((n) => n.sort()),
    );
    expect(documents.some((r) => r[4] === july.orderNumber)).toBe(false);
    const intraRow = documents.find((r) => r[4] === intra.orderNumber)!;
    expect(intraRow.slice(2, 8)).toEqual(['2026-08-01', '', intra.orderNumber, '27-Maharashtra', intraRow[6], '18']);
    expect(intraRow.slice(8)).toEqual(asRupees(invoices[0]!));
    const interRow = documents.find((r) => r[4] === inter.orderNumber)!;
    expect(interRow[5]).toBe('29-Karnataka');
    expect([interRow[9], interRow[10]]).toEqual(['0.00', '0.00']); // IGST only
    const cnRow = documents.find((r) => r[0] === 'Credit note')!;
    expect(cnRow.slice(2, 5)).toEqual(['2026-08-21', await numbers(cancelled), cancelled.orderNumber]);
    expect(cnRow.slice(8)).toEqual(asRupees(creditNote.map((v) => -v)));
    const serials = rows.find((r) => r[0] === 'Invoices for outward supply')!;
    expect(serials.slice(3)).toEqual(['3', '0']);
    expect(rows.find((r) => r[0] === 'Credit notes')!.slice(1)).toEqual([cnRow[1], cnRow[1], '1', '0']);

    const julyCsv = await shop.app.request('/api/admin/gst/export.csv?month=2026-07', {
      headers: await operatorHeaders(shop),
    });
    const julyRows = csvRows(await julyCsv.text());
    expect(julyRows.filter((r) => r[0] === 'Invoice').map((r) => r[4])).toEqual([july.orderNumber]);
  });

  it('refuses a missing or malformed month and a caller without a session', async () => {
    const desk = { headers: await operatorHeaders(shop) };
    for (const query of ['', '?month=2026-13', '?month=2026-8', '?month=1999-12'])
      expect((await shop.app.request(`/api/admin/gst/export.csv${query}`, desk)).status).toBe(400);
    expect((await shop.app.request('/api/admin/gst/export.csv?month=2026-08')).status).toBe(401);
  });
});
