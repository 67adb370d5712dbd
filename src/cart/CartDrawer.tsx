/** INTERFACE STUB — the cart issue builds the drawer (spec §2). The layout mounts <CartDrawer /> once. */
export function CartDrawer() {
  return null;
}
