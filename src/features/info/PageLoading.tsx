import { Spinner } from '../../ui/Spinner';
import * as styles from './InfoPage.css';

/** Shown while a content page's text is on its way (after the router's pending delay). */
export function PageLoading() {
  return (
    <section className={styles.page}>
      <div className={`${styles.card} ${styles.centered} ${styles.loading}`}>
        <Spinner label="Loading page" />
      </div>
    </section>
  );
}
