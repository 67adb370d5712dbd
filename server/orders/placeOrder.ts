import { createHash } from 'node:crypto';
import type { Order } from '../../api-schema/entities';
import { messages } from '../../api-schema/messages';
import { orderTotals } from '../../api-schema/money';
import type { OrderCreate } from '../../api-schema/order';
import type { Pool } from '../db/pool';
import { newOrderNumber } from './orderNumber';
import { checkShippingPlace } from '../delivery/checkShippingPlace';
import { HttpError } from '../http/respond';
import { recordInvoice } from '../tax/recordInvoice';
import { toOrder, type OrderLineRow, type OrderRow } from './orderShape';
import { recordOrderPlaced } from './orderEvents';
import { findOrderByIdempotencyKey } from './orders';
import { priceLines } from './priceLines';

const ORDER_NUMBER_ATTEMPTS = 5;

export interface PlacedOrder {
  order: Order;
  /** False when the idempotency key had already placed this order. */
  created: boolean;
}

/**
 * Prices the order from the database and takes the stock, all in one transaction. Product rows
 * are locked (FOR UPDATE, in id order, so two orders never deadlock) before stock is checked.
 */
export async function placeOrder(pool: Pool, input: OrderCreate, idempotencyKey?: string): Promise<PlacedOrder> {
  // The parsed payload has a fixed key order, so equal orders give equal fingerprints.
  const payload = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  const placedBefore = async (db: Pick<Pool, 'query'>) => {
    const existing = idempotencyKey ? await findOrderByIdempotencyKey(db, idempotencyKey) : undefined;
    if (existing && existing.payload !== null && existing.payload !== payload) {
      throw new HttpError(422, 'This checkout already placed a different order. Please reload the page and try again.');
    }
    return existing?.order;
  };
  const earlier = await placedBefore(pool);
  if (earlier) return { order: earlier, created: false };
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { shippingInfo: ship } = input;
    const cities = await client.query<{ id: string; name: string; delivery_charge: number }>(
      'SELECT id, name, delivery_charge FROM cities WHERE id = $1 AND active',
      [ship.city],
    );
    const city = cities.rows[0];
    if (!city)
      throw new HttpError(400, messages.citySelect, [{ field: 'shippingInfo.city', message: messages.citySelect }]);
    const lines = await priceLines(client, input.products);
    const totals = orderTotals(
      lines.map((l) => ({ price: l.price, oldPrice: l.old_price, quantity: l.quantity })),
      city.delivery_charge,
    );
    const place = await checkShippingPlace(client, ship, city.id, totals.totalAmount);
    for (const line of lines) {
      await client.query('UPDATE products SET stock = stock - $2 WHERE id = $1', [line.product_id, line.quantity]);
    }
    for (let attempt = 1; ; attempt++) {
      const inserted = await client.query<OrderRow>(
        `INSERT INTO orders (order_number, idempotency_key, idempotency_payload, name, email, phone, address1, address2,
           city_id, city_name, state, pincode, subtotal, delivery_charge, total_amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT DO NOTHING RETURNING *`,
        [
          newOrderNumber(),
          idempotencyKey ?? null,
          idempotencyKey ? payload : null,
          ship.name,
          ship.email,
          ship.phone,
          ship.address1,
          ship.address2,
          city.id,
          city.name,
          ship.state,
          ship.pincode,
          totals.subtotal,
          totals.deliveryCharge,
          totals.totalAmount,
        ],
      );
      const row = inserted.rows[0];
      if (row) {
        await insertLines(client, row.id, lines);
        const invoice = await recordInvoice(client, row, place);
        const order = toOrder({ ...row, ...invoice }, lines);
        await recordOrderPlaced(client, order);
        await client.query('COMMIT');
        return { order, created: true };
      }
      // A concurrent request with the same key committed first: undo our stock change, answer with its order.
      const concurrent = await placedBefore(client);
      if (concurrent) {
        await client.query('ROLLBACK');
        return { order: concurrent, created: false };
      }
      if (attempt >= ORDER_NUMBER_ATTEMPTS) throw new Error('Could not allocate a unique order number');
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    // A twin request with the same key may have taken the last unit while we waited for the row locks.
    const twin = error instanceof HttpError && error.status === 409 ? await placedBefore(pool) : undefined;
    if (twin) return { order: twin, created: false };
    throw error;
  } finally {
    client.release();
  }
}

async function insertLines(client: Pick<Pool, 'query'>, orderId: number, lines: OrderLineRow[]) {
  for (const [position, line] of lines.entries()) {
    await client.query(
      `INSERT INTO order_lines (order_id, position, product_id, product_name, color, quantity, price, old_price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [orderId, position, line.product_id, line.product_name, line.color, line.quantity, line.price, line.old_price],
    );
  }
}
