import type { Dashboard } from '../../api-schema/adminDashboard';
import type { Pool } from '../db/pool';
import type { BooksSettings } from './booksSettings';
import { queueSql } from './orderQueues';

type Queryable = Pick<Pool, 'query'>;

const IST = `'Asia/Kolkata'`;
const q = queueSql('$2', '$1');

/** Orders placed from `start` days before today (India) up to the end of today, and what they are worth. */
const span = (daysBack: number) => {
  const first = `((($1::timestamptz AT TIME ZONE ${IST})::date - ${daysBack})::timestamp AT TIME ZONE ${IST})`;
  const end = `((($1::timestamptz AT TIME ZONE ${IST})::date + 1)::timestamp AT TIME ZONE ${IST})`;
  const within = `o.created_at >= ${first} AND o.created_at < ${end}`;
  const gone = `o.order_status IN ('cancelled', 'returned')`;
  return `json_build_object(
    'from', to_char(($1::timestamptz AT TIME ZONE ${IST})::date - ${daysBack}, 'YYYY-MM-DD'),
    'to', to_char(($1::timestamptz AT TIME ZONE ${IST})::date, 'YYYY-MM-DD'),
    'orders', count(*) FILTER (WHERE ${within}),
    'gross', coalesce(sum(o.total_amount) FILTER (WHERE ${within}), 0),
    'cancelledOrReturned', coalesce(sum(o.total_amount) FILTER (WHERE ${within} AND ${gone}), 0),
    'net', coalesce(sum(o.total_amount) FILTER (WHERE ${within} AND NOT ${gone}), 0))`;
};

/** A product the shop shows whose stock is at or below its threshold (its own, else the shop's: `param`). */
export const lowStockSql = (param: string) => `p.active AND p.stock <= coalesce(p.low_stock_threshold, ${param}::int)`;

const count = (condition: string) => `count(*) FILTER (WHERE ${condition})`;

const ORDERS = `SELECT ${span(0)} AS today, ${span(6)} AS "lastSevenDays", json_build_object(
    'toConfirm', ${count(q.to_confirm)},
    'toPack', ${count(`o.order_status = 'confirmed'`)},
    'toShip', ${count(`o.order_status = 'packed'`)},
    'awaitingPayment', ${count(q.awaiting_payment)},
    'refundsDue', ${count(q.refund_due)},
    'codUnremitted', ${count(q.cod_unremitted)},
    'codUnremittedAmount', coalesce(sum(o.paid_amount) FILTER (WHERE ${q.cod_unremitted}), 0),
    'codLate', ${count(q.cod_late)},
    'returnsRequested', ${count(`o.order_status = 'return_requested'`)}) AS waiting
  FROM orders o`;

/**
 * The desk's home (docs/desk.md): today and the last seven days in India's calendar, and what waits for the
 * owner. One statement over the orders (one snapshot), two small counts beside it.
 */
export async function dashboard(db: Queryable, settings: BooksSettings, now = new Date()): Promise<Dashboard> {
  const [orders, others] = await Promise.all([
    db.query<Pick<Dashboard, 'today' | 'lastSevenDays' | 'waiting'>>(ORDERS, [now, settings.codLateDays]),
    db.query<{ messagesOpen: number; lowStock: number }>(
      `SELECT (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS "messagesOpen",
              (SELECT count(*)::int FROM products p WHERE ${lowStockSql('$1')}) AS "lowStock"`,
      [settings.lowStockThreshold],
    ),
  ]);
  const { today, lastSevenDays, waiting } = orders.rows[0]!;
  return {
    today,
    lastSevenDays,
    waiting: { ...waiting, ...others.rows[0]! },
    lowStockThreshold: settings.lowStockThreshold,
    codLateDays: settings.codLateDays,
  };
}
