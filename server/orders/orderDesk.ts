import type { AdminOrderFilters, AdminOrderSummary } from '../../api-schema/adminOrders';
import type { OrderStatus } from '../../api-schema/orderLifecycle';
import { paymentStanding } from '../../api-schema/paymentStanding';
import type { Pool } from '../db/pool';
import { queueSql } from './orderQueues';
import { PAYMENT_STANDING_SQL } from './paymentStandingSql';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** WHERE clause and parameters of the desk's filters (dates are India's calendar days; COD late after `codLateDays`). */
export function orderFilterSql(f: Omit<AdminOrderFilters, 'page'>, codLateDays = 7) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.status) add((p) => `o.order_status = ${p}`, f.status);
  // Only the late queue reads the days and the time (PostgreSQL refuses a parameter no condition uses).
  if (f.queue === 'cod_late') params.push(codLateDays, new Date());
  if (f.queue) where.push(queueSql(`$${params.length - 1}`, `$${params.length}`)[f.queue]);
  if (f.from) add((p) => `o.created_at >= (${p}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.from);
  if (f.to) add((p) => `o.created_at < (${p}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, f.to);
  if (f.city) add((p) => `o.city_id = ${p}`, f.city);
  if (f.codConfirmation)
    where.push(
      `o.payment_mode = 'cod' AND o.cod_confirmed_at IS ${f.codConfirmation === 'confirmed' ? 'NOT ' : ''}NULL`,
    );
  if (f.payment) add((p) => `(${PAYMENT_STANDING_SQL}) = ${p}`, f.payment);
  const q = f.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    params.push(`%${escapeLike(q)}%`);
    const text = `$${params.length}`;
    const phone =
      digits.length >= 4
        ? (params.push(`%${digits}%`), ` OR regexp_replace(o.phone, '\\D', '', 'g') LIKE $${params.length}`)
        : '';
    where.push(`(o.order_number ILIKE ${text} OR o.email ILIKE ${text}${phone})`);
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

interface SummaryRow {
  order_number: string;
  created_at: Date;
  order_status: OrderStatus;
  name: string;
  email: string;
  phone: string;
  city_name: string;
  items: number;
  total_amount: number;
  payment_mode: string;
  payment_state: string | null;
  cod_confirmed_at: Date | null;
}

const toSummary = (r: SummaryRow): AdminOrderSummary => ({
  orderNumber: r.order_number,
  createdAt: r.created_at.toISOString(),
  status: r.order_status,
  name: r.name,
  email: r.email,
  phone: r.phone,
  city: r.city_name,
  items: r.items,
  totalAmount: r.total_amount,
  ...(r.payment_mode === 'cod' ? { codConfirmed: r.cod_confirmed_at !== null } : {}),
  paymentStanding: paymentStanding({ mode: r.payment_mode, state: r.payment_state, status: r.order_status }),
});

/** One page of orders, newest first, and how many match. */
export async function listOrders(pool: Pool, filters: AdminOrderFilters, pageSize: number, codLateDays?: number) {
  const { where, params } = orderFilterSql(filters, codLateDays);
  const offset = (filters.page - 1) * pageSize;
  const [page, count] = await Promise.all([
    pool.query<SummaryRow>(
      `SELECT o.order_number, o.created_at, o.order_status, o.name, o.email, o.phone, o.city_name, o.total_amount,
              o.payment_mode, o.payment_state, o.cod_confirmed_at,
              (SELECT coalesce(sum(quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS items
       FROM orders o ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o ${where}`, params),
  ]);
  const total = count.rows[0]!.total;
  return {
    orders: page.rows.map(toSummary),
    pagination: { current: filters.page, pages: Math.ceil(total / pageSize), total },
  };
}
