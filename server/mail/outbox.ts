import type { Order } from '../../api-schema/entities';
import type { OrderEvent } from '../../api-schema/orderTracking';
import type { Pool } from '../db/pool';

type Queryable = Pick<Pool, 'query'>;

/** What an order message is rendered from: the order and the event it tells about, as they were. */
export interface OrderMessagePayload {
  order: Order;
  event: OrderEvent;
}

/**
 * Queues the message about an order event. Call it inside the transaction that makes the change:
 * the message exists exactly when the change does, and a mail outage never blocks the change.
 */
export async function enqueueOrderMessage(
  db: Queryable,
  orderId: number,
  eventId: number,
  payload: OrderMessagePayload,
) {
  await db.query(
    `INSERT INTO mail_outbox (order_id, event_id, recipient, template, payload)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING`,
    [orderId, eventId, payload.order.shippingInfo.email, payload.event.status, JSON.stringify(payload)],
  );
}
