import type { Order } from '../../api-schema/entities';
import type { Pool } from '../db/pool';
import { toOrder, type OrderLineRow, type OrderRow } from './orderShape';

type Queryable = Pick<Pool, 'query'>;

async function loadOrder(
  db: Queryable,
  where: string,
  value: string,
): Promise<{ row: OrderRow; order: Order } | undefined> {
  const { rows } = await db.query<OrderRow>(`SELECT * FROM orders WHERE ${where} = $1`, [value]);
  const row = rows[0];
  if (!row) return undefined;
  const lines = await db.query<OrderLineRow>(
    'SELECT product_id, product_name, color, quantity, price, old_price FROM order_lines WHERE order_id = $1 ORDER BY position',
    [row.id],
  );
  return { row, order: toOrder(row, lines.rows) };
}

/** The order an Idempotency-Key placed, with the fingerprint of the payload it was placed with. */
export async function findOrderByIdempotencyKey(db: Queryable, key: string) {
  const found = await loadOrder(db, 'idempotency_key', key);
  return found && { order: found.order, payload: found.row.idempotency_payload };
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Whether `contact` is the order's email (any case) or its phone (same last 10 digits, so +91 is optional). */
export function contactMatches(row: Pick<OrderRow, 'email' | 'phone'>, contact: string): boolean {
  const given = contact.trim();
  const emailMatches = given.includes('@') && given.toLowerCase() === row.email.toLowerCase();
  const phoneMatches = digits(given).length >= 10 && digits(given).slice(-10) === digits(row.phone).slice(-10);
  return emailMatches || phoneMatches;
}

/** The order, only when `contact` matches it (contactMatches). */
export async function findOrderForTracking(
  db: Queryable,
  orderNumber: string,
  contact: string,
): Promise<Order | undefined> {
  const found = await loadOrder(db, 'order_number', orderNumber);
  return found && contactMatches(found.row, contact) ? found.order : undefined;
}
