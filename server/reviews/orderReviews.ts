import { REVIEW_EDIT_DAYS, type ReviewInput } from '../../api-schema/reviews';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { orderNumberOfReviewToken } from '../payments/paymentToken';
import { invoiceSigningSecret } from '../tax/invoiceToken';

type Queryable = Pick<Pool, 'query'>;

export const REVIEW_LINK_NOT_VALID = 'This review link is not valid. Please use the link in your delivery e-mail.';
export const NOT_DELIVERED = 'This order has not been delivered yet, so it cannot be reviewed.';
export const TOO_LATE = `Reviews can be written or changed for ${REVIEW_EDIT_DAYS} days after delivery.`;
export const LINE_NOT_FOUND = 'This order has no such product line.';

export interface ReviewedOrder {
  id: number;
  orderNumber: string;
  deliveredAt: Date;
  editableUntil: Date;
  editable: boolean;
}

/** The order a review link was signed for, once delivered; 404 for a forged link, 409 before delivery. */
export async function reviewedOrder(db: Queryable, token: string, lock = false): Promise<ReviewedOrder> {
  const orderNumber = orderNumberOfReviewToken(await invoiceSigningSecret(db), token);
  if (!orderNumber) throw new HttpError(404, REVIEW_LINK_NOT_VALID);
  const { rows } = await db.query<{ id: number; delivered_at: Date | null; editable: boolean }>(
    `SELECT o.id, d.at AS delivered_at, d.at + make_interval(days => $2) > now() AS editable
       FROM orders o
       LEFT JOIN LATERAL (SELECT min(at) AS at FROM order_events WHERE order_id = o.id AND status = 'delivered') d ON true
      WHERE o.order_number = $1 ${lock ? 'FOR UPDATE OF o' : ''}`,
    [orderNumber, REVIEW_EDIT_DAYS],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, REVIEW_LINK_NOT_VALID);
  if (!row.delivered_at) throw new HttpError(409, NOT_DELIVERED);
  const editableUntil = new Date(row.delivered_at.getTime() + REVIEW_EDIT_DAYS * 86_400_000);
  return { id: row.id, orderNumber, deliveredAt: row.delivered_at, editableUntil, editable: row.editable };
}

const LINES = `SELECT l.position AS line, l.product_id AS "productId", l.product_name AS "productName", l.color,
       CASE WHEN r.id IS NULL THEN NULL
            ELSE json_build_object('rating', r.rating, 'text', r.body, 'status', r.status) END AS review
  FROM order_lines l LEFT JOIN reviews r ON r.order_id = l.order_id AND r.position = l.position
 WHERE l.order_id = $1`;

export interface ReviewLineRow {
  line: number;
  productId: string;
  productName: string;
  color: string;
  review: { rating: number; text: string; status: 'pending' | 'approved' | 'hidden' } | null;
}

export async function reviewLines(db: Queryable, orderId: number, line?: number): Promise<ReviewLineRow[]> {
  const { rows } = await db.query<ReviewLineRow>(
    line === undefined ? `${LINES} ORDER BY l.position` : `${LINES} AND l.position = $2`,
    line === undefined ? [orderId] : [orderId, line],
  );
  return rows;
}

/**
 * Writes the buyer's review of one order line. The same rating and text again writes nothing; a changed one is
 * saved and waits for the owner's approval again (a hidden review stays hidden: its reason still holds).
 */
export async function saveReview(db: Queryable, order: ReviewedOrder, line: number, input: ReviewInput) {
  if (!order.editable) throw new HttpError(409, TOO_LATE);
  const [before] = await reviewLines(db, order.id, line);
  if (!before) throw new HttpError(404, LINE_NOT_FOUND);
  if (before.review?.rating === input.rating && before.review.text === input.text)
    return { line: before, changed: false };
  await db.query(
    `INSERT INTO reviews (order_id, position, product_id, rating, body) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_id, position) DO UPDATE SET rating = EXCLUDED.rating, body = EXCLUDED.body,
       status = CASE WHEN reviews.status = 'hidden' THEN 'hidden' ELSE 'pending' END, updated_at = now()`,
    [order.id, line, before.productId, input.rating, input.text],
  );
  const [after] = await reviewLines(db, order.id, line);
  return { line: after!, changed: true };
}
