import type { PromisedOrder } from '../../api-schema/promisedOrder';
import type { OrderEvent } from '../../api-schema/orderTracking';

/** What a message says about the order's money, as it was when the message was queued (docs/payments.md). */
export interface PaymentNews {
  kind: 'awaiting' | 'received' | 'expired' | 'void' | 'refund_due' | 'refunded' | 'unpaid' | 'paid' | 'cod';
  amount: number;
  reference?: string | null;
  /** Awaiting: when the unpaid order is cancelled. Refunded: the day the refund was sent. */
  dueBy?: string | null;
  refundedOn?: string | null;
  toVpa?: string | null;
  creditNotePdfUrl?: string | null;
}

/**
 * What an order message is rendered from: the order and the event it tells about, as they were. A
 * `mail_outbox` row is queued in the transaction that records the event (orders/orderEvents.ts), so the
 * message exists exactly when the change does, and a mail outage never blocks the change.
 */
export interface OrderMessagePayload {
  order: PromisedOrder;
  event: OrderEvent;
  payment?: PaymentNews;
  /** The delivered message's signed review link (REVIEWS=on), relative to the shop. */
  reviewPath?: string;
}
