import { useSyncExternalStore } from 'react';
import { FAVOURITES_STORAGE_KEY } from '../../lib/constants';

/** Favourite product ids, kept in localStorage so they survive reloads (no accounts, spec §1). */
const listeners = new Set<() => void>();
let ids: readonly string[] = read();

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(productId: string) {
  ids = ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
  try {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full quota: the favourite still holds for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useIsFavourite = (productId: string) => useSyncExternalStore(subscribe, () => ids.includes(productId));
