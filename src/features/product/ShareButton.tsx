import { t, useT } from '../../i18n/language';
import { showToast } from '../../ui/showToast';
import * as styles from '../catalogue/ProductActions.css';

/** Web Share where the browser has it, else copies the link (docs/product.md §8 toasts). */
async function share(title: string) {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
    } catch {
      // The shopper closed the share sheet: nothing to report.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast.success(t('Link copied to clipboard!'));
  } catch {
    showToast.error(t('Failed to copy link'));
  }
}

export function ShareButton({ title }: { title: string }) {
  useT();
  return (
    <button type="button" className={styles.iconButton} aria-label={t('Share')} onClick={() => void share(title)}>
      <span aria-hidden>⤴</span>
    </button>
  );
}
