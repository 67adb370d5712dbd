import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { categoryListError, categoryQueries } from '../features/catalogue/categoryQueries';
import { categoryLabel } from '../i18n/categoryLabel';
import { useT } from '../i18n/language';
import * as styles from './Header.css';

/** The header's Categories dropdown: each category → /category/{id}. Closes on Escape or outside click. */
export function CategoriesMenu({ linkClassName }: { linkClassName: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data: categories, isPending, error } = useQuery(categoryQueries.active());
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => ref.current?.contains(e.target as Node) || setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      // Focus was in the list (or on the button): it goes back to the button, not to the page's start.
      if (ref.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={styles.dropdown} ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className={linkClassName}
        aria-expanded={open}
        aria-controls="categories-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {t('Categories')} <span aria-hidden>▾</span>
      </button>
      <ul id="categories-menu" className={styles.dropdownList} hidden={!open}>
        {isPending && <li className={styles.dropdownNote}>{t('Loading categories...')}</li>}
        {error && <li className={styles.dropdownNote}>{categoryListError(error)}</li>}
        {categories?.map((category) => (
          <li key={category._id}>
            <Link
              to="/category/$categoryId"
              params={{ categoryId: category._id }}
              className={styles.dropdownLink}
              onClick={() => setOpen(false)}
            >
              {categoryLabel(category)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
