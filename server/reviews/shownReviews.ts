import type { ShownReview } from '../../api-schema/reviews';
import type { Pool } from '../db/pool';
import { reviewAuthor } from './reviewAuthor';

/** How many approved reviews a product page lists (newest first). */
export const SHOWN_REVIEWS = 50;

/** A product's approved reviews as shoppers see them: only approved ones, signed "Priya S.", dated (ISO). */
export async function shownReviews(pool: Pool, productId: string): Promise<ShownReview[]> {
  const { rows } = await pool.query<{ rating: number; body: string; name: string; date: string }>(
    `SELECT r.rating, r.body, o.name, to_json(r.created_at) #>> '{}' AS date
       FROM reviews r JOIN orders o ON o.id = r.order_id
      WHERE r.product_id = $1 AND r.status = 'approved'
      ORDER BY r.updated_at DESC, r.id DESC LIMIT ${SHOWN_REVIEWS}`,
    [productId],
  );
  return rows.map((r) => ({ rating: r.rating, text: r.body, author: reviewAuthor(r.name), date: r.date }));
}
