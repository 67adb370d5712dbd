import { Link } from '@tanstack/react-router';
import { serverMessage } from '../../api/http';
import { button } from '../../ui/Button.css';
import * as styles from '../../ui/NotFoundMessage.css';

/** Spec §8: the product page's failure state, with the server's message when it sent one. */
export function ProductNotFound({ error }: { error: unknown }) {
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>Product Not Found</h1>
      <p className={styles.text}>{serverMessage(error) ?? 'Product not found'}</p>
      <Link to="/products" className={button({ tone: 'primary' })}>
        Browse Products
      </Link>
    </div>
  );
}
