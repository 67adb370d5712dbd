import { queryOptions } from '@tanstack/react-query';
import {
  orderReviewsResponse,
  productReviewsResponse,
  savedReviewResponse,
  type ReviewInput,
} from '../../../api-schema/reviews';
import { http } from '../../api/http';

export const reviewKeys = {
  order: (token: string) => ['reviews', 'order', token] as const,
  product: (productId: string) => ['reviews', 'product', productId] as const,
};

/** A delivered order's lines and the buyer's reviews, by its signed link; 404 forged, 409 not delivered. */
export const orderReviewsQuery = (token: string) =>
  queryOptions({
    queryKey: reviewKeys.order(token),
    queryFn: ({ signal }) =>
      http
        .get(`reviews/orders/${encodeURIComponent(token)}`, { signal })
        .json(orderReviewsResponse)
        .then((b) => b.data),
  });

export const saveReview = (token: string, line: number, input: ReviewInput) =>
  http
    .put(`reviews/orders/${encodeURIComponent(token)}/lines/${line}`, { json: input })
    .json(savedReviewResponse)
    .then((b) => b.data);

/** A product's approved reviews (the Reviews tab asks only when opened). */
export const productReviewsQuery = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.product(productId),
    queryFn: ({ signal }) =>
      http
        .get(`reviews/products/${encodeURIComponent(productId)}`, { signal })
        .json(productReviewsResponse)
        .then((b) => b.data),
  });
