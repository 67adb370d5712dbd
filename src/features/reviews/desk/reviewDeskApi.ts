import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminReviewListResponse, adminReviewResponse } from '../../../../api-schema/adminReviews';
import { definedParams, desk, type DeskParams } from '../../desk/deskApi';
import { deskKeys } from '../../desk/deskQueries';

export type ReviewDecision = { status: 'approved' } | { status: 'hidden'; reason: string };

export const fetchReviews = async (params: DeskParams) =>
  (await desk.get('admin/reviews', { searchParams: definedParams(params) }).json(adminReviewListResponse)).data;

export const decideReview = async (id: string, decision: ReviewDecision) =>
  (await desk.patch(`admin/reviews/${id}`, { json: decision }).json(adminReviewResponse)).data.review;

export const reviewDeskKeys = {
  all: () => [...deskKeys.all(), 'reviews'] as const,
  list: (params: DeskParams) => [...reviewDeskKeys.all(), params] as const,
};

export const reviewDeskQueries = {
  list: (params: DeskParams) =>
    queryOptions({ queryKey: reviewDeskKeys.list(params), queryFn: () => fetchReviews(params), staleTime: 0 }),
};

/** After a review was approved or hidden: the lists, their counts and the Activity log ask again. */
export const reviewDecided = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewDeskKeys.all() }),
    queryClient.invalidateQueries({ queryKey: deskKeys.activity() }),
  ]);
