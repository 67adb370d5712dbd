import { memo, useCallback, useId, type ReactNode } from 'react';
import type { ProductFilters } from './productFilters';
import { CategoryFilter } from './CategoryFilter';
import * as styles from './FilterPanel.css';
import { PriceFilter } from './PriceFilter';
import { useDebouncedField } from './useDebouncedField';
import { useT } from '../../i18n/language';

export type FilterPatch = Partial<Omit<ProductFilters, 'page'>>;

interface Props {
  filters: ProductFilters;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
  /** The pointer rests on an option (undefined: it left): what choosing it would change. */
  onPreview?: (patch?: FilterPatch) => void;
  /** The category page filters within its own category, so it hides the category choice. */
  showCategory: boolean;
  /** The facets, after In Stock Only. */
  children?: ReactNode;
}

/**
 * docs/product.md §2 filter panel: search, category, price, in stock, the facets, clear all. Sort lives in the toolbar. Memo: the
 * listing renders again when results arrive, and the panel's ~20 inputs need not (only the URL moves them).
 */
const ignore = () => undefined;

export const FilterPanel = memo(function FilterPanel({
  filters,
  onChange,
  onClear,
  onPreview = ignore,
  showCategory,
  children,
}: Props) {
  const t = useT();
  const searchId = useId();
  const [search, setSearch] = useDebouncedField(filters.search ?? '', (value) =>
    onChange({ search: value || undefined }),
  );
  const changeCategory = useCallback((category: string | undefined) => onChange({ category }), [onChange]);
  const previewCategory = useCallback(
    (category: string | undefined | false) => onPreview(category === false ? undefined : { category }),
    [onPreview],
  );
  return (
    <div className={styles.panel}>
      <div className={styles.section}>
        <label htmlFor={searchId} className={styles.heading}>
          {t('Search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder={t('Search products...')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {showCategory && (
        <CategoryFilter value={filters.category} onChange={changeCategory} onPreview={previewCategory} />
      )}
      <PriceFilter minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} onPreview={onPreview} />
      <label
        className={styles.checkRow}
        onPointerEnter={() => onPreview({ inStock: filters.inStock ? undefined : true })}
        onPointerLeave={() => onPreview()}
      >
        <input
          type="checkbox"
          checked={filters.inStock === true}
          onChange={(e) => onChange({ inStock: e.target.checked || undefined })}
        />
        {t('In Stock Only')}
      </label>
      {children}
      <button type="button" className={styles.clear} onClick={onClear}>
        {t('Clear All Filters')}
      </button>
    </div>
  );
});
