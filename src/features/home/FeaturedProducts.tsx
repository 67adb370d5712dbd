import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FEATURED_COUNT } from '../../../api-schema/constants';
import { productQueries } from '../catalogue/productQueries';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import { useT } from '../../i18n/language';
import * as styles from './Home.css';

/** The 4 newest products. */
export function FeaturedProducts() {
  const t = useT();
  const { data, isError } = useQuery(productQueries.featured());
  return (
    <section className={styles.laterSection} aria-labelledby="featured-heading">
      <div className={styles.sectionHead}>
        <h2 id="featured-heading" className={styles.sectionTitle}>
          {t('Featured Products')}
        </h2>
        <Link to="/products" className={styles.viewAll}>
          {t('View All →')}
        </Link>
      </div>
      {data ? (
        <ProductGrid products={data.products} label={t('Featured products')} />
      ) : isError ? (
        <p className={styles.muted}>{t('Failed to fetch products')}</p>
      ) : (
        <ProductGridSkeleton count={FEATURED_COUNT} />
      )}
    </section>
  );
}
