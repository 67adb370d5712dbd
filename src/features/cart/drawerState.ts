import { useSyncExternalStore } from 'react';

/** Open/closed state of the cart drawer (spec §4), shared by the header button and the drawer. */
let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  open = next;
  listeners.forEach((l) => l());
};

export const openCartDrawer = () => set(true);
export const closeCartDrawer = () => set(false);
export const toggleCartDrawer = () => set(!open);
export const useCartDrawerOpen = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
