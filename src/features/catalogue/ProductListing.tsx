import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../../api-schema/constants';
import { hasActiveFilters, type ProductFilters, type SortValue } from './productFilters';
import { serverMessage } from '../../api/http';
import { tKnown, useT } from '../../i18n/language';
import { productQueries } from './productQueries';
import type { FilterPatch } from './FilterPanel';
import { FilterSidebar } from './FilterSidebar';
import { chosenValues } from './facetChoice';
import { SortSelect } from './SortSelect';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { createStore } from '../../lib/createStore';
import { useAfterPaint } from '../../lib/useAfterPaint';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { ListingMessage } from './ListingMessage';
import { ProductGridSkeleton } from './ProductGrid';
import { RecentResultsGrid } from './RecentResultsGrid';
import * as styles from './ProductListing.css';

const NoResultsHelp = lazy(() => import('../search/NoResultsHelp'));
// The panel, facets and chips are not in the first load (docs/decisions/019-search-intent-and-facets.md); the
// panel's file is asked for as soon as the listing is, so a desktop's sidebar fills right after the first paint.
const loadFilters = () => import('./ListingFilters');
void loadFilters();
const ListingFilters = lazy(loadFilters);
const FilterChips = lazy(() => import('./FilterChips'));

/** How many filters are chosen (the Filters button says it): a price range counts once, each colour and material once. */
const chosenCount = (f: ProductFilters, showCategory: boolean) =>
  [
    showCategory && f.category,
    f.minPrice !== undefined || f.maxPrice !== undefined,
    f.inStock,
    f.discount,
    ...chosenValues(f.color),
    ...chosenValues(f.material),
  ].filter(Boolean).length;
// A flip that keeps the page count and current page leaves the pagination alone.
const ListingPagination = memo(Pagination);

/** useListing gives the filters and stable callbacks, so controls a flip does not touch skip rendering. */
interface Props {
  /** What the shopper chose (the URL's, validated, or a choice about to reach it). On a category page `category` is the page's own category. */
  filters: ProductFilters;
  onFiltersChange: (patch: FilterPatch) => void;
  /** `replace`: a correction of the URL (a page past the last), not a step the Back button should revisit. */
  onPageChange: (page: number, replace?: boolean) => void;
  onClear: () => void;
  /** The pointer rests on a filter option (undefined: it left): its results may be fetched ahead. */
  onPreview?: (patch?: FilterPatch) => void;
  showCategory: boolean;
}

