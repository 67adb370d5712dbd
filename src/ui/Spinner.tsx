import * as styles from './Spinner.css';
import { visuallyHidden } from './VisuallyHidden.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
