import type { PromisedOrder } from '../../api-schema/promisedOrder';
import { copyRowsIn } from '../db/copyRowsIn';
import type { Pool } from '../db/pool';
import type { PoolClient } from '../db/transaction';
import type { PaymentNews } from '../mail/outbox';
import { findOrder } from '../orderRecords/orders';
import { toOrder, type OrderLineRow, type OrderRow } from '../orderRecords/orderShape';

type Queryable = Pick<Pool, 'query'>;

/** The message's payload; its event part is the order's current status, as the mail layout shows it. */
const payloadOf = (order: PromisedOrder, payment: PaymentNews) => ({
  order,
  event: {
    status: order.orderStatus,
    at: new Date().toISOString(),
    by: 'shop',
    note: '',
    courier: null,
    trackingNumber: null,
    reason: null,
  },
  payment,
});

/**
 * Queues the shopper's message about money that is not a lifecycle event (payment received, refund sent),
 * in the caller's transaction.
 */
export async function queuePaymentMessage(db: Queryable, orderNumber: string, payment: PaymentNews) {
  const order = await findOrder(db, orderNumber);
  if (!order) return;
  await db.query(
    `INSERT INTO mail_outbox (order_id, recipient, template, payload)
     SELECT id, $2, $3, $4 FROM orders WHERE order_number = $1`,
    [orderNumber, order.shippingInfo.email, `payment_${payment.kind}`, JSON.stringify(payloadOf(order, payment))],
  );
}

/**
 * The same "payment received" message for many orders at once (a statement import): `paid` are the order rows
 * as the payment left them (an UPDATE's RETURNING), so only their lines are read.
 */
export async function queueReceivedMessages(db: PoolClient, paid: OrderRow[]) {
  if (!paid.length) return;
  const ids = paid.map((row) => row.id);
  const lines = await db.query<OrderLineRow & { order_id: number }>(
    `SELECT order_id, product_id, product_name, color, quantity, price, old_price FROM order_lines
     WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, position`,
    [ids],
  );
  const linesOf = new Map<number, OrderLineRow[]>();
  for (const line of lines.rows) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const orders = paid.map((row) => toOrder(row, linesOf.get(row.id) ?? []));
  const payloads = orders.map((order, n) =>
    payloadOf(order, { kind: 'received', amount: paid[n]!.paid_amount ?? 0, reference: paid[n]!.paid_reference }),
  );
  // COPY: each payload is read once, as jsonb (a json document of them all was parsed twice more, and planned;
  // measured side by side for 10,000 messages, this was the largest cost of a 10,000-line statement).
  await copyRowsIn(
    db,
    'mail_outbox',
    ['order_id', 'recipient', 'template', 'payload'],
    orders.map((order, n) => [ids[n]!, order.shippingInfo.email, 'payment_received', JSON.stringify(payloads[n])]),
  );
}
