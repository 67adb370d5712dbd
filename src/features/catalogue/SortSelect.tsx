import { useId } from 'react';
import { DEFAULT_SORT, SORT_OPTIONS, type SortValue } from './productFilters';
import * as styles from './FilterPanel.css';

export function SortSelect({
  value,
  onChange,
}: {
  value: SortValue | undefined;
  onChange: (sort: SortValue | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sortRow}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sort by
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? DEFAULT_SORT}
        onChange={(e) => {
          const sort = e.target.value as SortValue;
          onChange(sort === DEFAULT_SORT ? undefined : sort);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
