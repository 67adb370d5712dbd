import { lazy, Suspense, type ComponentProps } from 'react';

const ShopClaims = lazy(() => import('./ShopClaims'));

/** The shop's claims (ShopClaims), its code fetched after the page's first render. */
export const LazyShopClaims = (props: ComponentProps<typeof ShopClaims>) => (
  <Suspense fallback={null}>
    <ShopClaims {...props} />
  </Suspense>
);
