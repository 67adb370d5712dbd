import { Hono } from 'hono';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  adminReviewListResponse,
  adminReviewQuery,
  adminReviewResponse,
  reviewDecisionInput,
  HIDE_NEEDS_REASON,
} from '../../api-schema/adminReviews';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded, whole } from '../http/openapi/describe';
import {
  audit,
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  type DeskEnv,
} from '../http/operator';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import { deskReview, deskReviews, reviewCounts } from './reviewDesk';

const NOT_FOUND = 'Review not found';

/** The owner's Reviews list: approve a review, or hide it with a reason (audited; nothing is ever deleted). */
export function reviewDeskRoutes({ pool }: AppDeps) {
  return new Hono<DeskEnv>()
    .get(
      '/',
      describe({
        summary: 'Reviews, newest first (waiting, approved, hidden or all), with every review counted',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        query: adminReviewQuery,
        responses: {
          200: succeeded('A page of reviews and the counts', adminReviewListResponse),
          400: failed('Unknown view or a bad page'),
          ...signedInRead,
        },
      }),
      validate('query', adminReviewQuery),
      async (c) => {
        const { view, page } = c.req.valid('query');
        const size = ADMIN_REVIEWS_PAGE_SIZE;
        const [reviews, counts] = await Promise.all([
          deskReviews(pool, view, size, (page - 1) * size),
          reviewCounts(pool),
        ]);
        const total = view === 'all' ? counts.total : counts[view === 'approved' ? 'shown' : view];
        return ok(c, { reviews, counts, pagination: { current: page, pages: Math.ceil(total / size), total } });
      },
    )
    .patch(
      '/:id{[0-9]{1,18}}',
      describe({
        summary: 'Approve a review (shown to shoppers) or hide it with a reason',
        description:
          'Safe to repeat: the same decision again writes nothing (`changed: false`). The Activity log keeps each.',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        pathIds: { id: 'The review id' },
        pathPatterns: { id: whole('[0-9]{1,18}') },
        body: reviewDecisionInput,
        responses: {
          200: succeeded('The review as it is now', adminReviewResponse),
          400: failed('Not approved or hidden, or hidden without a reason'),
          404: failed(NOT_FOUND),
          ...signedInWrite,
        },
      }),
      validate('json', reviewDecisionInput),
      async (c) => {
        const id = c.req.param('id');
        const input = c.req.valid('json');
        const reason = input.status === 'hidden' ? (input.reason ?? '') : null;
        if (reason !== null && reason.length < 3)
          throw new HttpError(400, HIDE_NEEDS_REASON, [{ field: 'reason', message: HIDE_NEEDS_REASON }]);
        const answer = await withTransaction(pool, async (db) => {
          const before = await deskReview(db, id, true);
          if (!before) throw new HttpError(404, NOT_FOUND);
          if (before.status === input.status && before.hiddenReason === reason)
            return { review: before, changed: false };
          await db.query('UPDATE reviews SET status = $2, hidden_reason = $3 WHERE id = $1', [
            id,
            input.status,
            reason,
          ]);
          const was = { status: before.status, reason: before.hiddenReason };
          await audit(
            db,
            c.get('operator'),
            `review.${input.status === 'hidden' ? 'hide' : 'approve'}`,
            `review ${id} of ${before.productName}`,
            was,
            { status: input.status, reason },
          );
          return { review: (await deskReview(db, id))!, changed: true };
        });
        return ok(c, answer);
      },
    );
}
