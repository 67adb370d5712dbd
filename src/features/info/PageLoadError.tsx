import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import { ErrorState } from '../../ui/ErrorState';
import * as styles from './InfoPage.css';
import { useT } from '../../i18n/language';

/** docs/product.md §2/§8: a content page that failed to load. */
export function PageLoadError({ message }: { message: string }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <ErrorState title={t('Error Loading Page')} message={message}>
          <Link to="/" className={buttonClass({ tone: 'primary' })}>
            {t('Go Home')}
          </Link>
        </ErrorState>
      </div>
    </div>
  );
}
