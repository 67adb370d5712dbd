import type { Pool } from '../db/pool';

/**
 * Puts an order's quantities back in stock. Product rows are locked in id order, as placeOrder
 * locks them, so a cancellation and a new order for the same bags never deadlock.
 */
export async function restock(db: Pick<Pool, 'query'>, orderId: number) {
  const { rows } = await db.query<{ product_id: string; quantity: number }>(
    `SELECT product_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = $1 GROUP BY product_id ORDER BY product_id`,
    [orderId],
  );
  const ids = rows.map((r) => r.product_id);
  await db.query('SELECT id FROM products WHERE id = ANY($1) ORDER BY id FOR UPDATE', [ids]);
  await db.query(
    `UPDATE products p SET stock = p.stock + l.quantity
     FROM unnest($1::text[], $2::int[]) AS l (product_id, quantity) WHERE p.id = l.product_id`,
    [ids, rows.map((r) => r.quantity)],
  );
}
