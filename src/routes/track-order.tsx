import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderPage } from '../features/orders/TrackOrderPage';

/**
 * ?order=BAG-… may prefill the form; the phone or email never goes into the URL. A plain function,
 * not a zod schema: validateSearch stays in the entry chunk every route loads.
 */
const trackSearch = (search: Record<string, unknown>): { order?: string } =>
  typeof search.order === 'string' && search.order.trim() ? { order: search.order.trim().slice(0, 40) } : {};

export const Route = createFileRoute('/track-order')({
  validateSearch: trackSearch,
  component: TrackOrderRoute,
});

function TrackOrderRoute() {
  return <TrackOrderPage orderNumber={Route.useSearch().order} />;
}
