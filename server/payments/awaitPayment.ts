import type { Pool } from '../db/pool';
import type { PaymentNews } from '../mail/outbox';
import type { OrderRow } from '../orderRecords/orderShape';
import { recordPaymentEvent } from './paymentEvents';

/**
 * A UPI order's first money event (inside placeOrder's transaction): it awaits payment, its stock held,
 * until the owner confirms the money or the window closes. Cash on delivery has nothing to record yet.
 */
export async function awaitPayment(db: Pick<Pool, 'query'>, row: OrderRow): Promise<PaymentNews | undefined> {
  if (row.payment_state !== 'awaiting_payment') return undefined;
  await recordPaymentEvent(db, row.id, {
    kind: 'awaiting',
    amount: row.total_amount,
    actor: 'shopper',
    source: 'checkout',
  });
  return { kind: 'awaiting', amount: row.total_amount, dueBy: row.payment_due_by?.toISOString() ?? null };
}
