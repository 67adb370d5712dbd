import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PLACEHOLDER_IMAGE } from '../../../api-schema/constants';
import { HOME_CATEGORY_COUNT } from '../../lib/constants';
import { categoryListError, categoryQueries } from '../catalogue/categoryQueries';
import { useT } from '../../i18n/language';
import { categoryLabel } from '../../i18n/categoryLabel';
import * as styles from './Home.css';

/** First 8 categories, each → /products?category={id}&sort=createdAt:desc (docs/product.md §2). */
export function ShopByCategory() {
  const t = useT();
  const { data, error } = useQuery(categoryQueries.active());
  const categories = data?.slice(0, HOME_CATEGORY_COUNT) ?? [];
  // A shop with no categories yet shows no empty section (and no endless "Loading").
  if (data && categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="categories-heading">
      <h2 id="categories-heading" className={styles.sectionTitle}>
        {t('Shop by Category')}
      </h2>
      {error ? (
        <p className={styles.muted}>{categoryListError(error)}</p>
      ) : !data ? (
        <p className={styles.muted}>{t('Loading categories...')}</p>
      ) : (
        <ul className={styles.categoryGrid}>
          {categories.map((category) => (
            <li key={category._id}>
              <Link
                to="/products"
                search={{ category: category._id, sort: 'createdAt:desc' }}
                className={styles.categoryTile}
              >
                <img
                  src={category.categoryImage || PLACEHOLDER_IMAGE}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  className={styles.categoryImage}
                />
                <span className={styles.categoryName}>{categoryLabel(category)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
