import { MAX_PAGE_NUMBERS } from '../../../api-schema/constants';
import * as styles from './Pagination.css';

/** The page numbers to show: up to MAX_PAGE_NUMBERS, centred on the current page where possible. */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_NUMBERS): number[] {
  const count = Math.min(max, pages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), Math.max(1, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

interface Props {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}

export function Pagination({ current, pages, onChange }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      <button type="button" className={styles.step} disabled={current <= 1} onClick={() => onChange(current - 1)}>
        Previous
      </button>
      {pageWindow(current, pages).map((page) => (
        <button
          key={page}
          type="button"
          className={styles.page}
          aria-label={`Page ${page}`}
          aria-current={page === current ? 'page' : undefined}
          onClick={() => page !== current && onChange(page)}
        >
          {page}
        </button>
      ))}
      <button type="button" className={styles.step} disabled={current >= pages} onClick={() => onChange(current + 1)}>
        Next
      </button>
    </nav>
  );
}
