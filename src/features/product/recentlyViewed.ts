import { RECENTLY_VIEWED_COUNT, RECENTLY_VIEWED_STORAGE_KEY } from '../../lib/constants';
import { createStore, useStoreValue } from '../../lib/createStore';

/** Product ids the shopper opened, newest first, at most 8; in localStorage like the cart. */
const recent = createStore<readonly string[]>(read());

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string').slice(0, RECENTLY_VIEWED_COUNT)
      : [];
  } catch {
    return [];
  }
}

export function rememberViewed(productId: string) {
  const next = [productId, ...recent.get().filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_COUNT);
  try {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the list still holds for this visit.
  }
  recent.set(next);
}

const all = (ids: readonly string[]) => ids;
export const useRecentlyViewed = () => useStoreValue(recent, all);
