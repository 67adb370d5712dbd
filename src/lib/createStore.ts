import { useSyncExternalStore } from 'react';

/** A value outside React that components subscribe to (the cart, favourites, the drawer's state). */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The part of a store a component shows; it re-renders only when that part changes. */
export const useStoreValue = <T, S>(store: Store<T>, select: (value: T) => S): S =>
  useSyncExternalStore(store.subscribe, () => select(store.get()));
