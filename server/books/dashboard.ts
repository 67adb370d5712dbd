import type { Dashboard } from '../../api-schema/adminDashboard';
import type { Pool } from '../db/pool';
import type { BooksSettings } from '../http/operator';
import { lowStockSql } from '../catalogue/lowStock';
import { queueSql } from '../orders/orderQueues';

type Queryable = Pick<Pool, 'query'>;
type OrderQueues = Omit<Dashboard['waiting'], 'messagesOpen' | 'lowStock'>;

const IST = `'Asia/Kolkata'`;
const q = queueSql('$2', '$1');

/**
 * The span from `daysBack` days before today (India) to the end of today: the orders placed in it, and the money
 * that moved in it — UPI payments marked received, COD remittances and refunds by the dates they carry.
 */
const span = (daysBack: number) => {
  const lastDay = `($1::timestamptz AT TIME ZONE ${IST})::date`;
  const firstDay = `(${lastDay} - ${daysBack})`;
  const first = `(${firstDay}::timestamp AT TIME ZONE ${IST})`;
  const end = `((${lastDay} + 1)::timestamp AT TIME ZONE ${IST})`;
  const within = `o.created_at >= ${first} AND o.created_at < ${end}`;
  return `json_build_object(
    'from', to_char(${firstDay}, 'YYYY-MM-DD'),
    'to', to_char(${lastDay}, 'YYYY-MM-DD'),
    'orders', count(*) FILTER (WHERE ${within}),
    'ordered', coalesce(sum(o.total_amount) FILTER (WHERE ${within} AND o.order_status <> 'cancelled'), 0),
    'receivedUpi', (SELECT coalesce(sum(e.amount), 0) FROM payment_events e JOIN orders u ON u.id = e.order_id
      WHERE e.kind = 'received' AND u.payment_mode = 'upi' AND e.at >= ${first} AND e.at < ${end}),
    'receivedCod', (SELECT coalesce(sum(r.amount), 0) FROM cod_remittances r
      WHERE r.remitted_on BETWEEN ${firstDay} AND ${lastDay}),
    'refunded', (SELECT coalesce(sum(f.amount_refunded), 0) FROM refunds f
      WHERE f.reference IS NOT NULL AND f.refunded_on BETWEEN ${firstDay} AND ${lastDay}))`;
};

type SpanRow = Omit<Dashboard['today'], 'received' | 'net'>;
/** What arrived, and net of what went back. */
const withNet = (s: SpanRow): Dashboard['today'] => {
  const received = s.receivedUpi + s.receivedCod;
  return { ...s, received, net: received - s.refunded };
};

const count = (condition: string) => `count(*) FILTER (WHERE ${condition})`;

const ORDERS = `SELECT ${span(0)} AS today, ${span(6)} AS "lastSevenDays", json_build_object(
    'toConfirm', ${count(q.to_confirm)},
    'toPack', ${count(`o.order_status = 'confirmed'`)},
    'toShip', ${count(`o.order_status = 'packed'`)},
    'awaitingPayment', ${count(q.awaiting_payment)},
    'awaitingPaymentAmount', coalesce(sum(o.total_amount) FILTER (WHERE ${q.awaiting_payment}), 0),
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
    db.query<{ today: SpanRow; lastSevenDays: SpanRow; waiting: OrderQueues }>(ORDERS, [now, settings.codLateDays]),
    db.query<{ messagesOpen: number; lowStock: number }>(
      `SELECT (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS "messagesOpen",
              (SELECT count(*)::int FROM products p WHERE ${lowStockSql('$1')}) AS "lowStock"`,
      [settings.lowStockThreshold],
    ),
  ]);
  const { today, lastSevenDays, waiting } = orders.rows[0]!;
  return {
    today: withNet(today),
    lastSevenDays: withNet(lastSevenDays),
    waiting: { ...waiting, ...others.rows[0]! },
    lowStockThreshold: settings.lowStockThreshold,
    codLateDays: settings.codLateDays,
  };
}
