import { Link } from '@tanstack/react-router';
import { button } from '../../ui/Button.css';
import * as styles from '../../ui/NotFoundMessage.css';

/** Spec §8: the category page's failure state. */
export function CategoryNotFound() {
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>Category Not Found</h1>
      <Link to="/products" className={button({ tone: 'primary' })}>
        Browse All Products
      </Link>
    </div>
  );
}
