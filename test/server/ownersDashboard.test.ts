import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponse, type Waiting } from '../../api-schema/adminDashboard';
import { adminOrderListResponse } from '../../api-schema/adminOrders';
import { adminProductListResponse } from '../../api-schema/adminCatalogue';
import { adminMessageListResponse } from '../../api-schema/adminMessages';
import { dashboard } from '../../server/admin/dashboard';
import { WAITING_LISTS } from '../../src/features/admin/dashboardLinks';
import { operatorHeaders } from './operatorFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;
const NOW = new Date('2026-11-25T10:00:00Z'); // 15:30 in India
const DAY = 86_400_000;
const SETTINGS = { lowStockThreshold: 5, codLateDays: 7 };

interface Seed {
  at: string;
  status: string;
  mode?: 'cod' | 'upi';
  money?: string;
  paidDaysAgo?: number;
  remitted?: boolean;
  total: number;
}
// A mix of states around India's midnight (18:30 UTC) and the edge of the seven days (00:00 IST on the 19th).
const SEEDS: Seed[] = [
  { at: '2026-11-24T18:29:59Z', status: 'placed', total: 1000 },
  { at: '2026-11-24T18:30:00Z', status: 'placed', total: 1100 },
  { at: '2026-11-25T05:00:00Z', status: 'placed', mode: 'upi', money: 'awaiting_payment', total: 1200 },
  { at: '2026-11-25T06:00:00Z', status: 'confirmed', total: 1300 },
  { at: '2026-11-25T07:00:00Z', status: 'cancelled', total: 1400 },
  { at: '2026-11-20T07:00:00Z', status: 'packed', total: 1500 },
  { at: '2026-11-18T18:29:59Z', status: 'delivered', money: 'paid', paidDaysAgo: 10, total: 1600 },
  { at: '2026-11-18T18:30:00Z', status: 'delivered', money: 'paid', paidDaysAgo: 2, total: 1700 },
  { at: '2026-11-10T10:00:00Z', status: 'delivered', money: 'paid', paidDaysAgo: 12, remitted: true, total: 1800 },
  { at: '2026-11-21T10:00:00Z', status: 'returned', mode: 'upi', money: 'refund_due', total: 1900 },
  { at: '2026-11-22T10:00:00Z', status: 'return_requested', money: 'paid', paidDaysAgo: 1, total: 2000 },
  { at: '2026-11-23T10:00:00Z', status: 'cancelled', mode: 'upi', money: 'not_paid', total: 2100 },
];

beforeAll(async () => {
  shop = await createTestShop();
  for (const [i, s] of SEEDS.entries()) {
    const paidAt = s.paidDaysAgo === undefined ? null : new Date(NOW.getTime() - s.paidDaysAgo * DAY);
    await shop.pool.query(
      `INSERT INTO orders (order_number, created_at, order_status, payment_mode, payment_state, paid_at, paid_amount,
                           name, email, phone, address1, city_id, city_name, state, pincode, subtotal, delivery_charge, total_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'Meena', 'meena@example.in', '9812345678', '1 MI Road', 'pune', 'Pune',
               'Maharashtra', '411001', $8, 0, $8)`,
      [`BAG-D${i}`, s.at, s.status, s.mode ?? 'cod', s.money ?? null, paidAt, paidAt ? s.total : 0, s.total],
    );
    if (s.remitted) {
      await shop.pool.query(
        `WITH r AS (INSERT INTO cod_remittances (reference, remitted_on, amount, expected, operator_email)
                    VALUES ('SEED-1', '2026-11-20', $1, $1, 'owner@jholaandco.in') RETURNING id)
         INSERT INTO cod_remittance_orders (order_id, remittance_id, amount)
         SELECT o.id, r.id, $1 FROM orders o, r WHERE o.order_number = $2`,
        [s.total, `BAG-D${i}`],
      );
    }
  }
  await shop.pool.query(
    `INSERT INTO contact_messages (name, email, message, handled_at) VALUES
       ('A', 'a@example.in', 'Is the tote waterproof?', NULL), ('B', 'b@example.in', 'Thanks!', now()),
       ('C', 'c@example.in', 'Where is my parcel?', NULL)`,
  );
  // Low stock: stock 2 and 5 (at or below the shop's 5), 8 under its own threshold of 10; 6 is not, a hidden 0 is not.
  await shop.pool.query('UPDATE products SET stock = 50, low_stock_threshold = NULL');
  const { rows } = await shop.pool.query<{ id: string }>('SELECT id FROM products ORDER BY id LIMIT 5');
  const set = (n: number, stock: number, threshold: number | null, active = true) =>
    shop.pool.query('UPDATE products SET stock = $2, low_stock_threshold = $3, active = $4 WHERE id = $1', [
      rows[n]!.id,
      stock,
      threshold,
      active,
    ]);
  await Promise.all([set(0, 2, null), set(1, 5, null), set(2, 8, 10), set(3, 6, null), set(4, 0, null, false)]);
});
afterAll(() => shop.close());

/** India's calendar day of a moment, worked out here without the database. */
const istDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

function expectedSpan(from: string) {
  const within = SEEDS.filter((s) => istDay(s.at) >= from && istDay(s.at) <= '2026-11-25');
  const gone = within.filter((s) => s.status === 'cancelled' || s.status === 'returned');
  const sum = (list: Seed[]) => list.reduce((total, s) => total + s.total, 0);
  return {
    from,
    to: '2026-11-25',
    orders: within.length,
    gross: sum(within),
    cancelledOrReturned: sum(gone),
    net: sum(within) - sum(gone),
  };
}

describe('the owner’s dashboard', () => {
  it('counts today and the last seven days by India’s calendar, net of cancellations and returns', async () => {
    const view = await dashboard(shop.pool, SETTINGS, NOW);
    expect(view.today).toEqual(expectedSpan('2026-11-25'));
    expect(view.today.orders).toBe(4); // 23:59:59 IST on the 24th is yesterday; 00:00:00 IST on the 25th is today
    expect(view.lastSevenDays).toEqual(expectedSpan('2026-11-19'));
    expect(view.lastSevenDays.orders).toBe(10);
  });

  it('counts what waits for the owner exactly as the seeded orders, messages and stock say', async () => {
    const { waiting } = await dashboard(shop.pool, SETTINGS, NOW);
    const codOut = SEEDS.filter((s) => (s.mode ?? 'cod') === 'cod' && s.paidDaysAgo !== undefined && !s.remitted);
    expect(waiting).toEqual({
      toConfirm: 2,
      toPack: 1,
      toShip: 1,
      awaitingPayment: 1,
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
        expect(res.data.products.map((p) => p.stock).sort((a, b) => a - b)).toEqual([2, 5, 8]);
      } else {
        const res = await bodyOf(await get('/api/admin/messages?view=open'), adminMessageListResponse);
        expect([key, res.data.pagination.total]).toEqual([key, figure]);
      }
    }
    expect((await shop.app.request('/api/admin/orders?queue=everything', { headers })).status).toBe(400);
  });
});
