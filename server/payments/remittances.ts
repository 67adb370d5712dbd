import type { Remittance, RemittancesView } from '../../api-schema/adminRemittances';
import type { Pool } from '../db/pool';
import { COD_UNREMITTED, SHIPPED_AWB } from './codRemittanceSql';

type Queryable = Pick<Pool, 'query'>;

const REMITTANCE = `SELECT r.reference, to_char(r.remitted_on, 'YYYY-MM-DD') AS "remittedOn", r.amount, r.expected,
    greatest(r.expected - r.amount, 0) AS shortfall, to_json(r.recorded_at) #>> '{}' AS "recordedAt",
    coalesce((SELECT array_agg(o.order_number ORDER BY o.order_number) FROM cod_remittance_orders ro
              JOIN orders o ON o.id = ro.order_id WHERE ro.remittance_id = r.id), '{}') AS orders
  FROM cod_remittances r`;

export const findRemittance = async (db: Queryable, reference: string): Promise<Remittance | undefined> =>
  (await db.query<Remittance>(`${REMITTANCE} WHERE r.reference = $1`, [reference])).rows[0];

/**
 * The remittances desk: the latest 100 remittances (shortfalls flagged by their figure) and every delivered COD
 * order whose cash has not come, oldest first, late after `lateDays` days.
 */
export async function remittancesView(db: Queryable, lateDays: number, now = new Date()): Promise<RemittancesView> {
  const [remittances, unremitted] = await Promise.all([
    db.query<Remittance>(`${REMITTANCE} ORDER BY r.remitted_on DESC, r.id DESC LIMIT 100`),
    db.query<RemittancesView['unremitted'][number]>(
      `SELECT o.order_number AS "orderNumber", ${SHIPPED_AWB} AS "trackingNumber",
              to_json(o.paid_at) #>> '{}' AS "deliveredAt", o.paid_amount AS amount,
              floor(extract(epoch FROM $1::timestamptz - o.paid_at) / 86400)::int AS days,
              o.paid_at < $1::timestamptz - make_interval(days => $2::int) AS late
       FROM orders o WHERE ${COD_UNREMITTED} ORDER BY o.paid_at, o.id LIMIT 500`,
      [now, lateDays],
    ),
  ]);
  return { remittances: remittances.rows, unremitted: unremitted.rows, lateDays };
}
