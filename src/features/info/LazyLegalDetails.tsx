import { lazy, Suspense } from 'react';

const GrievanceDetails = lazy(() => import('./LegalDetails'));

/** The grievance officer (LegalDetails), its code fetched after the page's first render. */
export const LazyGrievanceOfficer = () => (
  <Suspense fallback={null}>
    <GrievanceDetails />
  </Suspense>
);

const SellerAddressLines = lazy(() => import('./LegalDetails').then((m) => ({ default: m.SellerAddress })));

/** The seller's address (LegalDetails), its code fetched after the page's first render. */
export const LazySellerAddress = () => (
  <Suspense fallback={null}>
    <SellerAddressLines />
  </Suspense>
);
