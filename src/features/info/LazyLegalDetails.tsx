import { lazy, Suspense } from 'react';

const GrievanceDetails = lazy(() => import('./LegalDetails'));
const ProductDisclosures = lazy(() => import('./ProductDisclosures'));

/** The grievance officer (LegalDetails), its code fetched after the page's first render. */
export const LazyGrievanceOfficer = () => (
  <Suspense fallback={null}>
    <GrievanceDetails />
  </Suspense>
);

/** A product page's disclosures; the caller's box keeps their room until their code arrives. */
export const LazyProductDisclosures = ({ countryOfOrigin }: { countryOfOrigin?: string }) => (
  <Suspense fallback={null}>
    <ProductDisclosures countryOfOrigin={countryOfOrigin} />
  </Suspense>
);
