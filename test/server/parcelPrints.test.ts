import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BarcodeFormat, BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatINR } from '../../api-schema/format';
import { RATE_LIMITS } from '../../server/http/rateLimits';
import { pdfText } from './invoiceHelpers';
import { placeTestOrder, shopTransition } from './lifecycleFixtures';
import { operatorHeaders } from './operatorFixtures';
import { shippingInfo, stockedProducts, type StockedProduct } from './orderFixtures';
import { createTestShop, type TestShop } from './testShop';

let shop: TestShop;
let product: StockedProduct;
let cod: { orderNumber: string; total: number };
let prepaid: string;
const AWB = 'DLV7788990011';
const dir = mkdtempSync(join(tmpdir(), 'labels-'));
const SHOTS = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  shop = await createTestShop({ rateLimits: { ...RATE_LIMITS, orders: { ...RATE_LIMITS.orders, limit: 1000 } } });
  product = (await stockedProducts(shop.pool)).find((p) => p.stock >= 5)!;
  const orderNumber = await placeTestOrder(shop, product, 2);
  for (const body of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', courier: 'Delhivery', trackingNumber: AWB },
  ])
    await shopTransition(shop, orderNumber, body);
  const { rows } = await shop.pool.query<{ total_amount: number }>(
    'SELECT total_amount FROM orders WHERE order_number = $1',
    [orderNumber],
  );
  cod = { orderNumber, total: rows[0]!.total_amount };
  prepaid = await placeTestOrder(shop, product);
  await shop.pool.query(`UPDATE orders SET payment_mode = 'upi', payment_state = 'paid' WHERE order_number = $1`, [
    prepaid,
  ]);
});
afterAll(() => shop.close());

const print = async (path: string) => {
  const res = await shop.app.request(path, { headers: await operatorHeaders(shop) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await res.arrayBuffer());
};

/** Renders page 1 with poppler and reads its Code 128 barcode with ZXing. */
async function readBarcode(pdf: Buffer, name: string): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
  const png = join(dir, `${name}.png`);
  if (SHOTS) execFileSync('pdftoppm', ['-png', '-r', '60', file, join(SHOTS, name)]);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const argb = new Int32Array(info.width * info.height);
  for (let i = 0; i < argb.length; i++)
    argb[i] = (0xff << 24) | (data[i * 4]! << 16) | (data[i * 4 + 1]! << 8) | data[i * 4 + 2]!;
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(argb, info.width, info.height)));
  const result = new Code128Reader().decode(bitmap);
  expect(result.getBarcodeFormat()).toBe(BarcodeFormat.CODE_128);
  return result.getText();
}

describe('shipping labels and packing slips', () => {
  it('prints a 4×6 label with the order number, PIN, COD amount and a Code 128 barcode of the AWB that decodes', async () => {
    const pdf = await print(`/api/admin/orders/labels.pdf?orders=${cod.orderNumber}`);
    const text = pdfText(pdf);
    expect(text).toContain(`Order ${cod.orderNumber}`);
    expect(text).toContain(`PIN ${shippingInfo.pincode}`);
    expect(text).toContain(`COD: COLLECT ${formatINR(cod.total)}`);
    expect(text).toContain(AWB);
    expect(execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' })).toMatch(/Page size:\s+288 x 432 pts/);
    await expect(readBarcode(pdf, 'label-cod')).resolves.toBe(AWB);
  });

  it('says prepaid for a paid order and prints one page per order of a selection', async () => {
    const pdf = await print(`/api/admin/orders/labels.pdf?orders=${cod.orderNumber},${prepaid.toLowerCase()}`);
    expect(execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' })).toMatch(/Pages:\s+2\n/);
    const pages = pdfText(pdf).split('\f');
    expect(pages[1]).toContain('PREPAID: DO NOT COLLECT CASH');
    expect(pages[1]).not.toContain('COD:');
    // Not shipped yet: the barcode carries the order number.
    const second = await print(`/api/admin/orders/labels.pdf?orders=${prepaid}`);
    await expect(readBarcode(second, 'label-prepaid')).resolves.toBe(prepaid);
  });

  it('prints packing slips with lines, colours and quantities, and leaves prices off when asked', async () => {
    const priced = pdfText(await print(`/api/admin/orders/packing-slips.pdf?orders=${cod.orderNumber}`));
    expect(priced).toContain(product.name.slice(0, 20));
    expect(priced).toContain(product.colour);
    expect(priced).toContain('2 items in this parcel');
    expect(priced).toContain(formatINR(cod.total));
    const plainPdf = await print(`/api/admin/orders/packing-slips.pdf?orders=${cod.orderNumber}&prices=false`);
    if (SHOTS) writeFileSync(join(dir, 'slip.pdf'), plainPdf);
    if (SHOTS) execFileSync('pdftoppm', ['-png', '-r', '60', join(dir, 'slip.pdf'), join(SHOTS, 'packing-slip')]);
    const plain = pdfText(plainPdf);
    expect(plain).toContain(product.colour);
    expect(plain).not.toContain('₹');
  });

  it('every desk PDF is never stored and carries the CSP every other answer carries', async () => {
    const headers = await operatorHeaders(shop);
    for (const path of ['labels.pdf', 'packing-slips.pdf']) {
      const res = await shop.app.request(`/api/admin/orders/${path}?orders=${cod.orderNumber}`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses an unknown order or an empty selection, printing nothing', async () => {
    const headers = await operatorHeaders(shop);
    expect((await shop.app.request('/api/admin/orders/labels.pdf?orders=BAG-NOPE', { headers })).status).toBe(404);
    expect((await shop.app.request('/api/admin/orders/labels.pdf?orders=', { headers })).status).toBe(400);
    expect((await shop.app.request(`/api/admin/orders/labels.pdf?orders=${cod.orderNumber}`)).status).toBe(401);
  });
});
