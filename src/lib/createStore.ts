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

/**
 * A store whose first value is computed when first asked for, not when its module is evaluated: a first
 * localStorage read opens the storage (several ms), which would lengthen the app's module-evaluation task.
 */
export function createLazyStore<T>(initial: () => T): Store<T> {
  let store: Store<T> | undefined;
  const loaded = () => (store ??= createStore(initial()));
  return {
    get: () => loaded().get(),
    set: (next) => (store ? store.set(next) : (store = createStore(next))),
    subscribe: (listener) => loaded().subscribe(listener),
  };
}

/** The part of a store a component shows; it re-renders only when that part changes. */
export const useStoreValue = <T, S>(store: Store<T>, select: (value: T) => S): S =>
  useSyncExternalStore(store.subscribe, () => select(store.get()));
