import { createStore, useStoreValue } from '../../lib/createStore';

/** Open/closed state of the cart drawer (docs/product.md §4), shared by the header button and the drawer. */
const drawerOpen = createStore(false);

export const closeCartDrawer = () => drawerOpen.set(false);
export const toggleCartDrawer = () => drawerOpen.set(!drawerOpen.get());
export const useCartDrawerOpen = () => useStoreValue(drawerOpen, (open) => open);
