import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCustomerListResponse } from '../../api-schema/adminCustomers';
import { adminOrderResponse } from '../../api-schema/adminOrders';
import { returnedToOriginCounts } from '../../server/orders/pricing/returnedToOrigin';
import { operatorHeaders } from './operatorFixtures';
import { bodyOf, createTestShop, type TestShop } from './testShop';

let shop: TestShop;

// Meena orders four times (phone written three ways, two e-mails; one cancelled, one returned, one refused at the
// door); Ravi once.
const ORDERS = [
  ['Meena Joshi', 'meena@example.in', '+91 98290 11111', 'delivered', 1200, '2026-11-20T05:00:00Z'],
  ['Meena J', 'MEENA.J@example.in', '9829011111', 'cancelled', 800, '2026-11-22T05:00:00Z'],
  ['Meena Joshi', 'meena@example.in', '98290-11111', 'returned', 500, '2026-11-23T05:00:00Z'],
  ['Meena Joshi', 'meena@example.in', '098290 11111', 'returned_to_origin', 700, '2026-11-21T05:00:00Z'],
  ['Ravi Kumar', 'ravi@example.in', '9414022222', 'placed', 999, '2026-11-24T05:00:00Z'],
] as const;

beforeAll(async () => {
  shop = await createTestShop();
  for (const [i, [name, email, phone, status, total, at]] of ORDERS.entries())
    await shop.pool.query(
      `INSERT INTO orders (order_number, created_at, order_status, name, email, phone, address1, city_id, city_name,
                           state, pincode, subtotal, delivery_charge, total_amount)
       VALUES ($1, $2, $3, $4, $5, $6, '1 MI Road', 'pune', 'Pune', 'Maharashtra', '411001', $7, 0, $7)`,
      [`BAG-C${i}`, at, status, name, email, phone, total],
    );
});
afterAll(() => shop.close());

describe('the customers list', () => {
  it('groups orders by phone (however written), with value net of cancellations and returns, latest first', async () => {
    const headers = await operatorHeaders(shop);
    const list = async (query = '') =>
      (await bodyOf(await shop.app.request(`/api/admin/customers${query}`, { headers }), adminCustomerListResponse))
        .data;
    const all = await list();
    expect(all.customers).toEqual([
      {
        phone: '9414022222',
        name: 'Ravi Kumar',
        emails: ['ravi@example.in'],
        orders: 1,
        value: 999,
        lastOrderAt: '2026-11-24T05:00:00+00:00',
        cancelled: 0,
        returned: 0,
        returnedToOrigin: 0,
      },
      {
        phone: '9829011111',
        name: 'Meena Joshi',
        emails: ['meena.j@example.in', 'meena@example.in'],
        orders: 4,
        value: 1200,
        lastOrderAt: '2026-11-23T05:00:00+00:00',
        cancelled: 1,
        returned: 1,
        returnedToOrigin: 1,
      },
    ]);
    // The list's count is the one the COD rules read for that phone.
    const rules = await returnedToOriginCounts(shop.pool, { phones: ['+91 98290 11111', '9414022222'] });
    expect(Object.fromEntries(rules.byPhone)).toEqual({ '9829011111': 1, '9414022222': 0 });
    // The order page shows the counts for the order's phone and its PIN (every order here ships to 411001).
    const order = await bodyOf(await shop.app.request('/api/admin/orders/BAG-C0', { headers }), adminOrderResponse);
    expect(order.data.returnedToOrigin).toEqual({ phone: 1, pincode: 1 });
    expect((await list('?q=meena.j')).customers.map((c) => c.phone)).toEqual(['9829011111']);
    expect((await list('?q=94140')).pagination.total).toBe(1);
  });
});
