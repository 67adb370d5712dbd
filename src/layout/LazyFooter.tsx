import { lazy, Suspense } from 'react';

// Below every page's fold and in no static shell: its code is fetched while the page's first render paints,
// not before it (~0.8 KiB of every route's first load, bench/bundle-size.ts).
const Footer = lazy(() => import('./Footer').then(({ Footer }) => ({ default: Footer })));

/** The footer (Footer), its code loaded with the page's first render rather than ahead of it. */
export const LazyFooter = () => (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);
