import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import { ErrorState } from '../../ui/ErrorState';
import * as styles from './InfoPage.css';

/** docs/product.md §2/§8: a content page that failed to load. */
export function PageLoadError({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <ErrorState title="Error Loading Page" message={message}>
          <Link to="/" className={buttonClass({ tone: 'primary' })}>
            Go Home
          </Link>
        </ErrorState>
      </div>
    </div>
  );
}
