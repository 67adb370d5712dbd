import { colourStockLeft } from '../../../api-schema/colourStock';
import { QUANTITY_MAX } from '../../../api-schema/constants';
import type { Product } from '../../../api-schema/entities';
import { t } from '../../i18n/language';
import { createLazyStore } from '../../lib/createStore';
import { type CartLine, clampQuantity, quantityLimit, isCartLine, lineFromProduct, lineId } from './cartLines';

/** The slice of `Storage` the store needs, so tests can pass a Map-backed fake. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface CartNotifier {
  success(message: string): void;
  error(message: string): void;
}

export interface CartStoreOptions {
  storage: CartStorage | null;
  storageKey: string;
  notify: CartNotifier;
  log?: (message: string, error: unknown) => void;
}

/** docs/product.md §4 cart: plain module state, persisted on every change, no React inside. */
export function createCartStore({ storage, storageKey, notify, log = console.error }: CartStoreOptions) {
  const state = createLazyStore<readonly CartLine[]>(() => parse(read()));

  function read(): string | null {
    try {
      return storage?.getItem(storageKey) ?? null;
    } catch (error) {
      log('Could not read the saved cart', error);
      return null;
    }
  }

  function parse(raw: string | null): readonly CartLine[] {
    if (!raw) return [];
    try {
      const value: unknown = JSON.parse(raw);
      if (!Array.isArray(value)) throw new Error('the saved cart is not a list');
      return value
        .filter(isCartLine)
        .map((l) => ({ ...l, quantity: clampQuantity(l.quantity, quantityLimit(l.stockLeft)) }));
    } catch (error) {
      log('Could not parse the saved cart', error);
      return [];
    }
  }

  function commit(next: readonly CartLine[]) {
    state.set(next);
    try {
      storage?.setItem(storageKey, JSON.stringify(next));
    } catch (error) {
      log('Could not save the cart', error);
    }
  }

  function remove(id: string) {
    commit(state.get().filter((l) => l.id !== id));
    notify.success(t('Item removed from cart'));
  }

  return {
    getSnapshot: state.get,
    subscribe: state.subscribe,
    add(product: Product, color: string, quantity = 1) {
      const id = lineId(product._id, color);
      const existing = state.get().find((l) => l.id === id);
      const stockLeft = colourStockLeft(product, color);
      const limit = quantityLimit(stockLeft);
      if (existing && existing.quantity >= limit) {
        notify.error(
          t(limit < QUANTITY_MAX ? 'Only {limit} of {name}' : 'You can order at most {limit} of {name}', {
            limit,
            name: product.productName,
          }),
        );
      } else if (existing) {
        commit(
          state.get().map((l) =>
            l.id === id
              ? {
                  ...l,
                  stockLeft,
                  quantity: clampQuantity(l.quantity + quantity, limit),
                }
              : l,
          ),
        );
        notify.success(t('Updated {name} quantity in cart', { name: product.productName }));
      } else {
        commit([...state.get(), lineFromProduct(product, color, quantity)]);
        notify.success(t('{name} added to cart', { name: product.productName }));
      }
    },
    setQuantity(id: string, quantity: number) {
      if (quantity <= 0) return remove(id);
      commit(
        state
          .get()
          .map((l) => (l.id === id ? { ...l, quantity: clampQuantity(quantity, quantityLimit(l.stockLeft)) } : l)),
      );
    },
    remove,
    clear() {
      commit([]);
      notify.success(t('Cart cleared'));
    },
    /** Another tab saved the cart (storage event): take its value without saving or toasting. */
    syncFromStorage(raw: string | null) {
      state.set(parse(raw));
    },
  };
}
