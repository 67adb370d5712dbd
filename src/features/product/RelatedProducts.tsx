import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/language';
import { productQueries } from '../catalogue/productQueries';
import { ProductGrid } from '../catalogue/ProductGrid';
import * as styles from './ProductDetail.css';

/** Up to 4 others from the same category; the API leaves the product itself out (`exclude`). */
export default function RelatedProducts({ categoryId, productId }: { categoryId: string; productId: string }) {
  const t = useT();
  const { data } = useQuery(productQueries.related(categoryId, productId));
  const products = data?.products.filter((p) => p._id !== productId) ?? [];
  if (products.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.sectionTitle}>
        {t('Related Products')}
      </h2>
      <ProductGrid products={products} label={t('Related products')} />
    </section>
  );
}
