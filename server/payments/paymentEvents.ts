import type { Pool } from '../db/pool';

type Queryable = Pick<Pool, 'query'>;

export type PaymentEventKind =
  'awaiting' | 'utr_claimed' | 'received' | 'expired' | 'void' | 'refund_due' | 'refunded' | 'remitted';

export interface PaymentEvent {
  kind: PaymentEventKind;
  amount?: number;
  reference?: string | null;
  actor: 'shopper' | 'shop' | 'system';
  /** Where it came from: 'desk', 'statement <hash>', 'cash on delivery', 'checkout'. */
  source?: string;
  note?: string;
}

/** One row per change of money state, always inside the transaction that makes the change. */
export async function recordPaymentEvent(db: Queryable, orderId: number, event: PaymentEvent) {
  await db.query(
    `INSERT INTO payment_events (order_id, kind, amount, reference, actor, source, note) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      orderId,
      event.kind,
      event.amount ?? 0,
      event.reference ?? null,
      event.actor,
      event.source ?? '',
      event.note ?? '',
    ],
  );
}
