import { ProductsByIds } from '../catalogue/ProductsByIds';
import * as styles from './ProductDetail.css';
import { useRecentlyViewed } from './recentlyViewed';

/** "Recently viewed": the last products opened in this browser (newest first), less the one on screen. */
export default function RecentlyViewed({ exceptId }: { exceptId?: string }) {
  const ids = useRecentlyViewed().filter((id) => id !== exceptId);
  if (ids.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading" className={styles.sectionTitle}>
        Recently Viewed
      </h2>
      <ProductsByIds ids={ids} label="Recently viewed products" />
    </section>
  );
}
