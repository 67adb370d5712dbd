import type { Category } from '../../../api-schema/entities';
import { useT } from '../../i18n/language';
import { categoryLabel } from '../../i18n/categoryLabel';
import * as styles from './CategoryBanner.css';

/** Category name, description, and the banner image with the product count when there is one. */
export function CategoryBanner({ category, productCount }: { category: Category; productCount: number | undefined }) {
  const t = useT();
  const count =
    productCount === undefined
      ? ''
      : t(productCount === 1 ? '{count} product' : '{count} products', { count: productCount });
  return (
    <header className={styles.header}>
      {category.categoryImage && (
        <div className={styles.banner}>
          <img src={category.categoryImage} alt="" width={1200} height={300} className={styles.image} />
          <span className={styles.count}>{count}</span>
        </div>
      )}
      <h1 className={styles.title}>{categoryLabel(category)}</h1>
      {category.description && <p className={styles.description}>{category.description}</p>}
      {!category.categoryImage && count && <p className={styles.description}>{count}</p>}
    </header>
  );
}
