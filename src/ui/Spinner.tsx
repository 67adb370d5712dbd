import * as styles from './Spinner.css';
import { visuallyHidden } from './VisuallyHidden.css';
import { t } from '../i18n/language';

/** t without useT: the spinner shows inside a component that re-renders on a language switch. */
export function Spinner({ label }: { label?: string }) {
  return (
    <span role="status" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden />
      <span className={visuallyHidden}>{label ?? t('Loading')}</span>
    </span>
  );
}
