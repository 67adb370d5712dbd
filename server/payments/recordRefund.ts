import type { RecordRefundInput } from '../../api-schema/adminPayments';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { lockOrderRow } from './lockOrderRow';
import { queuePaymentMessage } from './paymentMessages';
import { recordPaymentEvent } from './paymentEvents';

type Queryable = Pick<Pool, 'query'>;

/**
 * The owner records the refund sent (amount, UPI reference, date): refund due → refunded, the shopper
 * e-mailed. Never more than was paid; recording the same refund again answers `changed: false`.
 */
export async function recordRefund(
  db: Queryable,
  orderNumber: string,
  input: Required<RecordRefundInput>,
  alsoRecord?: (db: Queryable) => Promise<void>,
): Promise<{ changed: boolean }> {
  const row = await lockOrderRow(db, orderNumber);
  const { rows } = await db.query<{
    amount_due: number;
    amount_refunded: number | null;
    reference: string | null;
    refund_vpa: string | null;
  }>('SELECT amount_due, amount_refunded, reference, refund_vpa FROM refunds WHERE order_id = $1', [row.id]);
  const refund = rows[0];
  if (!refund) throw new HttpError(409, 'No refund is due for this order.');
  if (refund.reference !== null) {
    if (refund.reference === input.reference && refund.amount_refunded === input.amount) return { changed: false };
    throw new HttpError(409, `A refund is already recorded for this order (reference ${refund.reference}).`);
  }
  if (input.amount > refund.amount_due)
    throw new HttpError(400, `A refund cannot be more than the ₹${refund.amount_due} paid.`, [
      { field: 'amount', message: `A refund cannot be more than the ₹${refund.amount_due} paid.` },
    ]);
  await db.query(
    `UPDATE refunds SET amount_refunded = $2, reference = $3, refunded_on = $4, recorded_at = now() WHERE order_id = $1`,
    [row.id, input.amount, input.reference, input.refundedOn],
  );
  await db.query(`UPDATE orders SET payment_state = 'refunded' WHERE id = $1`, [row.id]);
  await recordPaymentEvent(db, row.id, {
    kind: 'refunded',
    amount: input.amount,
    reference: input.reference,
    actor: 'shop',
    source: 'desk',
  });
  await queuePaymentMessage(db, orderNumber, {
    kind: 'refunded',
    amount: input.amount,
    reference: input.reference,
    refundedOn: input.refundedOn,
    toVpa: refund.refund_vpa,
  });
  await alsoRecord?.(db);
  return { changed: true };
}
