import type { OrderStatus } from '../../api-schema/orderLifecycle';
import type { Pool } from '../db/pool';
import type { PaymentNews } from '../mail/outbox';
import type { OrderRow } from '../orderRecords/orderShape';
import { recordPaymentEvent } from './paymentEvents';
import { issueCreditNote } from '../tax/creditNotes';

type Queryable = Pick<Pool, 'query'>;

const setState = (db: Queryable, id: number, state: string) =>
  db.query('UPDATE orders SET payment_state = $2, payment_due_by = NULL WHERE id = $1', [id, state]);

/** The changes that undo a sale (credit note, refund of what was paid), with the credit note's reason. */
const REVERSED: Partial<Record<OrderStatus, string>> = {
  cancelled: 'Order cancelled',
  returned: 'Goods returned',
  returned_to_origin: 'Not delivered: returned to origin',
};

/**
 * What a status change does to the money, inside transitionOrder's transaction (docs/payments.md):
 * an unpaid UPI order that is cancelled was never paid; cash is collected on delivery; cancelling or
 * returning a paid order makes a refund due for what was paid. Returns what the shopper's message says.
 */
export async function settleMoney(db: Queryable, row: OrderRow, to: OrderStatus): Promise<PaymentNews | undefined> {
  const news = await moneyNews(db, row, to);
  if (!REVERSED[to] || !row.invoice_number || !row.invoice_token) return news;
  // The invoice is reversed by a credit note, and the shopper's message links it instead of the invoice.
  await issueCreditNote(db, row.id, REVERSED[to]);
  const creditNotePdfUrl = `/api/credit-notes/${row.invoice_token}.pdf`;
  return { ...(news ?? { kind: 'cod', amount: 0 }), creditNotePdfUrl };
}

async function moneyNews(db: Queryable, row: OrderRow, to: OrderStatus): Promise<PaymentNews | undefined> {
  const state = row.payment_state ?? null;
  if (to === 'cancelled' && state === 'awaiting_payment') {
    const expired = Boolean(row.payment_due_by && row.payment_due_by <= new Date());
    await setState(db, row.id, 'not_paid');
    await recordPaymentEvent(db, row.id, { kind: expired ? 'expired' : 'void', actor: 'system' });
    return { kind: expired ? 'expired' : 'void', amount: row.total_amount };
  }
  if (to === 'delivered' && row.payment_mode === 'cod' && state === null) {
    await db.query(
      `UPDATE orders SET payment_state = 'paid', paid_amount = total_amount, paid_at = now() WHERE id = $1`,
      [row.id],
    );
    await recordPaymentEvent(db, row.id, {
      kind: 'received',
      amount: row.total_amount,
      actor: 'shop',
      source: 'cash on delivery',
    });
    return { kind: 'paid', amount: row.total_amount };
  }
  if (REVERSED[to] && state === 'paid' && (row.paid_amount ?? 0) > 0) {
    const amount = row.paid_amount!;
    await setState(db, row.id, 'refund_due');
    await db.query(
      'INSERT INTO refunds (order_id, amount_due, refund_vpa) VALUES ($1, $2, $3) ON CONFLICT (order_id) DO NOTHING',
      [row.id, amount, row.refund_vpa ?? null],
    );
    await recordPaymentEvent(db, row.id, { kind: 'refund_due', amount, actor: 'system' });
    return { kind: 'refund_due', amount, toVpa: row.refund_vpa ?? null };
  }
  if (state === 'paid') return { kind: 'paid', amount: row.paid_amount ?? row.total_amount };
  if (state === 'awaiting_payment') return { kind: 'unpaid', amount: row.total_amount };
  return undefined;
}
