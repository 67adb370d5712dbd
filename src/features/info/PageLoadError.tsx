import { Link } from '@tanstack/react-router';
import { button } from '../../ui/Button.css';
import * as styles from './InfoPage.css';

/** Spec §2/§8: a content page that failed to load. */
export function PageLoadError({ message }: { message: string }) {
  return (
    <section className={styles.page}>
      <div className={`${styles.card} ${styles.centered}`} role="alert">
        <h1 className={styles.title}>Error Loading Page</h1>
        <p className={styles.lead}>{message}</p>
        <Link to="/" className={button({ tone: 'primary' })}>
          Go Home
        </Link>
      </div>
    </section>
  );
}
