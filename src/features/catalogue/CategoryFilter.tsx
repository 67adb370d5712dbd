import type { Category } from '../../../api-schema/entities';
import * as styles from './FilterPanel.css';

interface Props {
  categories: readonly Category[];
  error?: string;
  value: string | undefined;
  onChange: (categoryId: string | undefined) => void;
}

export function CategoryFilter({ categories, error, value, onChange }: Props) {
  const options = [{ _id: '', categoryName: 'All Categories' }, ...categories];
  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>Category</legend>
      {options.map((category) => (
        <label key={category._id} className={styles.checkRow}>
          <input
            type="radio"
            name="category"
            value={category._id}
            checked={(value ?? '') === category._id}
            onChange={() => onChange(category._id || undefined)}
          />
          {category.categoryName}
        </label>
      ))}
      {error && <p className={styles.note}>{error}</p>}
    </fieldset>
  );
}
