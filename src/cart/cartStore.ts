import { useSyncExternalStore } from 'react';
import type { Product } from '../../api-schema/entities';

/**
 * INTERFACE STUB — the cart issue replaces the body of this file (store without React inside,
 * persistence, toasts, cross-tab sync). The exported names and signatures are the contract the
 * product card, product page and header already call.
 */
export interface CartLine {
  id: string;
  productId: string;
  name: string;
  price: number;
  oldPrice: number | null;
  color: string;
  quantity: number;
  image: string;
}

let lines: CartLine[] = [];
const listeners = new Set<() => void>();

export const cart = {
  getSnapshot: (): readonly CartLine[] => lines,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(_product: Product, _color: string, _quantity = 1) {},
  setQuantity(_lineId: string, _quantity: number) {},
  remove(_lineId: string) {},
  clear() {},
};

export const useCartLines = () => useSyncExternalStore(cart.subscribe, cart.getSnapshot);
export const useCartCount = () => useCartLines().reduce((n, l) => n + l.quantity, 0);
export const useIsInCart = (productId: string, color: string) =>
  useCartLines().some((l) => l.productId === productId && l.color === color);
