import { Suspense, lazy, useState } from 'react';
import { useCartDrawerOpen } from '../features/cart/drawerState';

const loadDrawer = () => import('../features/cart/CartDrawer');
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

/** Warms the drawer's code before the first click (cart button hover/focus). */
export const preloadCartDrawer = () => void loadDrawer();

/**
 * The drawer's code stays out of the first load (listing budget: 120 KiB); it is fetched when the
 * shopper first opens the cart and then stays mounted so later opens animate normally.
 */
export function LazyCartDrawer() {
  const open = useCartDrawerOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
