import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { FacetFilters } from './FacetFilters';
import { FilterPanel, type FilterPatch } from './FilterPanel';
import type { ProductFilters } from './productFilters';
import { productQueries } from './productQueries';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/language';
import * as styles from './FacetFilters.css';

interface Props {
  filters: ProductFilters;
  /** The phone's drawer is open: changes are collected until "Show N products". */
  open: boolean;
  onClose: () => void;
  onFiltersChange: (patch: FilterPatch) => void;
  onClear: () => void;
  onPreview?: (patch?: FilterPatch) => void;
  showCategory: boolean;
}

/**
 * The filter panel and its facets, loaded after the first paint (docs/decisions/019-search-intent-and-facets.md).
 * On a desktop each change applies at once. In the phone's drawer the changes are a draft: the listing behind
 * stays as it is, the button says how many products the draft shows (its page is fetched meanwhile, so
 * applying it is instant), and closing the drawer without it leaves the listing unchanged.
 * Memo: results arriving re-render the listing, not the panel; a desktop flip renders the panel once.
 */
export default memo(function ListingFilters({
  filters,
  open: opened,
  onClose,
  onFiltersChange,
  onClear,
  onPreview,
  showCategory,
}: Props) {
  // The slide-over opens in the tap's own frame; the draft, the facets' counts and "Show N products" are rendered
  // just after (the panel's ~20 inputs and a request, ~40 ms at 4× CPU, no longer hold that frame back).
  const open = useDeferredValue(opened);
  const [draft, setDraft] = useState<ProductFilters>();
  if (open && !draft) setDraft(filters);
  if (!open && draft) setDraft(undefined);
  const shown = (open && draft) || filters;
  // Stable while the drawer is shut, so the memoised panel and facets skip what a flip does not change.
  const changeDraft = useCallback(
    (patch: FilterPatch) => setDraft((d) => d && { ...d, ...patch, page: undefined }),
    [],
  );
  const change = open ? changeDraft : onFiltersChange;
  const clear = open ? () => setDraft(showCategory ? {} : { category: filters.category }) : onClear;
  const apply = () => {
    const patch: Record<string, unknown> = { ...shown };
    for (const key of Object.keys(filters)) if (!(key in shown)) patch[key] = undefined;
    onFiltersChange(patch);
    onClose();
  };
  return (
    <>
      <FilterPanel
        filters={shown}
        onChange={change}
        onClear={clear}
        onPreview={open ? undefined : onPreview}
        showCategory={showCategory}
      >
        <FacetFilters filters={shown} onChange={change} load={open} />
      </FilterPanel>
      {open && <ShowDraftButton draft={shown} onApply={apply} />}
    </>
  );
});

/**
 * "Show N products": the draft's count, from its first page (fetched meanwhile). Only in the open drawer, so a
 * desktop flip has no second query observer to move to the new filters.
 */
function ShowDraftButton({ draft, onApply }: { draft: ProductFilters; onApply: () => void }) {
  const t = useT();
  const total = useQuery(productQueries.list(draft)).data?.pagination.total;
  return (
    <div className={styles.showButton}>
      <Button block onClick={onApply} disabled={total === undefined}>
        {total === undefined
          ? t('Counting…')
          : t(total === 1 ? 'Show {count} product' : 'Show {count} products', { count: total })}
      </Button>
    </div>
  );
}
