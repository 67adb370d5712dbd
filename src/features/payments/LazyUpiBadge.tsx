import { lazy, Suspense } from 'react';

const UpiBadge = lazy(() => import('./UpiBadge'));

/** The footer's UPI badge (UpiBadge), its code fetched after the page's first render. */
export const LazyUpiBadge = ({ className }: { className: string }) => (
  <Suspense fallback={null}>
    <UpiBadge className={className} />
  </Suspense>
);
