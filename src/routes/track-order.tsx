import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { TrackOrderPage } from '../features/orders/TrackOrderPage';

// The payment step of a UPI order (docs/payments.md) loads only when a payment link is opened.
const PaymentStepPage = lazy(() =>
  import('../features/payments/PaymentStepPage').then((m) => ({ default: m.PaymentStepPage })),
);
// A COD order's "Confirm your order" link (docs/pricing.md), also loaded only when opened.
const CodConfirmPage = lazy(() =>
  import('../features/orders/CodConfirmPage').then((m) => ({ default: m.CodConfirmPage })),
);

// A delivered order's review link (REVIEWS=on), loaded only when opened.
const ReviewPage = lazy(() => import('../features/reviews/ReviewPage').then((m) => ({ default: m.ReviewPage })));

/**
 * ?order=BAG-… may prefill the form; the phone or email never goes into the URL. ?pay=<token> is a UPI
 * order's payment step; ?confirm=<token> a COD order's confirmation; ?review=<token> a delivered order's reviews. A plain function, not a zod schema: validateSearch stays in the entry chunk every route loads.
 */
const trackSearch = (
  search: Record<string, unknown>,
): { order?: string; pay?: string; confirm?: string; review?: string } => ({
  ...(typeof search.order === 'string' && search.order.trim() ? { order: search.order.trim().slice(0, 40) } : {}),
  ...(typeof search.pay === 'string' && search.pay ? { pay: search.pay.slice(0, 120) } : {}),
  ...(typeof search.confirm === 'string' && search.confirm ? { confirm: search.confirm.slice(0, 120) } : {}),
  ...(typeof search.review === 'string' && search.review ? { review: search.review.slice(0, 120) } : {}),
});

export const Route = createFileRoute('/track-order')({
  validateSearch: trackSearch,
  component: TrackOrderRoute,
});

function TrackOrderRoute() {
  const { order, pay, confirm, review } = Route.useSearch();
  if (review)
    return (
      <Suspense fallback={null}>
        <ReviewPage token={review} />
      </Suspense>
    );
  if (confirm)
    return (
      <Suspense fallback={null}>
        <CodConfirmPage token={confirm} />
      </Suspense>
    );
  if (pay)
    return (
      <Suspense fallback={null}>
        <PaymentStepPage token={pay} />
      </Suspense>
    );
  return <TrackOrderPage orderNumber={order} />;
}
