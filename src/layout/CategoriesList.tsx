import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, type RefObject } from 'react';
import { categoryListError, categoryQueries } from '../features/catalogue/categoryQueries';
import { categoryLabel } from '../i18n/categoryLabel';
import { useT } from '../i18n/language';
import * as styles from './CategoriesList.css';

interface Props {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The whole dropdown (button and list): a pointer outside it closes the menu. */
  menuRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The Categories dropdown's items (CategoriesMenu), loaded when it first opens. */
export default function CategoriesList({ open, setOpen, menuRef, buttonRef }: Props) {
  const t = useT();
  const { data: categories, isPending, error } = useQuery(categoryQueries.active());
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => menuRef.current?.contains(e.target as Node) || setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      // Focus was in the list (or on the button): it goes back to the button, not to the page's start.
      if (menuRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, menuRef, buttonRef]);
  return (
    <>
      {isPending && <li className={styles.note}>{t('Loading categories...')}</li>}
      {error && <li className={styles.note}>{categoryListError(error)}</li>}
      {categories?.map((category) => (
        <li key={category._id}>
          <Link
            to="/category/$categoryId"
            params={{ categoryId: category._id }}
            className={styles.link}
            onClick={() => setOpen(false)}
          >
            {categoryLabel(category)}
          </Link>
        </li>
      ))}
    </>
  );
}
