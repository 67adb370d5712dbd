import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useT } from '../../i18n/language';
import { afterNextPaint } from '../../lib/afterNextPaint';
import type { Store } from '../../lib/createStore';
import { useAfterPaint } from '../../lib/useAfterPaint';
import * as styles from './FilterSidebar.css';

interface Props {
  /** Whether the phone's slide-over is open; the toolbar's Filters button sets it. */
  open: Store<boolean>;
  /** The panel, told whether the slide-over is open and how to close it. */
  children: (open: boolean, onClose: () => void) => ReactNode;
}

/** A sidebar on desktop; on phones a slide-over dialog the toolbar's Filters button opens. */
export function FilterSidebar({ open: openStore, children }: Props) {
  const t = useT();
  const open = useSyncExternalStore(openStore.subscribe, openStore.get);
  const onClose = useCallback(() => openStore.set(false), [openStore]);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The tap's frame starts the slide-in, the panel still off screen; its ~50 elements are styled, laid out and
  // painted in the next frame, no longer inside the tap's.
  const filled = useAfterPaint(open) && open;
  useEffect(() => {
    if (!open) return;
    // Focus moves back to what opened the slide-over (the Filters button) when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, onClose]);
  // And into it once its contents are painted: focusing lays the page out at once (~30 ms at 4× CPU in a tap).
  useEffect(() => (filled ? afterNextPaint(() => closeRef.current?.focus()) : undefined), [filled]);
  return (
    <>
      <div className={styles.backdrop} data-open={open} onClick={onClose} aria-hidden />
      <aside className={styles.sidebar} data-open={open} data-filled={filled} aria-label={t('Filters')}>
        <div className={styles.mobileHead}>
          <h2 className={styles.title}>{t('Filters')}</h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('Close filters')}
          >
            ✕
          </button>
        </div>
        {children(open, onClose)}
      </aside>
    </>
  );
}
