import * as z from 'zod/mini';
import { ok } from './envelope';
import { pagination } from './entities';
import { REVIEW_STATUSES } from './reviews';

export const ADMIN_REVIEWS_PAGE_SIZE = 20;
export const REVIEW_VIEWS = ['pending', 'approved', 'hidden', 'all'] as const;

export const adminReviewQuery = z.object({
  view: z._default(z.enum(REVIEW_VIEWS, 'view must be pending, approved, hidden or all'), 'pending'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1, 'page must be at least 1')), 1),
});

export const adminReview = z.object({
  id: z.string(),
  orderNumber: z.string(),
  productId: z.string(),
  productName: z.string(),
  author: z.string(),
  rating: z.number(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;

/** Every review is counted, hidden ones too: "12 reviews: 10 shown, 2 hidden". */
export const reviewCounts = z.object({
  total: z.number(),
  pending: z.number(),
  shown: z.number(),
  hidden: z.number(),
});
export type ReviewCounts = z.infer<typeof reviewCounts>;

export const reviewCountsLine = (c: ReviewCounts) =>
  `${c.total} ${c.total === 1 ? 'review' : 'reviews'}: ${c.shown} shown, ${c.hidden} hidden` +
  (c.pending ? `, ${c.pending} waiting` : '');

export const adminReviewListResponse = ok(
  z.object({ reviews: z.array(adminReview), counts: reviewCounts, pagination }),
);

/**
 * Approve, or hide with a reason the Activity log keeps (the route refuses hiding without one). Repeating the same
 * decision writes nothing. (No z.union: the desk's schemas would pull its code into every shopper's framework chunk.)
 */
export const reviewDecisionInput = z.strictObject({
  status: z.enum(['approved', 'hidden'], 'status must be approved or hidden'),
  reason: z.optional(
    z.string('Say why the review is hidden').check(z.trim(), z.maxLength(300, 'Keep the reason under 300 characters')),
  ),
});
export const HIDE_NEEDS_REASON = 'Say why the review is hidden';

export const adminReviewResponse = ok(z.object({ review: adminReview, changed: z.boolean() }));
