import type { Order } from '../../api-schema/entities';
import { checkTransition, type Actor, type OrderStatus } from '../../api-schema/orderLifecycle';
import { ORDER_NOT_FOUND, requiredFieldMessages } from '../../api-schema/orderTracking';
import { paymentHold, paymentStanding } from '../../api-schema/paymentStanding';
import type { Pool } from '../db/pool';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../http/respond';
import { orderEvents, recordEvent } from './orderEvents';
import { toOrder, type OrderLineRow, type OrderRow } from '../orderRecords/orderShape';
import { contactMatches } from '../orderRecords/orders';
import { restock } from './restock';
import { settleMoney } from '../payments/settleMoney';
import { deliveredAt } from './orderTrackingView';
import { releaseCoupon } from './pricing/couponRedemption';
import { checkAwb, shipmentOf } from './shipment';
import { reviewPathOnDelivery } from './reviewLink';

export interface TransitionInput {
  orderNumber: string;
  to: OrderStatus;
  actor: Actor;
  /** Required for the shopper: the order's phone or email; a mismatch answers like an unknown order. */
  contact?: string;
  note?: string;
  /** A listed courier (api-schema/couriers.ts) or 'other'; its name replaces `courier`. */
  courierId?: string;
  courier?: string;
  trackingNumber?: string;
  reason?: string;
  /** Why a parcel came back to the shop (returned to origin), kept as the event's reason. */
  rtoReason?: string;
  /** Runs inside the change's transaction (the desk's audit line), so both are kept or neither. */
  alsoRecord?: (db: Pick<Pool, 'query'>, change: { from: OrderStatus; order: Order }) => Promise<void>;
  /** Where a refund goes (the shopper's UPI ID), kept on the order before the money is settled. */
  refundVpa?: string;
  /** Checked on the locked row: when false nothing changes (the expiry sweep's "still unpaid?"). */
  onlyIf?: (row: OrderRow) => boolean;
}

export interface TransitionResult {
  order: Order;
  /** False for a repeat of the change that made the current status (nothing was written). */
  changed: boolean;
  /** Stock went back on the shelf, so cached listings are stale. */
  restocked: boolean;
}

/**
 * The only way an order's status changes. In one transaction: lock the order row, check the
 * lifecycle table, update the status, record the event, put stock back on cancel/return and
 * queue the shopper's message. Any refusal rolls everything back.
 */
export function transitionOrder(pool: Pool, asked: TransitionInput): Promise<TransitionResult> {
  const input = asked.to === 'shipped' ? { ...asked, ...shipmentOf(asked) } : asked;
  return withTransaction(pool, async (client, transaction) => {
    const { rows } = await client.query<OrderRow>('SELECT * FROM orders WHERE order_number = $1 FOR UPDATE', [
      input.orderNumber,
    ]);
    const row = rows[0];
    if (!row || (input.actor === 'shopper' && !contactMatches(row, input.contact ?? '')))
      throw new HttpError(404, ORDER_NOT_FOUND);
    if (input.onlyIf && !input.onlyIf(row)) {
      transaction.rollbackInstead();
      return { order: toOrder(row, []), changed: false, restocked: false };
    }
    if (input.refundVpa) {
      await client.query('UPDATE orders SET refund_vpa = $2 WHERE id = $1', [row.id, input.refundVpa]);
      await client.query('UPDATE refunds SET refund_vpa = $2 WHERE order_id = $1 AND reference IS NULL', [
        row.id,
        input.refundVpa,
      ]);
      row.refund_vpa = input.refundVpa;
    }
    const from = row.order_status as OrderStatus;
    const events = await orderEvents(client, row.order_number);
    const lines = await client.query<OrderLineRow>(
      'SELECT product_id, product_name, color, quantity, price, old_price FROM order_lines WHERE order_id = $1 ORDER BY position',
      [row.id],
    );
    const last = events.at(-1);
    if (from === input.to && last?.by === input.actor && sameDetails(last, input)) {
      if (!input.refundVpa) transaction.rollbackInstead();
      return { order: toOrder(row, lines.rows), changed: false, restocked: false };
    }
    const check = checkTransition({ from, to: input.to, actor: input.actor, deliveredAt: deliveredAt(events) });
    if (!check.ok) throw new HttpError(409, check.message);
    const held = paymentHold(
      paymentStanding({ mode: row.payment_mode, state: row.payment_state, status: from }),
      input.to,
    );
    if (held) throw new HttpError(409, held);
    const missing = (check.rule.requires ?? []).filter((field) => !input[field]?.trim());
    if (missing.length > 0) {
      const errors = missing.map((field) => ({ field, message: requiredFieldMessages[field] }));
      throw new HttpError(400, errors[0]!.message, errors);
    }
    if (input.to === 'shipped') checkAwb(input.trackingNumber ?? '');
    const money = await settleMoney(client, row, input.to);
    const updated = await client.query<OrderRow>('UPDATE orders SET order_status = $2 WHERE id = $1 RETURNING *', [
      row.id,
      input.to,
    ]);
    const order = toOrder(updated.rows[0]!, lines.rows);
    await recordEvent(
      client,
      order,
      {
        status: input.to,
        actor: input.actor,
        note: input.note,
        courier: input.to === 'shipped' ? input.courier : null,
        trackingNumber: input.to === 'shipped' ? input.trackingNumber : null,
        reason:
          input.to === 'return_requested' ? input.reason : input.to === 'returned_to_origin' ? input.rtoReason : null,
      },
      money,
      await reviewPathOnDelivery(client, order.orderNumber, input.to),
    );
    if (check.rule.restock) await restock(client, row.id);
    if (input.to === 'cancelled') await releaseCoupon(client, row.id);
    await input.alsoRecord?.(client, { from, order });
    return { order, changed: true, restocked: Boolean(check.rule.restock) };
  });
}

/** A repeated request (double click, retry) changes nothing; the same status with other shipment details is a conflict. */
const sameDetails = (last: { courier: string | null; trackingNumber: string | null }, input: TransitionInput) =>
  input.to !== 'shipped' ||
  (last.courier === (input.courier?.trim() || null) && last.trackingNumber === (input.trackingNumber?.trim() || null));
