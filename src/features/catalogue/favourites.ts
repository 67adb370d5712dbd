import { FAVOURITES_STORAGE_KEY } from '../../lib/constants';
import { createLazyStore, useStoreValue } from '../../lib/createStore';

/** Favourite product ids, kept in localStorage so they survive reloads (no accounts, docs/product.md §1). */
const favourites = createLazyStore<readonly string[]>(read);

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(productId: string) {
  const ids = favourites.get();
  const next = ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
  try {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the favourite still holds for this visit.
  }
  favourites.set(next);
}

export const useIsFavourite = (productId: string) => useStoreValue(favourites, (ids) => ids.includes(productId));

const allIds = (ids: readonly string[]) => ids;
/** Every favourite, most recently hearted first. */
export const useFavouriteIds = () => [...useStoreValue(favourites, allIds)].reverse();
