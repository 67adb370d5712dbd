import type { AdminReview, ReviewCounts } from '../../api-schema/adminReviews';
import type { Pool } from '../db/pool';
import { reviewAuthor } from './reviewAuthor';

type Queryable = Pick<Pool, 'query'>;

export const VIEWS = {
  pending: `r.status = 'pending'`,
  approved: `r.status = 'approved'`,
  hidden: `r.status = 'hidden'`,
  all: 'true',
};

const SELECT = `SELECT r.id::text, o.order_number, r.product_id, p.product_name, o.name, r.rating, r.body,
       r.status, r.hidden_reason, to_json(r.updated_at) #>> '{}' AS updated_at
  FROM reviews r JOIN orders o ON o.id = r.order_id JOIN products p ON p.id = r.product_id`;

interface Row {
  id: string;
  order_number: string;
  product_id: string;
  product_name: string;
  name: string;
  rating: number;
  body: string;
  status: AdminReview['status'];
  hidden_reason: string | null;
  updated_at: string;
}

const toReview = (r: Row): AdminReview => ({
  id: r.id,
  orderNumber: r.order_number,
  productId: r.product_id,
  productName: r.product_name,
  author: reviewAuthor(r.name),
  rating: r.rating,
  text: r.body,
  status: r.status,
  hiddenReason: r.hidden_reason,
  updatedAt: r.updated_at,
});

export async function deskReviews(db: Queryable, view: keyof typeof VIEWS, limit: number, offset: number) {
  const { rows } = await db.query<Row>(`${SELECT} WHERE ${VIEWS[view]} ORDER BY r.id DESC LIMIT $1 OFFSET $2`, [
    limit,
    offset,
  ]);
  return rows.map(toReview);
}

export async function deskReview(db: Queryable, id: string, lock = false) {
  const { rows } = await db.query<Row>(`${SELECT} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] && toReview(rows[0]);
}

/** Every review counted, a hidden one too (it is never deleted): the desk's "12 reviews: 10 shown, 2 hidden". */
export async function reviewCounts(db: Queryable): Promise<ReviewCounts> {
  const { rows } = await db.query<ReviewCounts>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'approved')::int AS shown,
            count(*) FILTER (WHERE status = 'hidden')::int AS hidden FROM reviews`,
  );
  return rows[0]!;
}
