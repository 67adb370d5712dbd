import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '../../features/reviews/desk/ReviewsPage';

/** /admin/reviews: buyers' reviews to approve or hide (REVIEWS=on). */
export const Route = createFileRoute('/admin/reviews')({ component: ReviewsPage });
