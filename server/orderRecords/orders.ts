import { createHash, timingSafeEqual } from 'node:crypto';
import type { PromisedOrder as Order } from '../../api-schema/promisedOrder';
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
const digest = (text: string) => createHash('sha256').update(text).digest();
/** Equal texts, compared in constant time over fixed-size digests. */
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * Whether `contact` is the order's email (any case) or its phone (same last 10 digits, so +91 is optional).
 * Both comparisons always run, in constant time: the answer's time says nothing about which part differed.
 */
export function contactMatches(row: Pick<OrderRow, 'email' | 'phone'>, contact: string): boolean {
  const given = contact.trim();
  const givenDigits = digits(given);
  const emailMatches = sameText(given.toLowerCase(), row.email.toLowerCase());
  const phoneMatches = sameText(givenDigits.slice(-10), digits(row.phone).slice(-10));
  return (given.includes('@') && emailMatches) || (givenDigits.length >= 10 && phoneMatches);
}

/**
 * The order, only when `contact` matches it (contactMatches). A wrong contact and an unknown number do
 * the same work, so their answers take the same time: one query that always returns one row (the
 * order's contact, or nulls), one comparison (against a decoy when there is no order); only a match
 * loads the order itself.
 */
export async function findOrderForTracking(
  db: Queryable,
  orderNumber: string,
  contact: string,
): Promise<Order | undefined> {
  const { rows } = await db.query<{ id: string | null; email: string; phone: string }>(
    `SELECT o.id, coalesce(o.email, '') AS email, coalesce(o.phone, '') AS phone
     FROM (VALUES ($1::text)) AS wanted (order_number) LEFT JOIN orders o USING (order_number)`,
    [orderNumber],
  );
  const row = rows[0]!;
  const matches = contactMatches(row, contact);
  if (row.id === null || !matches) return undefined;
  return (await loadOrder(db, 'order_number', orderNumber))?.order;
}

/** The order by its number, for the shop's own desk (signed in; no contact needed). */
export async function findOrder(db: Queryable, orderNumber: string): Promise<Order | undefined> {
  return (await loadOrder(db, 'order_number', orderNumber))?.order;
}
