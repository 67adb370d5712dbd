import { lazy, Suspense } from 'react';

// A file of its own: the footer's LazyGrievanceOfficer is in every page's entry, this only in the product page's.
const ProductDisclosures = lazy(() => import('./ProductDisclosures'));

/** A product page's disclosures; the caller's box keeps their room until their code arrives. */
export const LazyProductDisclosures = ({ countryOfOrigin }: { countryOfOrigin?: string }) => (
  <Suspense fallback={null}>
    <ProductDisclosures countryOfOrigin={countryOfOrigin} />
  </Suspense>
);
