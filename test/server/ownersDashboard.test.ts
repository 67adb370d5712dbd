import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponse, type Waiting } from '../../api-schema/adminDashboard';
import { adminOrderListResponse } from '../../api-schema/adminOrders';
import { adminProductListResponse } from '../../api-schema/adminCatalogue';
import { adminMessageListResponse } from '../../api-schema/adminMessages';
import { dashboard } from '../../server/books/dashboard';
import { WAITING_LISTS } from '../../src/features/books/desk/dashboardLinks';
import { operatorHeaders } from './operatorFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';
import { SEEDS, seedOrder, type Seed } from './ownersDashboardFixtures';

let shop: TestShop;
const NOW = new Date('2026-11-25T10:00:00Z'); // 15:30 in India
const SETTINGS = { lowStockThreshold: 5, codLateDays: 7 };

beforeAll(async () => {
  shop = await createTestShop();
  for (const [i, s] of SEEDS.entries()) await seedOrder(shop.pool, NOW, s, i);
  await shop.pool.query(
    `INSERT INTO contact_messages (name, email, message, handled_at) VALUES
       ('A', 'a@example.in', 'Is the tote waterproof?', NULL), ('B', 'b@example.in', 'Thanks!', now()),
       ('C', 'c@example.in', 'Where is my parcel?', NULL)`,
  );
  // Low stock: stock 2 and 5 (at or below the shop's 5), 8 under its own threshold of 10; 6 is not, a hidden 0 is not.
  // Stock is per colour (ADR 028): every colour 50, then each product's first colour set below.
  await shop.pool.query('UPDATE products SET low_stock_threshold = NULL');
  await shop.pool.query('UPDATE product_colors SET stock = 50');
  const { rows } = await shop.pool.query<{ id: string }>('SELECT id FROM products ORDER BY id LIMIT 5');
  const set = (n: number, stock: number, threshold: number | null, active = true) =>
    Promise.all([
      shop.pool.query('UPDATE products SET low_stock_threshold = $2, active = $3 WHERE id = $1', [
        rows[n]!.id,
        threshold,
        active,
      ]),
      shop.pool.query('UPDATE product_colors SET stock = $2 WHERE product_id = $1 AND position = 0', [
        rows[n]!.id,
        stock,
      ]),
    ]);
  await Promise.all([set(0, 2, null), set(1, 5, null), set(2, 8, 10), set(3, 6, null), set(4, 0, null, false)]);
});
afterAll(() => shop.close());

/** India's calendar day of a moment, worked out here without the database. */
const istDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** A span's figures worked out here from the seeds, without the database. */
function expectedSpan(from: string) {
  const inSpan = (day: string | undefined) => day !== undefined && day >= from && day <= '2026-11-25';
  const sum = (list: Seed[], amount: (s: Seed) => number) => list.reduce((total, s) => total + amount(s), 0);
  const within = SEEDS.filter((s) => inSpan(istDay(s.at)));
  const receivedUpi = sum(
    SEEDS.filter((s) => s.mode === 'upi' && s.receivedAt && inSpan(istDay(s.receivedAt))),
    (s) => s.total,
  );
  const receivedCod = sum(
    SEEDS.filter((s) => inSpan(s.remitted?.on)),
    (s) => s.remitted!.amount,
  );
  const refunded = sum(
    SEEDS.filter((s) => inSpan(s.refund?.on)),
    (s) => s.refund!.amount,
  );
  return {
    from,
    to: '2026-11-25',
    orders: within.length,
    ordered: sum(
      within.filter((s) => s.status !== 'cancelled'),
      (s) => s.total,
    ),
    receivedUpi,
    receivedCod,
    received: receivedUpi + receivedCod,
    refunded,
    net: receivedUpi + receivedCod - refunded,
  };
}

