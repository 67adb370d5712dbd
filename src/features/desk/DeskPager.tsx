import { Button } from '../../ui/Button';
import * as styles from './Desk.css';

/** Previous / next for the desk's lists (the shop's Pagination stays inside the listing's chunk). */
export function DeskPager({
  current,
  pages,
  onChange,
}: {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.actions} style={{ marginTop: '1rem' }}>
      <Button size="sm" tone="secondary" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        Previous
      </Button>
      <span className={styles.muted}>
        Page {current} of {pages}
      </span>
      <Button size="sm" tone="secondary" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        Next
      </Button>
    </nav>
  );
}
