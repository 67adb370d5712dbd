import type { Pool } from '../db/pool';

/**
 * Puts an order's quantities back on the colours it bought (ADR 028). Product rows are locked in id order,
 * as placeOrder locks them, so a cancellation and a new order for the same bags never deadlock; the colours'
 * trigger sums each product's stock. A colour deleted since the order has nowhere to return to.
 */
export async function restock(db: Pick<Pool, 'query'>, orderId: number) {
  const { rows } = await db.query<{ product_id: string; color: string; quantity: number }>(
    `SELECT product_id, color, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = $1
     GROUP BY product_id, color ORDER BY product_id, color`,
    [orderId],
  );
  const ids = [...new Set(rows.map((r) => r.product_id))];
  await db.query('SELECT id FROM products WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids]);
  await db.query(
    `UPDATE product_colors pc SET stock = pc.stock + l.quantity
     FROM unnest($1::text[], $2::text[], $3::int[]) AS l (product_id, color, quantity)
     WHERE pc.product_id = l.product_id AND pc.name = l.color`,
    [rows.map((r) => r.product_id), rows.map((r) => r.color), rows.map((r) => r.quantity)],
  );
}
