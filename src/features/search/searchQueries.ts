import { queryOptions } from '@tanstack/react-query';
import { searchSuggestionsResponse } from '../../../api-schema/searchSuggestions';
import { http } from '../../api/http';

/** Typing faster than this fetches nothing in between. */
const DEBOUNCE_MS = 200;

/** Resolves after `ms` unless the query is cancelled first (its key changed: the shopper typed on). */
const settle = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

/** The same words typed again (any case or spacing) reuse one cached answer. */
export const suggestionKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export const searchQueries = {
  suggestions: (text: string) =>
    queryOptions({
      queryKey: ['search', 'suggestions', suggestionKey(text)],
      // Debounced here: each keystroke's query waits, and a query left behind by the next keystroke
      // is cancelled (TanStack Query aborts an unused query whose signal was read) before it fetches.
      queryFn: async ({ signal }) => {
        await settle(DEBOUNCE_MS, signal);
        const body = await http
          .get('search/suggestions', { searchParams: { q: suggestionKey(text) }, signal })
          .json(searchSuggestionsResponse);
        return body.data;
      },
      // One letter narrows nothing down; suggestions start at two.
      enabled: suggestionKey(text).length >= 2,
      staleTime: 5 * 60_000,
    }),
};
