import type { Operator } from '../http/operator';
import type { Pool } from '../db/pool';
import type { OrderRow } from '../orderRecords/orderShape';
import type { LineToPay } from './classifyLines';
import { queueReceivedMessages } from './paymentMessages';

type Queryable = Pick<Pool, 'query'>;

/**
 * Marks the statement's clean lines paid, as markPaid does one order: awaiting payment → paid, a `received`
 * money event, the shopper's message and the audit line, all in the caller's transaction, in one statement
 * each whatever the count. The rows were locked by matchStatement, so every one is still awaiting.
 */
export async function payLines(db: Queryable, operator: Operator, toPay: LineToPay[], source: string) {
  if (!toPay.length) return;
  const ids = toPay.map((p) => p.orderId);
  const amounts = toPay.map((p) => p.amount);
  const utrs = toPay.map((p) => p.utr);
  const updated = await db.query<OrderRow>(
    `UPDATE orders o SET payment_state = 'paid', paid_amount = p.amount, paid_reference = p.utr, paid_at = now(),
            payment_due_by = NULL
     FROM unnest($1::bigint[], $2::int[], $3::text[]) AS p (id, amount, utr)
     WHERE o.id = p.id AND o.payment_state = 'awaiting_payment' RETURNING o.*`,
    [ids, amounts, utrs],
  );
  if (updated.rowCount !== toPay.length) throw new Error('A statement order changed while it was locked');
  await db.query(
    `INSERT INTO payment_events (order_id, kind, amount, reference, actor, source)
     SELECT id, 'received', amount, utr, 'shop', $4 FROM unnest($1::bigint[], $2::int[], $3::text[]) AS p (id, amount, utr)`,
    [ids, amounts, utrs, source],
  );
  await queueReceivedMessages(db, updated.rows);
  await db.query(
    `INSERT INTO audit_log (operator_id, operator_email, action, subject, before, after)
     SELECT $1, $2, 'payment.received', p.number, '{"paymentState":"awaiting_payment"}',
            jsonb_build_object('paymentState', 'paid', 'utr', p.utr, 'amount', p.amount, 'statementLine', p.line)
     FROM unnest($3::text[], $4::text[], $5::int[], $6::int[]) AS p (number, utr, amount, line)`,
    [operator.id, operator.email, toPay.map((p) => p.orderNumber), utrs, amounts, toPay.map((p) => p.line)],
  );
}
