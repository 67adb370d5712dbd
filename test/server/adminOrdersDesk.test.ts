import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderListResponse, bulkConfirmResponse } from '../../api-schema/adminOrders';
import { failure } from '../../api-schema/envelope';
import { operatorHeaders } from './operatorFixtures';
import { placeTestOrder } from './lifecycleFixtures';
import { stockedProducts } from './orderFixtures';
import { bodyOf, createTestShop, postJson, type TestShop } from './testShop';

let shop: TestShop;
let desk: Record<string, string>;
const ORDERS = 1000;
const TRICKY_NAME = 'Rao, "Chotu" Kumar\nFlat 2';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","click")';

beforeAll(async () => {
  shop = await createTestShop();
  desk = await operatorHeaders(shop);
  // 1,000 orders over 10 days (India time), every status, two cities, one tricky and one formula name.
  await shop.pool.query(
    `INSERT INTO orders (order_number, created_at, order_status, name, email, phone, address1, address2, city_id, city_name,
                         state, pincode, subtotal, delivery_charge, total_amount)
     SELECT 'BAG-T' || lpad(i::text, 9, '0'),
            timestamptz '2026-11-01 00:30:00+05:30' + (i % 10) * interval '1 day',
            (ARRAY['placed','confirmed','packed','shipped','out_for_delivery','delivered','cancelled','return_requested','returned'])[1 + i % 9],
            CASE i WHEN 1 THEN $1 WHEN 2 THEN $2 ELSE 'Shopper ' || i END,
            'shopper' || i || '@example.in', '98' || lpad(i::text, 8, '0'), i || ' MG Road', 'Near ₹ Mall',
            CASE WHEN i % 2 = 0 THEN 'pune' ELSE 'mumbai' END, CASE WHEN i % 2 = 0 THEN 'Pune' ELSE 'Mumbai' END,
            'Maharashtra', '411001', 1000 + i, CASE WHEN i % 3 = 0 THEN 0 ELSE 49 END,
            1000 + i + CASE WHEN i % 3 = 0 THEN 0 ELSE 49 END
     FROM generate_series(1, ${ORDERS}) AS i`,
    [TRICKY_NAME, FORMULA_NAME],
  );
});
afterAll(() => shop.close());

const get = (path: string) => shop.app.request(path, { headers: desk });

