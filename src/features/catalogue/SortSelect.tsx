import { memo, useId } from 'react';
import { DEFAULT_SORT, SORT_OPTIONS, type SortValue } from './productFilters';
import { useT } from '../../i18n/language';
import * as styles from './FilterPanel.css';

/** While searching, no chosen sort reads "Best match" (the API's relevance order); any other option is explicit. */
export const SortSelect = memo(function SortSelect({
  value,
  searching,
  onChange,
}: {
  value: SortValue | undefined;
  searching: boolean;
  onChange: (sort: SortValue | undefined) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.sortRow}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('Sort by')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? (searching ? '' : DEFAULT_SORT)}
        onChange={(e) => {
          const sort = e.target.value as SortValue | '';
          onChange(sort && (searching || sort !== DEFAULT_SORT) ? sort : undefined);
        }}
      >
        {searching && <option value="">{t('Best match')}</option>}
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
});
