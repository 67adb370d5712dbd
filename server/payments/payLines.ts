import type { Operator } from '../http/operator';
import type { PoolClient } from '../db/transaction';
import type { OrderRow } from '../orderRecords/orderShape';
import type { LineToPay } from './classifyLines';
import { queueReceivedMessages } from './paymentMessages';

/**
 * Marks the statement's clean lines paid, as markPaid does one order: awaiting payment → paid, a `received`
 * money event and the audit line in one statement, then the shoppers' messages, all in the caller's
 * transaction whatever the count. The rows were locked by matchStatement, so every one is still awaiting.
 */
export async function payLines(db: PoolClient, operator: Operator, toPay: LineToPay[], source: string) {
  if (!toPay.length) return;
  const paid = await db.query<OrderRow>(
    `WITH p AS (SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::int[]) AS p (id, amount, utr, line)),
     paid AS (
       UPDATE orders o SET payment_state = 'paid', paid_amount = p.amount, paid_reference = p.utr, paid_at = now(),
              payment_due_by = NULL
       FROM p WHERE o.id = p.id AND o.payment_state = 'awaiting_payment' RETURNING o.*, p.line),
     events AS (
       INSERT INTO payment_events (order_id, kind, amount, reference, actor, source)
       SELECT id, 'received', paid_amount, paid_reference, 'shop', $5 FROM paid),
     audited AS (
       INSERT INTO audit_log (operator_id, operator_email, action, subject, before, after)
       SELECT $6, $7, 'payment.received', order_number, '{"paymentState":"awaiting_payment"}',
              jsonb_build_object('paymentState', 'paid', 'utr', paid_reference, 'amount', paid_amount, 'statementLine', line)
       FROM paid)
     SELECT * FROM paid ORDER BY line`,
    [
      toPay.map((p) => p.orderId),
      toPay.map((p) => p.amount),
      toPay.map((p) => p.utr),
      toPay.map((p) => p.line),
      source,
      operator.id,
      operator.email,
    ],
  );
  // Thrown, it rolls the whole import back (the events and audit lines of this statement with it).
  if (paid.rowCount !== toPay.length) throw new Error('A statement order changed while it was locked');
  await queueReceivedMessages(db, paid.rows);
}
