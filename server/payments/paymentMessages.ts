import type { PromisedOrder } from '../../api-schema/promisedOrder';
import type { Pool } from '../db/pool';
import type { PaymentNews } from '../mail/outbox';
import { findOrder } from '../orders/orders';
import { toOrder, type OrderLineRow, type OrderRow } from '../orders/orderShape';

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
export async function queueReceivedMessages(db: Queryable, paid: OrderRow[]) {
  if (!paid.length) return;
  const ids = paid.map((row) => row.id);
  const lines = await db.query<OrderLineRow & { order_id: number }>(
    `SELECT order_id, product_id, product_name, color, quantity, price, old_price FROM order_lines
     WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, position`,
    [ids],
  );
  const linesOf = new Map<number, OrderLineRow[]>();
  for (const line of lines.rows) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const messages = paid.map((row) => {
    const order = toOrder(row, linesOf.get(row.id) ?? []);
    const payment: PaymentNews = { kind: 'received', amount: row.paid_amount ?? 0, reference: row.paid_reference };
    return { id: row.id, recipient: order.shippingInfo.email, payload: payloadOf(order, payment) };
  });
  // One json document: a jsonb[] or text[] parameter took twice as long for 10,000 messages (bench/statementImport.ts).
  await db.query(
    `INSERT INTO mail_outbox (order_id, recipient, template, payload)
     SELECT (m ->> 'id')::bigint, m ->> 'recipient', 'payment_received', (m -> 'payload')::jsonb
     FROM json_array_elements($1::json) AS m`,
    [JSON.stringify(messages)],
  );
}