describe('orders desk', () => {
  it('lists newest first, 25 a page, with status, date range (India days), city and search filters', async () => {
    const all = await bodyOf(await get('/api/admin/orders'), adminOrderListResponse);
    expect(all.data.pagination).toEqual({ current: 1, pages: 40, total: ORDERS });
    expect(all.data.orders).toHaveLength(25);
    const times = all.data.orders.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const count = async (query: string) =>
      (await bodyOf(await get(`/api/admin/orders?${query}`), adminOrderListResponse)).data.pagination.total;
    expect(await count('status=shipped')).toBe(111);
    // 2026-11-01 00:30 IST is 2026-10-31 in UTC: the filter counts India's calendar day.
    expect(await count('from=2026-11-01&to=2026-11-01')).toBe(100);
    expect(await count('from=2026-11-03&to=2026-11-04')).toBe(200);
    expect(await count('city=pune')).toBe(500);
    expect(await count('city=pune&status=placed&from=2026-11-01&to=2026-11-05')).toBe(
      Array.from({ length: ORDERS }, (_, k) => k + 1).filter((i) => i % 2 === 0 && i % 9 === 0 && i % 10 < 5).length,
    );
    expect(await count('q=BAG-T000000123')).toBe(1);
    expect(await count('q=bag-t000000123')).toBe(1);
    expect(await count('q=SHOPPER77%40EXAMPLE.IN')).toBe(1);
    expect(await count('q=9800000777')).toBe(1);
    expect(await count('q=%25')).toBe(0);
    const page40 = await bodyOf(await get('/api/admin/orders?page=40'), adminOrderListResponse);
    expect(page40.data.orders).toHaveLength(25);
    const bad = await get('/api/admin/orders?status=lost&from=yesterday');
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad, failure)).errors?.map((e) => e.field).sort()).toEqual(['from', 'status']);
  });

  it('exports the filtered list as CSV a spreadsheet opens cleanly (1,000 orders, parsed back)', async () => {
    const res = await get('/api/admin/orders/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n').length).toBeGreaterThan(ORDERS);
    const rows = parse<Record<string, string>>(bytes, { bom: true, columns: true, relax_column_count: false });
    expect(rows).toHaveLength(ORDERS);
    const db = await shop.pool.query<{
      order_number: string;
      created_at: Date;
      total_amount: number;
      subtotal: number;
    }>('SELECT order_number, created_at, subtotal, total_amount FROM orders');
    const byNumber = new Map(db.rows.map((r) => [r.order_number, r]));
    for (const row of rows) {
      const stored = byNumber.get(row['Order number']!)!;
      expect(row['Placed at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(new Date(row['Placed at']!).getTime()).toBe(stored.created_at.getTime());
      expect(row['Total (INR)']).toMatch(/^\d+$/);
      expect(Number(row['Total (INR)'])).toBe(stored.total_amount);
      expect(Number(row['Subtotal (INR)'])).toBe(stored.subtotal);
    }
    const tricky = rows.find((r) => r['Order number'] === 'BAG-T000000001')!;
    expect(tricky.Name).toBe(TRICKY_NAME);
    expect(tricky.Address).toBe('1 MG Road, Near ₹ Mall');
    expect(rows.find((r) => r['Order number'] === 'BAG-T000000002')!.Name).toBe(`'${FORMULA_NAME}`);

    const shippedCsv = Buffer.from(await (await get('/api/admin/orders/export.csv?status=shipped')).arrayBuffer());
    const shipped = parse<Record<string, string>>(shippedCsv, { bom: true, columns: true });
    expect(shipped).toHaveLength(111);
    expect(new Set(shipped.map((r) => r.Status))).toEqual(new Set(['shipped']));
  });

  it('bulk confirm: each placed order once, refusals named, repeats change nothing, one audit line per change', async () => {
    const products = await stockedProducts(shop.pool);
    const placed = [await placeTestOrder(shop, products[0]!), await placeTestOrder(shop, products[1]!)];
    const body = { orderNumbers: [...placed, 'BAG-T000000004', 'BAG-NOSUCHORDER'] };
    const res = await postJson(shop, '/api/admin/orders/bulk-confirm', body, desk);
    const { results } = (await bodyOf(res, bulkConfirmResponse)).data;
    expect(results.map((r) => [r.orderNumber, r.ok, r.changed])).toEqual([
      [placed[0], true, true],
      [placed[1], true, true],
      ['BAG-T000000004', false, false],
      ['BAG-NOSUCHORDER', false, false],
    ]);
    expect(results[2]!.message).toBe('An order that is out for delivery cannot be marked confirmed.');
    expect(results[3]!.message).toBe('Order not found');
    const again = await bodyOf(await postJson(shop, '/api/admin/orders/bulk-confirm', body, desk), bulkConfirmResponse);
    expect(again.data.results.slice(0, 2).map((r) => [r.ok, r.changed])).toEqual([
      [true, false],
      [true, false],
    ]);
    const audit = await shop.pool.query(
      `SELECT operator_email, action, subject, before, after FROM audit_log WHERE subject = ANY($1) ORDER BY id`,
      [placed],
    );
    expect(audit.rows).toEqual(
      placed.map((n) => ({
        operator_email: 'owner@jholaandco.in',
        action: 'order.confirmed',
        subject: n,
        before: { status: 'placed' },
        after: { status: 'confirmed' },
      })),
    );
    const tooMany = await postJson(
      shop,
      '/api/admin/orders/bulk-confirm',
      { orderNumbers: Array(101).fill('X') },
      desk,
    );
    expect(tooMany.status).toBe(400);
  });

  it('order detail: lines, totals, address, timeline and invoice link; 404 for an unknown number', async () => {
    const products = await stockedProducts(shop.pool);
    const orderNumber = await placeTestOrder(shop, products[2]!);
    const res = await get(`/api/admin/orders/${orderNumber.toLowerCase()}`);
    const body = (await res.json()) as { data: { order: { invoicePdfUrl: string }; tracking: { events: unknown[] } } };
    expect(res.status).toBe(200);
    expect(body.data.order.invoicePdfUrl).toMatch(/^\/api\/invoices\/.+\.pdf$/);
    expect(body.data.tracking.events).toHaveLength(1);
    expect((await get('/api/admin/orders/BAG-NOSUCHORDER')).status).toBe(404);
  });
});
