import { lazy, Suspense } from 'react';
import * as styles from './Home.css';

// Loaded after the page shows: most first visits have nothing to list, and the home page's first load is tight.
const RecentlyViewed = lazy(() => import('../product/RecentlyViewed'));

export function RecentlyViewedOnHome() {
  return (
    <div className={styles.section}>
      <Suspense fallback={null}>
        <RecentlyViewed />
      </Suspense>
    </div>
  );
}
