import type { Order } from '../../api-schema/entities';
import type { Actor, OrderStatus } from '../../api-schema/orderLifecycle';
import type { OrderEvent } from '../../api-schema/orderTracking';
import type { Pool } from '../db/pool';
import { enqueueOrderMessage } from '../mail/outbox';

type Queryable = Pick<Pool, 'query'>;

interface EventRow {
  id: number;
  status: OrderStatus;
  at: Date;
  actor: Actor;
  note: string;
  courier: string | null;
  tracking_number: string | null;
  reason: string | null;
}

export interface NewEvent {
  status: OrderStatus;
  actor: Actor;
  note?: string;
  courier?: string | null;
  trackingNumber?: string | null;
  reason?: string | null;
}

const toEvent = (row: EventRow): OrderEvent => ({
  status: row.status,
  at: row.at.toISOString(),
  by: row.actor,
  note: row.note,
  courier: row.courier,
  trackingNumber: row.tracking_number,
  reason: row.reason,
});

/** Records the event and queues the shopper's message about it (inside the caller's transaction). */
export async function recordEvent(db: Queryable, order: Order, event: NewEvent): Promise<OrderEvent> {
  const { rows } = await db.query<EventRow & { order_id: number }>(
    `INSERT INTO order_events (order_id, status, actor, note, courier, tracking_number, reason)
     SELECT id, $2, $3, $4, $5, $6, $7 FROM orders WHERE order_number = $1 RETURNING *`,
    [
      order.orderNumber,
      event.status,
      event.actor,
      event.note ?? '',
      event.courier || null,
      event.trackingNumber || null,
      event.reason || null,
    ],
  );
  const row = rows[0]!;
  const recorded = toEvent(row);
  await enqueueOrderMessage(db, row.order_id, row.id, { order, event: recorded });
  return recorded;
}

/**
 * The 'placed' event and the order confirmation. placeOrder calls this inside its transaction,
 * so an order and its confirmation are committed (or rolled back) together.
 */
export const recordOrderPlaced = (db: Queryable, order: Order) =>
  recordEvent(db, order, { status: 'placed', actor: 'shopper' });

/** The order's events, oldest first. */
export async function orderEvents(db: Queryable, orderNumber: string): Promise<OrderEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT e.* FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = $1 ORDER BY e.id`,
    [orderNumber],
  );
  return rows.map(toEvent);
}
