import type { Pool } from '../db/pool';
import type { PaymentNews } from '../mail/outbox';
import { findOrder } from '../orders/orders';

/**
 * Queues the shopper's message about money that is not a lifecycle event (payment received, refund sent),
 * in the caller's transaction. The event part is the order's current status, as the mail layout shows it.
 */
export async function queuePaymentMessage(db: Pick<Pool, 'query'>, orderNumber: string, payment: PaymentNews) {
  const order = await findOrder(db, orderNumber);
  if (!order) return;
  const event = {
    status: order.orderStatus,
    at: new Date().toISOString(),
    by: 'shop',
    note: '',
    courier: null,
    trackingNumber: null,
    reason: null,
  };
  await db.query(
    `INSERT INTO mail_outbox (order_id, recipient, template, payload)
     SELECT id, $2, $3, $4 FROM orders WHERE order_number = $1`,
    [orderNumber, order.shippingInfo.email, `payment_${payment.kind}`, JSON.stringify({ order, event, payment })],
  );
}
