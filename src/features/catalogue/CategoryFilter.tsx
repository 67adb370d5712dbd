import { useQuery } from '@tanstack/react-query';
import { memo, useCallback } from 'react';
import { useT } from '../../i18n/language';
import { categoryLabel } from '../../i18n/categoryLabel';
import { categoryListError, categoryQueries } from './categoryQueries';
import * as styles from './FilterPanel.css';

interface Props {
  value: string | undefined;
  onChange: (categoryId: string | undefined) => void;
  /** The pointer rests on an option (`false`: it left). */
  onPreview: (categoryId: string | undefined | false) => void;
}

/** The shop's active categories as radios (docs/product.md §2), "All Categories" first. */
export function CategoryFilter({ value, onChange, onPreview }: Props) {
  const t = useT();
  const { data: categories = [], error } = useQuery(categoryQueries.active());
  const all = { _id: '', categoryName: t('All Categories') };
  const choose = useCallback((id: string) => onChange(id || undefined), [onChange]);
  const preview = useCallback((id: string | false) => onPreview(id === false ? false : id || undefined), [onPreview]);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>{t('Category')}</legend>
      {[all, ...categories].map((category) => (
        <CategoryOption
          key={category._id}
          id={category._id}
          name={categoryLabel(category)}
          checked={(value ?? '') === category._id}
          onChoose={choose}
          onPreview={preview}
        />
      ))}
      {error && <p className={styles.note}>{categoryListError(error)}</p>}
    </fieldset>
  );
}

interface OptionProps {
  id: string;
  name: string;
  checked: boolean;
  onChoose: (id: string) => void;
  onPreview: (id: string | false) => void;
}

/** Memo: a flip re-renders the two radios whose state changed, not all of them. */
const CategoryOption = memo(function CategoryOption({ id, name, checked, onChoose, onPreview }: OptionProps) {
  return (
    <label
      className={styles.checkRow}
      onPointerEnter={() => checked || onPreview(id)}
      onPointerLeave={() => onPreview(false)}
    >
      <input type="radio" name="category" value={id} checked={checked} onChange={() => onChoose(id)} />
      {name}
    </label>
  );
});
