import { Spinner } from '../../ui/Spinner';
import * as styles from './InfoPage.css';
import { useT } from '../../i18n/language';

/** Shown while a content page's text is on its way (after the router's pending delay). */
export function PageLoading() {
  const t = useT();
  return (
    <section className={styles.page}>
      <div className={`${styles.card} ${styles.centered} ${styles.loading}`}>
        <Spinner label={t('Loading page')} />
      </div>
    </section>
  );
}
