import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { queuePaymentMessage } from './paymentMessages';
import { recordPaymentEvent } from './paymentEvents';
import { lockOrderRow } from './lockOrderRow';
import { isUtrTaken, orderPaidWith, utrTakenMessage } from './utrTaken';

type Queryable = Pick<Pool, 'query'>;

export interface MarkPaid {
  orderNumber: string;
  /** The UTR the money came with. */
  reference: string;
  /** The amount received; must be the order's total exactly. */
  amount?: number;
  /** 'desk' or 'statement <file hash>'. */
  source: string;
  alsoRecord?: (db: Queryable, order: { orderNumber: string; amount: number }) => Promise<void>;
}

/**
 * The owner confirms the money arrived: awaiting payment → paid, in the caller's transaction (a client, as
 * it takes a savepoint). A UTR that paid another order is a 409 naming that order, whatever the timing. Marking the
 * same order paid with the same UTR again answers `changed: false` and writes nothing.
 */
export async function markPaid(db: Queryable, input: MarkPaid): Promise<{ changed: boolean }> {
  const row = await lockOrderRow(db, input.orderNumber);
  if (row.payment_mode !== 'upi')
    throw new HttpError(409, 'This order is cash on delivery; there is no UPI payment to mark.');
  if (row.payment_state !== 'awaiting_payment') {
    if (row.paid_reference === input.reference) return { changed: false };
    throw new HttpError(
      409,
      row.paid_reference
        ? `This order is already paid (UTR ${row.paid_reference}).`
        : 'This order is no longer awaiting payment (it was cancelled).',
    );
  }
  const amount = input.amount ?? row.total_amount;
  if (amount !== row.total_amount)
    throw new HttpError(409, `The amount ${amount} is not the order's total ${row.total_amount}.`);
  const other = await orderPaidWith(db, input.reference);
  if (other) throw new HttpError(409, utrTakenMessage(input.reference, other));
  // Another transaction may pay another order with this UTR between the check and the update: the unique
  // index then refuses ours once theirs commits, and the answer is the same 409, naming their order.
  await db.query('SAVEPOINT paid_reference');
  try {
    await db.query(
      `UPDATE orders SET payment_state = 'paid', paid_amount = $2, paid_reference = $3, paid_at = now(), payment_due_by = NULL
       WHERE id = $1`,
      [row.id, amount, input.reference],
    );
  } catch (error) {
    if (!isUtrTaken(error)) throw error;
    await db.query('ROLLBACK TO SAVEPOINT paid_reference');
    throw new HttpError(409, utrTakenMessage(input.reference, await orderPaidWith(db, input.reference)));
  }
  await recordPaymentEvent(db, row.id, {
    kind: 'received',
    amount,
    reference: input.reference,
    actor: 'shop',
    source: input.source,
  });
  await queuePaymentMessage(db, row.order_number, { kind: 'received', amount, reference: input.reference });
  await input.alsoRecord?.(db, { orderNumber: row.order_number, amount });
  return { changed: true };
}
