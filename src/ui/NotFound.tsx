import { Link } from '@tanstack/react-router';
import { button } from './Button.css';
import * as styles from './NotFound.css';

/** The root notFoundComponent: an unknown address gets a friendly page with a way home. */
export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page Not Found
      </h1>
      <p className={styles.lead}>
        Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <div className={styles.actions}>
        <Link to="/" className={button({ tone: 'primary' })}>
          Go Home
        </Link>
        <Link to="/products" className={button({ tone: 'secondary' })}>
          Browse Products
        </Link>
      </div>
    </section>
  );
}
