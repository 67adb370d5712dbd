import * as z from 'zod/mini';
import { ok } from './envelope';

/** Where a delivered order's review link leads in the shop (REVIEWS=on, docs/product.md "Reviews"). */
export const reviewPathFor = (token: string) => `/track-order?review=${token}`;

/** Days after delivery during which a buyer may write or change a review. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_TEXT_MAX = 2000;

/** A product's approved reviews in one figure, computed by the server once (server/reviews/ratingSummary.ts). */
export const ratingSummary = z.object({ average: z.number(), count: z.number().check(z.int()) });
export type RatingSummary = z.infer<typeof ratingSummary>;

export const reviewInput = z.strictObject({
  rating: z
    .number('Choose a rating from 1 to 5 stars')
    .check(
      z.int('Choose a rating from 1 to 5 stars'),
      z.gte(1, 'Choose a rating from 1 to 5 stars'),
      z.lte(5, 'Choose a rating from 1 to 5 stars'),
    ),
  text: z
    .string('Write a few words about the product')
    .check(
      z.trim(),
      z.minLength(1, 'Write a few words about the product'),
      z.maxLength(REVIEW_TEXT_MAX, `Keep the review under ${REVIEW_TEXT_MAX} characters`),
    ),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;

/** One line of the order as the review page shows it, with the buyer's review when written. */
export const reviewLine = z.object({
  line: z.number().check(z.int()),
  productId: z.string(),
  productName: z.string(),
  color: z.string(),
  review: z.nullable(z.object({ rating: z.number(), text: z.string(), status: z.enum(REVIEW_STATUSES) })),
});

export const orderReviewsResponse = ok(
  z.object({
    orderNumber: z.string(),
    deliveredAt: z.string(),
    editableUntil: z.string(),
    editable: z.boolean(),
    lines: z.array(reviewLine),
  }),
);
export const savedReviewResponse = ok(z.object({ line: reviewLine, changed: z.boolean() }));

/** An approved review as shoppers see it: the buyer's first name and initial, the day it was written. */
export const shownReview = z.object({
  rating: z.number(),
  text: z.string(),
  author: z.string(),
  date: z.string(),
});
export type ShownReview = z.infer<typeof shownReview>;
export const productReviewsResponse = ok(z.object({ rating: ratingSummary, reviews: z.array(shownReview) }));
