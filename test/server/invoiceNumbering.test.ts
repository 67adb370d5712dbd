import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../api-schema/entities';
import { orderResponse } from '../../api-schema/responses';
import { createApp } from '../../server/app';
import { createPool, type Pool } from '../../server/db/pool';
import { invoiceSigningSecret, invoiceToken } from '../../server/tax/invoiceToken';
import { productAtRate } from './invoiceHelpers';
import { orderFor, type StockedProduct } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

// Serials are given after the order commits, in batches shared by concurrent orders (tax/invoiceNumbering.ts).
let shop: TestShop;
let poolB: Pool;
let appB: ReturnType<typeof createApp>;
let product: StockedProduct;
beforeAll(async () => {
  shop = await createTestShop();
  // A second API process on the same database: its own pool, so its numbering batches are its own.
  poolB = createPool(shop.pool.options.connectionString!, 10);
  appB = createApp({ pool: poolB });
  product = await productAtRate(shop.pool, 18);
});
afterAll(async () => {
  await poolB.end();
  await shop.close();
});

async function place(app: TestShop['app']): Promise<Order> {
  const res = await postJson({ ...shop, app }, '/api/orders', orderFor(product));
  expect(res.status).toBe(201);
  return (await bodyOf(res, orderResponse)).data.order;
}

const serialsOf = async (orderNumbers: string[]) =>
  (
    await shop.pool.query<{ invoice_number: string | null }>(
      'SELECT invoice_number FROM orders WHERE order_number = ANY ($1) ORDER BY id',
      [orderNumbers],
    )
  ).rows.map((r) => r.invoice_number);

describe('invoice serials after commit', () => {
  it('every answered order already has its serial; two processes at once give consecutive serials, none twice', async () => {
    const orders = await Promise.all(Array.from({ length: 40 }, (_, i) => place(i % 2 ? appB : shop.app)));
    const serials = (await serialsOf(orders.map((o) => o.orderNumber))).map((s) => Number(s!.split('/')[2]));
    const sorted = [...serials].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 40 }, (_, i) => sorted[0]! + i));
  });

  it('an order committed without its serial (numbering cut short by a crash) gets the next one when its link is opened', async () => {
    const before = await place(shop.app);
    const [lastSerial] = await serialsOf([before.orderNumber]);
    // What a crash between the order's commit and its numbering leaves: the order and its link, no serial.
    const orderNumber = 'BAG-CRASH00001';
    const token = invoiceToken(await invoiceSigningSecret(shop.pool), orderNumber);
    await shop.pool.query(
      `WITH o AS (
         INSERT INTO orders (order_number, name, email, phone, address1, address2, city_id, city_name, state, pincode,
           subtotal, delivery_charge, total_amount, invoice_token, supply_state_code, supply_state, district)
         SELECT $2, name, email, phone, address1, address2, city_id, city_name, state, pincode,
           subtotal, delivery_charge, total_amount, $3, supply_state_code, supply_state, district
         FROM orders WHERE order_number = $1 RETURNING id)
       INSERT INTO order_lines (order_id, position, product_id, product_name, color, quantity, price, old_price, hsn_code, gst_rate)
       SELECT o.id, l.position, l.product_id, l.product_name, l.color, l.quantity, l.price, l.old_price, l.hsn_code, l.gst_rate
       FROM o, order_lines l JOIN orders b ON b.id = l.order_id AND b.order_number = $1`,
      [before.orderNumber, orderNumber, token],
    );
    expect(await serialsOf([orderNumber])).toEqual([null]);
    const res = await shop.app.request(`/api/invoices/${token}.pdf`);
    expect(res.status).toBe(200);
    const [serial] = await serialsOf([orderNumber]);
    const next = Number(lastSerial!.split('/')[2]) + 1;
    expect(serial).toBe(`${lastSerial!.slice(0, -7)}${String(next).padStart(7, '0')}`);
    expect(res.headers.get('Content-Disposition')).toContain(`Invoice-${serial!.replace(/\//g, '-')}.pdf`);
  });
});
