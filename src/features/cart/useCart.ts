import { useSyncExternalStore } from 'react';
import { cart } from './cart';
import { cartTotals } from '../../../api-schema/money';

export const useCartLines = () => useSyncExternalStore(cart.subscribe, cart.getSnapshot);

export const useCartCount = () => useSyncExternalStore(cart.subscribe, () => cartTotals(cart.getSnapshot()).totalItems);

export const useIsInCart = (productId: string, color: string) =>
  useSyncExternalStore(cart.subscribe, () =>
    cart.getSnapshot().some((l) => l.productId === productId && l.color === color),
  );