describe('the owner’s dashboard', () => {
  it('counts today and the last seven days by India’s calendar: ordered, received, refunded and net', async () => {
    const view = await dashboard(shop.pool, SETTINGS, NOW);
    expect(view.today).toEqual(expectedSpan('2026-11-25'));
    expect(view.lastSevenDays).toEqual(expectedSpan('2026-11-19'));
    // By hand: 23:59:59 IST on the 24th is yesterday, 00:00:00 IST on the 25th today. Today UPI ₹1,300 came in
    // and a courier remitted ₹1,950 (₹50 short); ₹2,000 went back. The ₹1,200 awaiting UPI, the ₹5,300 of COD
    // still with couriers and the ₹1,900 refund due are no takings.
    expect(view.today).toMatchObject({ orders: 4, ordered: 3_600, received: 3_250, refunded: 2_000, net: 1_250 });
    expect(view.lastSevenDays).toMatchObject({
      orders: 11,
      ordered: 14_000,
      receivedUpi: 5_500,
      receivedCod: 3_750,
      refunded: 4_200,
      net: 5_050,
    });
  });

  it('says what the database says, summed here with plain queries over the money rows', async () => {
    const { lastSevenDays: week, waiting } = await dashboard(shop.pool, SETTINGS, NOW);
    const one = async (sql: string) => Number((await shop.pool.query<{ n: string }>(sql)).rows[0]!.n ?? 0);
    const from = `'2026-11-18T18:30:00Z'`;
    expect(
      await one(`SELECT sum(e.amount) AS n FROM payment_events e JOIN orders o ON o.id = e.order_id
                 WHERE e.kind = 'received' AND o.payment_mode = 'upi' AND e.at >= ${from}`),
    ).toBe(week.receivedUpi);
    expect(await one(`SELECT sum(amount) AS n FROM cod_remittances WHERE remitted_on >= '2026-11-19'`)).toBe(
      week.receivedCod,
    );
    expect(await one(`SELECT sum(amount_refunded) AS n FROM refunds WHERE refunded_on >= '2026-11-19'`)).toBe(
      week.refunded,
    );
    expect(await one(`SELECT sum(total_amount) AS n FROM orders WHERE payment_state = 'awaiting_payment'`)).toBe(
      waiting.awaitingPaymentAmount,
    );
    expect(
      await one(`SELECT sum(paid_amount) AS n FROM orders o WHERE payment_mode = 'cod' AND paid_at IS NOT NULL
                 AND NOT EXISTS (SELECT 1 FROM cod_remittance_orders r WHERE r.order_id = o.id)`),
    ).toBe(waiting.codUnremittedAmount);
    expect([waiting.awaitingPaymentAmount, waiting.codUnremittedAmount]).toEqual([1_200, 5_300]);
  });

  it('counts what waits for the owner exactly as the seeded orders, messages and stock say', async () => {
    const { waiting } = await dashboard(shop.pool, SETTINGS, NOW);
    const codOut = SEEDS.filter((s) => (s.mode ?? 'cod') === 'cod' && s.paidDaysAgo !== undefined && !s.remitted);
    expect(waiting).toEqual({
      toConfirm: 2,
      toPack: 1,
      toShip: 1,
      awaitingPayment: 1,
      awaitingPaymentAmount: 1_200,
      refundsDue: 1,
      codUnremitted: codOut.length,
      codUnremittedAmount: codOut.reduce((sum, s) => sum + s.total, 0),
      codLate: codOut.filter((s) => s.paidDaysAgo! > 7).length,
      returnsRequested: 1,
      messagesOpen: 2,
      lowStock: 3,
    } satisfies Waiting);
    expect(waiting.codUnremitted).toBe(3);
    expect(waiting.codLate).toBe(1);
  });

  it('links every figure to a desk list holding exactly that many entries', async () => {
    const headers = await operatorHeaders(shop);
    const get = async (path: string) => {
      const res = await shop.app.request(path, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res;
    };
    const { waiting } = (await bodyOf(await get('/api/admin/dashboard'), dashboardResponse)).data;
    for (const [key, list] of Object.entries(WAITING_LISTS)) {
      const query = new URLSearchParams(list.search).toString();
      const figure = waiting[key as keyof typeof WAITING_LISTS];
      if (list.to === '/admin/orders') {
        const res = await bodyOf(await get(`/api/admin/orders?${query}`), adminOrderListResponse);
        expect([key, res.data.pagination.total]).toEqual([key, figure]);
      } else if (list.to === '/admin/catalogue') {
        const res = await bodyOf(await get(`/api/admin/products?${query}`), adminProductListResponse);
        expect([key, res.data.pagination.total]).toEqual([key, figure]);
        // Stock is per colour (ADR 028): each listed product's lowest colour.
        const lowest = res.data.products.map((p) => Math.min(...p.colors.map((c) => c.stock)));
        expect(lowest.sort((a, b) => a - b)).toEqual([2, 5, 8]);
      } else {
        const res = await bodyOf(await get('/api/admin/messages?view=open'), adminMessageListResponse);
        expect([key, res.data.pagination.total]).toEqual([key, figure]);
      }
    }
    expect((await shop.app.request('/api/admin/orders?queue=everything', { headers })).status).toBe(400);
  });
});