/** Filters + toolbar + grid + pagination shared by /products and /category/{id} (docs/product.md §2). */
/** Memo: when the URL catches up with filters already shown, the page renders again and the listing need not. */
export const ProductListing = memo(function ProductListing({
  filters,
  onFiltersChange,
  onPageChange,
  onClear,
  onPreview,
  showCategory,
}: Props) {
  const t = useT();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  // The phone's slide-over: a tap on Filters renders the slide-over and its panel, not the listing.
  const [filtersOpen] = useState(() => createStore(false));
  const changeSort = useCallback((sort: SortValue | undefined) => onFiltersChange({ sort }), [onFiltersChange]);
  const changePage = useCallback(
    (page: number) => {
      onPageChange(page);
      window.scrollTo({ top: 0 });
    },
    [onPageChange],
  );
  // The controls answer a tap in its own frame; the results, their heading and chips follow in the next one
  // (a page of cards, revealed or built, and its query no longer hold back the frame that shows the tap).
  const shown = useAfterPaint(filters);
  const query = useQuery(productQueries.list(shown));
  const active = hasActiveFilters(showCategory ? filters : { ...filters, category: undefined });
  const { data } = query;
  const chosen = chosenCount(filters, showCategory);
  // The suggested word is a button inside the sentence: the text around it, in the reader's word order.
  const didYouMean = t('Did you mean {word}?').split('{word}');
  const understood = shown.search ? data?.understood : undefined;
  const readPrice = understood?.minPrice !== undefined || understood?.maxPrice !== undefined;
  const from = data ? (data.pagination.current - 1) * PAGE_SIZE + 1 : 0;
  const to = data ? Math.min(data.pagination.current * PAGE_SIZE, data.pagination.total) : 0;
  // `?page=99` of 15 pages goes to page 15 (it used to say "Showing 1177 - 168 of 168").
  const lastPage = data?.pagination.pages ?? 0;
  const pastTheEnd = !query.isPlaceholderData && lastPage > 0 && (shown.page ?? 1) > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage, true);
  }, [pastTheEnd, lastPage, onPageChange]);

  return (
    <div className={styles.layout}>
      <FilterSidebar open={filtersOpen}>
        {(open, close) => (
          <Suspense>
            <ListingFilters
              filters={filters}
              open={open}
              onClose={close}
              onFiltersChange={onFiltersChange}
              onClear={onClear}
              onPreview={onPreview}
              showCategory={showCategory}
            />
          </Suspense>
        )}
      </FilterSidebar>
      <section className={styles.results} aria-labelledby="results-heading">
        {/* Cards carry h3s: this keeps the outline h1 → h2 → h3 on phones, where the Filters h2 is hidden. */}
        <h2 id="results-heading" className={shown.search ? styles.resultsFor : visuallyHidden}>
          {!shown.search
            ? t('Results')
            : data
              ? t('Results for "{search}" ({total})', { search: shown.search, total: data.pagination.total })
              : t('Results for "{search}"', { search: shown.search })}
        </h2>
        {understood?.notice && <p className={styles.notice}>{tKnown(understood.notice)}</p>}
        {understood?.didYouMean && (
          <p className={styles.notice}>
            {didYouMean[0]}
            <button
              type="button"
              className={styles.clearLink}
              onClick={() => onFiltersChange({ search: understood.didYouMean })}
            >
              {understood.didYouMean}
            </button>
            {didYouMean[1]}
          </p>
        )}
        {(chosenCount(shown, showCategory) > 0 ||
          readPrice ||
          understood?.categories ||
          understood?.colours ||
          understood?.materials) && (
          <div className={styles.chipRow}>
            <Suspense>
              <FilterChips
                filters={shown}
                showCategory={showCategory}
                understood={understood}
                onFiltersChange={onFiltersChange}
              />
            </Suspense>
          </div>
        )}
        <div className={styles.toolbar}>
          <button type="button" className={styles.filtersButton} onClick={() => filtersOpen.set(true)}>
            {chosen > 0 ? t('Filters ({count})', { count: chosen }) : t('Filters')}
          </button>
          <p className={styles.count} aria-live="polite">
            {data &&
              !pastTheEnd &&
              data.pagination.total > 0 &&
              t('Showing {from} - {to} of {total} products', { from, to, total: data.pagination.total })}
            {query.isPlaceholderData && <Spinner label={t('Updating results')} />}
          </p>
          {active && (
            <button type="button" className={styles.clearLink} onClick={onClear}>
              {t('Clear all')}
            </button>
          )}
          <SortSelect value={filters.sort} searching={Boolean(filters.search)} onChange={changeSort} />
          <div role="group" aria-label={t('View')} className={styles.toggle}>
            <button type="button" aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')}>
              {t('Grid')}
            </button>
            <button type="button" aria-pressed={layout === 'list'} onClick={() => setLayout('list')}>
              {t('List')}
            </button>
          </div>
        </div>
        {query.isError ? (
          <ListingMessage
            title={t('Something went wrong')}
            text={tKnown(serverMessage(query.error) ?? t('Failed to fetch products'))}
          />
        ) : !data || pastTheEnd ? (
          <ProductGridSkeleton />
        ) : data.products.length === 0 ? (
          <>
            <ListingMessage title={t('No products found')} text={t('Try adjusting your filters or search terms')} />
            {shown.search && (
              <Suspense>
                <NoResultsHelp search={shown.search} />
              </Suspense>
            )}
          </>
        ) : (
          <>
            <RecentResultsGrid
              products={data.products}
              layout={layout}
              pending={query.isPlaceholderData}
              // Cards open on the colour filtered for or, failing that, the colour words the search read.
              colorFilter={shown.color ?? understood?.colours?.join(',')}
            />
            <ListingPagination
              current={data.pagination.current}
              pages={data.pagination.pages}
              onChange={changePage}
              // Under 9 cards it can be on screen (a short last page).
              className={data.products.length > 8 ? styles.laterPagination : undefined}
            />
          </>
        )}
      </section>
    </div>
  );
});
