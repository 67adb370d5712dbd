/**
 * The cart's public entry point, kept for the header, product card and product page:
 * `cart.add(product, color, quantity = 1)`, `cart.setQuantity`, `cart.remove`, `cart.clear`, and the hooks.
 * The store itself (no React) is createCartStore.ts; the hooks live in useCart.ts.
 */
export { cart } from './cart';
export type { CartLine } from './cartLines';
export { useCartCount, useCartLines, useIsInCart } from './useCart';
