import { showToast } from '../../ui/showToast';
import { CART_STORAGE_KEY } from '../../lib/constants';
import { createCartStore } from './createCartStore';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser: the cart still works for this page
  }
}

/** The shop's one cart, saved in localStorage and kept in step across tabs. */
export const cart = createCartStore({ storage: browserStorage(), storageKey: CART_STORAGE_KEY, notify: showToast });

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) cart.syncFromStorage(event.newValue);
  });
}
