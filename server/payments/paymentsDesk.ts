import type { AwaitingPayment, RefundDue } from '../../api-schema/adminPayments';
import type { Pool } from '../db/pool';

/** The desk's payments view: awaiting UPI orders (oldest first) and refunds due or recorded lately. */
export async function paymentsDesk(db: Pick<Pool, 'query'>) {
  const awaiting = await db.query<AwaitingPayment>(
    `SELECT order_number AS "orderNumber", name, total_amount AS amount, claimed_utr AS "claimedUtr",
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "placedAt",
            to_char(payment_due_by AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "dueBy"
     FROM orders WHERE payment_state = 'awaiting_payment' ORDER BY created_at LIMIT 200`,
  );
  const refunds = await db.query<RefundDue>(
    `SELECT o.order_number AS "orderNumber", o.name, r.amount_due AS "amountDue", r.refund_vpa AS "toVpa",
            r.amount_refunded AS "amountRefunded", r.reference, to_char(r.refunded_on, 'YYYY-MM-DD') AS "refundedOn"
     FROM refunds r JOIN orders o ON o.id = r.order_id
     WHERE r.reference IS NULL OR r.recorded_at > now() - interval '30 days'
     ORDER BY r.reference IS NULL DESC, r.created_at LIMIT 200`,
  );
  return { awaiting: awaiting.rows, refunds: refunds.rows };
}
