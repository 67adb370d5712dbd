import type { RatingSummary } from '../../api-schema/reviews';
import type { Pool } from '../db/pool';

type Queryable = Pick<Pool, 'query'>;

/**
 * A product's rating: the average of its approved reviews (one decimal) and their count. The one place the
 * figure is computed; the product answer, the reviews list and so the page, its JSON-LD and the desk read it.
 */
export async function ratingOf(db: Queryable, productId: string): Promise<RatingSummary> {
  const { rows } = await db.query<{ average: string | null; count: number }>({
    name: 'review-rating',
    text: `SELECT round(avg(rating), 1)::text AS average, count(*)::int AS count
             FROM reviews WHERE product_id = $1 AND status = 'approved'`,
    values: [productId],
  });
  const row = rows[0]!;
  return { average: row.average === null ? 0 : Number(row.average), count: row.count };
}
