import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { TrackOrderPage } from '../features/orders/TrackOrderPage';

/** ?order=BAG-… may prefill the form; the phone or email never goes into the URL. */
const trackSearch = z.object({
  order: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(40))), undefined),
});

export const Route = createFileRoute('/track-order')({
  validateSearch: trackSearch,
  component: TrackOrderRoute,
});

function TrackOrderRoute() {
  return <TrackOrderPage orderNumber={Route.useSearch().order} />;
}
