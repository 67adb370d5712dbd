import { GAP, pagerItems } from '../lib/pageWindow';
import { useT } from '../i18n/language';
import * as styles from './Pagination.css';

interface Props {
  current: number;
  pages: number;
  onChange: (page: number) => void;
  className?: string;
}

/** Previous, up to 5 page numbers (first and last always among them, a gap where pages are skipped), Next. */
export function Pagination({ current, pages, onChange, className }: Props) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className={className ? `${styles.nav} ${className}` : styles.nav}>
      <button type="button" className={styles.step} disabled={current <= 1} onClick={() => onChange(current - 1)}>
        <span className={styles.stepArrow} aria-hidden>
          ‹
        </span>
        <span className={styles.stepText}>{t('Previous')}</span>
      </button>
      {pagerItems(current, pages).map((page, i) =>
        page === GAP ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden>
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={styles.page}
            aria-label={t('Page {page}', { page })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => page !== current && onChange(page)}
          >
            {page}
          </button>
        ),
      )}
      <button type="button" className={styles.step} disabled={current >= pages} onClick={() => onChange(current + 1)}>
        <span className={styles.stepText}>{t('Next')}</span>
        <span className={styles.stepArrow} aria-hidden>
          ›
        </span>
      </button>
    </nav>
  );
}
