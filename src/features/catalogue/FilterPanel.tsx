import { memo, useCallback, useId } from 'react';
import type { ProductFilters } from './productFilters';
import { CategoryFilter } from './CategoryFilter';
import * as styles from './FilterPanel.css';
import { PriceFilter } from './PriceFilter';
import { useDebouncedField } from './useDebouncedField';

export type FilterPatch = Partial<Omit<ProductFilters, 'page'>>;

interface Props {
  filters: ProductFilters;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
  /** The category page filters within its own category, so it hides the category choice. */
  showCategory: boolean;
}

/**
 * Spec §2 filter panel: search, category, price, in stock, clear all. Sort lives in the toolbar. Memo: the
 * listing renders again when results arrive, and the panel's ~20 inputs need not (only the URL moves them).
 */
export const FilterPanel = memo(function FilterPanel({ filters, onChange, onClear, showCategory }: Props) {
  const searchId = useId();
  const [search, setSearch] = useDebouncedField(filters.search ?? '', (value) =>
    onChange({ search: value || undefined }),
  );
  const changeCategory = useCallback((category: string | undefined) => onChange({ category }), [onChange]);
  return (
    <div className={styles.panel}>
      <div className={styles.section}>
        <label htmlFor={searchId} className={styles.heading}>
          Search
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="Search products..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {showCategory && <CategoryFilter value={filters.category} onChange={changeCategory} />}
      <PriceFilter minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} />
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={filters.inStock === true}
          onChange={(e) => onChange({ inStock: e.target.checked || undefined })}
        />
        In Stock Only
      </label>
      <button type="button" className={styles.clear} onClick={onClear}>
        Clear All Filters
      </button>
    </div>
  );
});
