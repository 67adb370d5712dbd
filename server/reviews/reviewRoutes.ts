import { Hono, type MiddlewareHandler } from 'hono';
import {
  orderReviewsResponse,
  productReviewsResponse,
  reviewInput,
  savedReviewResponse,
} from '../../api-schema/reviews';
import { config } from '../config';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../http/appDeps';
import {
  bodyFailures,
  describe,
  failed,
  succeeded,
  tooManyRequests,
  unavailable,
  whole,
} from '../http/openapi/describe';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import { reviewedOrder, reviewLines, saveReview } from './orderReviews';
import { ratingOf } from './ratingSummary';
import { shownReviews } from './shownReviews';

export const REVIEWS_OFF = 'Reviews are not turned on in this shop.';

/** With REVIEWS=off every review route answers 404, as if it did not exist. */
export const reviewsOn: MiddlewareHandler = async (_c, next) => {
  if (config().REVIEWS !== 'on') throw new HttpError(404, REVIEWS_OFF);
  await next();
};

const token = { token: "The order's signed review link (the delivered e-mail's /track-order?review=<token>)" };
const linkFailures = {
  404: failed('Reviews are off, the link is forged or tampered with, or the order has no such line'),
  409: failed('The order is not delivered yet, or its 30 days for reviews are over'),
  429: tooManyRequests,
  503: unavailable,
};

/** The buyer's review page (signed link, no login) and a product's approved reviews. */
export function reviewRoutes({ pool, limit }: AppDeps) {
  return new Hono()
    .use(reviewsOn)
    .get(
      '/orders/:token',
      describe({
        summary: "A delivered order's lines and the buyer's reviews of them",
        description: 'Changes nothing. The review page shows the 404 and 409 messages as they are.',
        tags: ['Reviews'],
        pathIds: token,
        responses: { 200: succeeded('The order and its lines', orderReviewsResponse), ...linkFailures },
      }),
      limit('tracking'),
      async (c) => {
        const order = await reviewedOrder(pool, c.req.param('token'));
        return ok(c, {
          orderNumber: order.orderNumber,
          deliveredAt: order.deliveredAt.toISOString(),
          editableUntil: order.editableUntil.toISOString(),
          editable: order.editable,
          lines: await reviewLines(pool, order.id),
        });
      },
    )
    .put(
      '/orders/:token/lines/:line{[0-9]{1,3}}',
      describe({
        summary: 'Write or change the review of one order line (1–5 stars and a text)',
        description:
          'Safe to repeat: the same rating and text answer 200 with `changed: false`. A changed review waits ' +
          'for the owner again. Refused, changing nothing, after 30 days from delivery.',
        tags: ['Reviews'],
        pathIds: { ...token, line: 'The order line (its position, from the GET)' },
        pathPatterns: { line: whole('[0-9]{1,3}') },
        body: reviewInput,
        responses: {
          200: succeeded('The review as saved', savedReviewResponse),
          400: failed('No rating from 1 to 5, or no text; `errors` names the field'),
          ...bodyFailures,
          ...linkFailures,
        },
      }),
      limit('tracking'),
      validate('json', reviewInput),
      async (c) => {
        const line = Number(c.req.param('line'));
        const saved = await withTransaction(pool, async (db) =>
          saveReview(db, await reviewedOrder(db, c.req.param('token'), true), line, c.req.valid('json')),
        );
        return ok(c, saved);
      },
    )
    .get(
      '/products/:productId',
      describe({
        summary: "A product's approved reviews (newest 50) and its rating",
        tags: ['Reviews'],
        pathIds: { productId: 'The product _id' },
        responses: {
          200: succeeded('The rating and the reviews', productReviewsResponse),
          404: failed('Reviews are not turned on, or no shown product has this id'),
          503: unavailable,
        },
      }),
      async (c) => {
        const id = c.req.param('productId');
        const [rating, reviews, shown] = await Promise.all([
          ratingOf(pool, id),
          shownReviews(pool, id),
          pool.query('SELECT 1 FROM products p WHERE p.id = $1 AND p.active', [id]),
        ]);
        if (!shown.rowCount) throw new HttpError(404, 'Product not found');
        return ok(c, { rating, reviews });
      },
    );
}
