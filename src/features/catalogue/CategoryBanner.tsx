import type { Category } from '../../../api-schema/entities';
import * as styles from './CategoryBanner.css';

/** Category name, description, and the banner image with the product count when there is one. */
export function CategoryBanner({ category, productCount }: { category: Category; productCount: number | undefined }) {
  const count = productCount === undefined ? '' : `${productCount} ${productCount === 1 ? 'product' : 'products'}`;
  return (
    <header className={styles.header}>
      {category.categoryImage && (
        <div className={styles.banner}>
          <img src={category.categoryImage} alt="" width={1200} height={300} className={styles.image} />
          <span className={styles.count}>{count}</span>
        </div>
      )}
      <h1 className={styles.title}>{category.categoryName}</h1>
      {category.description && <p className={styles.description}>{category.description}</p>}
      {!category.categoryImage && count && <p className={styles.description}>{count}</p>}
    </header>
  );
}
