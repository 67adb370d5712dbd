import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { cleanFilters, type ProductFilters } from './productFilters';
import type { FilterPatch } from './FilterPanel';
import { productQueries } from './productQueries';

/** As links preload on intent: a pointer resting this long on a filter option fetches its results. */
const PREVIEW_DELAY_MS = 50;

/** What the URL would say (listingSearch's cleaning: defaults dropped, an explicitly chosen sort kept). */
const urlForm = (filters: ProductFilters) => JSON.stringify({ ...cleanFilters(filters), sort: filters.sort });
const sameFilters = (a: ProductFilters, b: ProductFilters) => urlForm(a) === urlForm(b);

/** Filters the shopper just chose, shown before the URL has them, and the URL's filters they replace. */
interface Chosen {
  from: ProductFilters;
  to: ProductFilters;
}

/**
 * The listing's filters and its ways to change them. A change shows at once (the controls; the results follow
 * in the next frame) and reaches the URL after the results' frame is painted: the router's navigation (building and validating the
 * location, matching routes, four store updates and their React commits) is 20–30 ms at 4× CPU that the
 * shopper need not wait for to see the results. The URL stays the source of truth: once it moves (to the
 * chosen filters, or anywhere else, e.g. Back) the listing shows what it says. Changes made within one frame
 * make one navigation, to the last of them.
 *
 * `onPreview(patch)`: the pointer rests on an option (`undefined`: it left); its results are fetched ahead
 * of the click, so a new combination is usually cached by the time it is chosen.
 *
 * `navigate` writes filters to the URL; `cleared` is what "Clear all" leaves (a category page keeps its
 * category). The callbacks keep their identity, and equal filters stay the same object, so memoised
 * controls that did not change skip rendering, also when the URL catches up with a choice already shown.
 */
export function useListing(
  urlFilters: ProductFilters,
  navigate: (filters: ProductFilters, replace: boolean) => void,
  cleared: ProductFilters = {},
) {
  const [chosen, setChosen] = useState<Chosen>();
  const ahead = chosen !== undefined && sameFilters(chosen.from, urlFilters);
  if (chosen && !ahead) setChosen(undefined);
  const next = ahead ? chosen.to : urlFilters;
  const [filters, setFilters] = useState(next);
  if (!sameFilters(filters, next)) setFilters(next);

  const latest = useRef({ filters, urlFilters, navigate, cleared });
  useLayoutEffect(() => {
    latest.current = { filters, urlFilters, navigate, cleared };
  });
  const cancel = useRef<() => void>(undefined);
  const go = useCallback((to: ProductFilters, replace = false) => {
    setChosen({ from: latest.current.urlFilters, to });
    cancel.current?.();
    // The tap's frame shows the controls, the next one the results (ProductListing): the URL follows that one.
    cancel.current = afterNextPaint(() => {
      cancel.current = afterNextPaint(() => {
        cancel.current = undefined;
        latest.current.navigate(to, replace);
      });
    });
  }, []);

  const onFiltersChange = useCallback(
    (patch: FilterPatch) => go({ ...latest.current.filters, ...patch, page: undefined }),
    [go],
  );
  const onPageChange = useCallback(
    (page: number, replace?: boolean) => go({ ...latest.current.filters, page }, replace),
    [go],
  );
  const onClear = useCallback(() => go(latest.current.cleared), [go]);

  const queryClient = useQueryClient();
  const previewTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onPreview = useCallback(
    (patch?: FilterPatch) => {
      clearTimeout(previewTimer.current);
      if (!patch) return;
      previewTimer.current = setTimeout(() => {
        const next = { ...latest.current.filters, ...patch, page: undefined };
        void queryClient.prefetchQuery(productQueries.list(next));
      }, PREVIEW_DELAY_MS);
    },
    [queryClient],
  );
  return { filters, onFiltersChange, onPageChange, onClear, onPreview };
}
