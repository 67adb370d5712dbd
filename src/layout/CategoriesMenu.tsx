import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { categoryQueries } from '../features/catalogue/categoryQueries';
import { useT } from '../i18n/language';
import * as styles from './Header.css';

// The list and its ways to close download when the menu is about to open (pointer over it, focus), not with
// every page.
const loadList = () => import('./CategoriesList');
const CategoriesList = lazy(loadList);

/** The header's Categories dropdown: each category → /category/{id}. Closes on Escape or outside click. */
export function CategoriesMenu({ linkClassName }: { linkClassName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Once opened, the list stays built (hidden) while the menu is shut.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Asked for with the page, so the list is ready when it first opens.
  useQuery(categoryQueries.active());
  return (
    <div className={styles.dropdown} ref={menuRef}>
      <button
        ref={buttonRef}
        type="button"
        className={linkClassName}
        aria-expanded={open}
        aria-controls="categories-menu"
        onPointerEnter={loadList}
        onFocus={loadList}
        onClick={() => setOpen((o) => !o)}
      >
        {t('Categories')} <span aria-hidden>▾</span>
      </button>
      <ul id="categories-menu" className={styles.dropdownList} hidden={!open}>
        {opened && (
          <Suspense>
            <CategoriesList open={open} setOpen={setOpen} menuRef={menuRef} buttonRef={buttonRef} />
          </Suspense>
        )}
      </ul>
    </div>
  );
}
