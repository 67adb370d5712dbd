import type { Order } from '../../api-schema/entities';
import type { OrderEvent } from '../../api-schema/orderTracking';

/**
 * What an order message is rendered from: the order and the event it tells about, as they were. A
 * `mail_outbox` row is queued in the transaction that records the event (orders/orderEvents.ts), so the
 * message exists exactly when the change does, and a mail outage never blocks the change.
 */
export interface OrderMessagePayload {
  order: Order;
  event: OrderEvent;
}
