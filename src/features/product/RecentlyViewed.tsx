import { useT } from '../../i18n/language';
import { ProductsByIds } from '../catalogue/ProductsByIds';
import * as styles from './ProductDetail.css';
import { useRecentlyViewed } from './recentlyViewed';

/** "Recently viewed": the last products opened in this browser (newest first), less the one on screen. */
export default function RecentlyViewed({ exceptId }: { exceptId?: string }) {
  const t = useT();
  const ids = useRecentlyViewed().filter((id) => id !== exceptId);
  if (ids.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading" className={styles.sectionTitle}>
        {t('Recently Viewed')}
      </h2>
      <ProductsByIds ids={ids} label={t('Recently viewed products')} />
    </section>
  );
}
