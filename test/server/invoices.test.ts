import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../api-schema/entities';
import { orderResponse } from '../../api-schema/responses';
import { productAtRate, pdfText } from './invoiceHelpers';
import { shippingInfo, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let cotton: StockedProduct & { hsn: string };
let leather: StockedProduct & { hsn: string };
beforeAll(async () => {
  shop = await createTestShop();
  cotton = await productAtRate(shop.pool, 5);
  leather = await productAtRate(shop.pool, 18);
  // Prices that make the paise visible: a ₹1,299 line at 5 % and a ₹3,401 line at 18 %.
  await shop.pool.query('UPDATE products SET new_price = 1299 WHERE id = $1', [cotton.id]);
  await shop.pool.query('UPDATE products SET new_price = 3401 WHERE id = $1', [leather.id]);
});
afterAll(() => shop.close());

const bengaluru = { ...shippingInfo, city: 'bengaluru', state: 'Karnataka', pincode: '560034' };

type Lines = [StockedProduct, number][];

async function placeOrder(
  ship = shippingInfo,
  lines: Lines = [
    [cotton, 2],
    [leather, 1],
  ],
): Promise<Order> {
  const res = await postJson(shop, '/api/orders', {
    agreement: true,
    products: lines.map(([p, quantity]) => ({ productId: p.id, quantity, color: p.colour })),
    shippingInfo: ship,
  });
  expect(res.status).toBe(201);
  return (await bodyOf(res, orderResponse)).data.order;
}

async function invoiceOf(order: Order) {
  expect(order.invoicePdfUrl).toMatch(/^\/api\/invoices\/BAG-[0-9A-Z]{10}\.[\w-]{32}\.pdf$/);
  const res = await shop.app.request(order.invoicePdfUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  expect(res.headers.get('Content-Disposition')).toMatch(/^inline; filename="Invoice-JC-\d{2}-\d{2}-\d{7}\.pdf"$/);
  // The link holder's document: kept by no shared cache, and with the CSP every answer carries.
  expect(res.headers.get('Cache-Control')).toMatch(/^private\b/);
  expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  return pdfText(await res.arrayBuffer());
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('GST tax invoice PDF', () => {
  it('carries every particular of CGST rule 46, with CGST + SGST for a Maharashtra delivery', async () => {
    const order = await placeOrder();
    const text = squash(await invoiceOf(order));
    const { rows } = await shop.pool.query<{ invoice_number: string }>(
      'SELECT invoice_number FROM orders WHERE order_number = $1',
      [order.orderNumber],
    );
    const serial = rows[0]!.invoice_number;
    expect(serial).toMatch(/^JC\/\d{2}-\d{2}\/\d{7}$/);
    expect(serial.length).toBeLessThanOrEqual(16);
    for (const particular of [
      'TAX INVOICE',
      'Jhola & Co. Demo Traders (fictitious)', // supplier legal name
      '14 Demo Lane, Bandra West', // supplier address
      'GSTIN: 27AAAAA0000A1Z5',
      `Invoice No.: ${serial}`,
      'Date of issue:',
      shippingInfo.name, // recipient
      shippingInfo.address1, // billing and delivery address
      'Pune 411001',
      'State: Maharashtra, State code: 27',
      'Place of supply: Maharashtra (27)',
      'Tax payable on reverse charge: No',
      cotton.hsn,
      leather.hsn,
      '2 NOS',
      '1 NOS',
      '2.5% + 2.5%',
      '9% + 9%',
      'Total CGST',
      'Total SGST',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(particular);
    }
    // Descriptions (product, colour) may wrap inside their cell: every word is there.
    for (const word of `${cotton.name} (${cotton.colour}) ${leather.name} (${leather.colour})`.split(' ')) {
      expect(text).toContain(word);
    }
    expect(text).not.toContain('IGST');
    // 2 × 1,299 + 3,401 = ₹5,999; free delivery above ₹999.
    expect(order.totalAmount).toBe(5999);
    expect(text).toContain('Invoice total (tax inclusive) ₹5,999.00');
    expect(text).toContain('Rupees Five Thousand Nine Hundred Ninety-Nine Only');
    // Taxable values: 2,598 × 100/105 = 2,474.29 and 3,401 × 100/118 = 2,882.20; the tax is the rest.
    expect(text).toContain('₹2,474.29');
    expect(text).toContain('₹2,882.20');
    expect(text).toContain('Total taxable value ₹5,356.49');
  });

  it('charges IGST for a Karnataka delivery, and taxes the delivery charge with the principal line', async () => {
    await shop.pool.query('UPDATE products SET new_price = 400 WHERE id = $1', [cotton.id]);
    const order = await placeOrder({ ...bengaluru, city: 'mangaluru', pincode: '575001' }, [[cotton, 1]]);
    await shop.pool.query('UPDATE products SET new_price = 1299 WHERE id = $1', [cotton.id]);
    expect([order.subtotal, order.deliveryCharge, order.totalAmount]).toEqual([400, 99, 499]);
    const text = squash(await invoiceOf(order));
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Total IGST');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toMatch(
      new RegExp(`Delivery charge \\(part of the supply\\) ${cotton.hsn} 1 NOS ₹94.29 5% ₹4.71 ₹99.00`),
    );
    expect(text).toContain('Invoice total (tax inclusive) ₹499.00');
    expect(text).toContain('Rupees Four Hundred Ninety-Nine Only');
  });

  it('gives 50 concurrent orders 50 consecutive serials, with no gap and no repeat', async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, () => placeOrder(bengaluru, [[leather, 1]])));
    const { rows } = await shop.pool.query<{ invoice_number: string }>(
      'SELECT invoice_number FROM orders WHERE order_number = ANY ($1)',
      [orders.map((o) => o.orderNumber)],
    );
    const serials = rows.map((r) => Number(r.invoice_number.split('/')[2])).sort((a, b) => a - b);
    expect(serials).toHaveLength(50);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => serials[0]! + i));
    const { rows: all } = await shop.pool.query<{ n: string; max: string }>(
      `SELECT count(*) AS n, max(split_part(invoice_number, '/', 3)::int) AS max FROM orders WHERE invoice_number IS NOT NULL`,
    );
    expect(Number(all[0]!.max)).toBe(Number(all[0]!.n)); // every serial from 1 used once
  });

  it('totals reconcile with the order: taxable value + tax = order total, to the paisa', async () => {
    const order = await placeOrder(bengaluru, [
      [cotton, 3],
      [leather, 2],
    ]);
    const text = squash(await invoiceOf(order));
    const amount = (label: string) =>
      Number(text.match(new RegExp(`${label} ₹([\\d,]+\\.\\d\\d)`))![1]!.replace(/,/g, ''));
    const taxable = amount('Total taxable value');
    const igst = amount('Total IGST');
    expect(Math.round((taxable + igst) * 100)).toBe(order.totalAmount * 100);
    expect(amount('Invoice total \\(tax inclusive\\)')).toBe(order.totalAmount);
  });

  it("will not serve one order's invoice through another order's link, nor a made-up one", async () => {
    const [a, b] = [await placeOrder(), await placeOrder()];
    const [tokenA, tokenB] = [a, b].map((o) => o.invoicePdfUrl!.slice('/api/invoices/'.length, -'.pdf'.length));
    const signatureA = tokenA!.split('.')[1]!;
    const forged = [`${b.orderNumber}.${signatureA}`, `${b.orderNumber}.${'A'.repeat(32)}`, b.orderNumber, 'x.pdf'];
    for (const token of forged) {
      const res = await shop.app.request(`/api/invoices/${token}.pdf`);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/json/);
    }
    expect((await shop.app.request(`/api/invoices/${tokenB}.pdf`)).status).toBe(200);
  });

  it('the tracked order carries the same invoice link', async () => {
    const order = await placeOrder();
    const res = await shop.app.request(
      `/api/orders/track/${order.orderNumber}?contact=${encodeURIComponent(shippingInfo.email)}`,
    );
    expect((await bodyOf(res, orderResponse)).data.order.invoicePdfUrl).toBe(order.invoicePdfUrl);
  });
});
