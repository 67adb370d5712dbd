import type { Order } from '../../api-schema/entities';
import type { Actor, OrderStatus } from '../../api-schema/orderLifecycle';
import type { OrderEvent } from '../../api-schema/orderTracking';
import type { Pool } from '../db/pool';
import type { PaymentNews } from '../mail/outbox';

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

// The event and its message in one statement: inside a transaction every round trip waits for the last.
// The message's copy of the event is built from the inserted row, `at` in toISOString's form.
const RECORD_EVENT = `WITH e AS (
    INSERT INTO order_events (order_id, status, actor, note, courier, tracking_number, reason)
    SELECT id, $2, $3, $4, $5, $6, $7 FROM orders WHERE order_number = $1 RETURNING *
  ), m AS (
    INSERT INTO mail_outbox (order_id, event_id, recipient, template, payload)
    SELECT e.order_id, e.id, $8, e.status, jsonb_build_object('order', $9::jsonb, 'event', jsonb_build_object(
      'status', e.status, 'at', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', e.actor,
      'note', e.note, 'courier', e.courier, 'trackingNumber', e.tracking_number, 'reason', e.reason)) || $10::jsonb
    FROM e ON CONFLICT (event_id) DO NOTHING
  )
  SELECT * FROM e`;

/** Records the event and queues the shopper's message about it (inside the caller's transaction). */
export async function recordEvent(
  db: Queryable,
  order: Order,
  event: NewEvent,
  payment?: PaymentNews,
  /** The delivered message's review link (REVIEWS=on), relative to the shop. */
  reviewPath?: string,
): Promise<OrderEvent> {
  const { rows } = await db.query<EventRow & { order_id: number }>({
    name: 'record-event',
    text: RECORD_EVENT,
    values: [
      order.orderNumber,
      event.status,
      event.actor,
      event.note ?? '',
      event.courier || null,
      event.trackingNumber || null,
      event.reason || null,
      order.shippingInfo.email,
      JSON.stringify(order),
      JSON.stringify({ ...(payment ? { payment } : {}), ...(reviewPath ? { reviewPath } : {}) }),
    ],
  });
  return toEvent(rows[0]!);
}

/**
 * The 'placed' event and the order confirmation. placeOrder calls this inside its transaction,
 * so an order and its confirmation are committed (or rolled back) together.
 */
export const recordOrderPlaced = (db: Queryable, order: Order, payment?: PaymentNews) =>
  recordEvent(db, order, { status: 'placed', actor: 'shopper' }, payment);

/** The order's events, oldest first. */
export async function orderEvents(db: Queryable, orderNumber: string): Promise<OrderEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT e.* FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = $1 ORDER BY e.id`,
    [orderNumber],
  );
  return rows.map(toEvent);
}
