import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE, QUANTITY_MAX } from '../../api-schema/constants';
import { CART_STORAGE_KEY } from '../../src/lib/constants';
import type { Product } from '../../api-schema/entities';
import { cartTotals } from '../../api-schema/money';
import { createCartStore } from '../../src/features/cart/createCartStore';
import { type CartLine, lineFromProduct } from '../../src/features/cart/cartLines';

const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  _id: id,
  productName: `Bag ${id}`,
  description: '',
  returnPolicy: '',
  newPrice: 1000,
  oldPrice: 1500,
  inStock: true,
  category: { _id: 'totes', categoryName: 'Totes' },
  colors: [
    { colorName: 'Tan', colorCode: '#c90', images: ['/images/tan-1.svg', '/images/tan-2.svg'] },
    { colorName: 'Black', colorCode: '#000', images: [] },
  ],
  specifications: [],
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

function setup(saved?: string) {
  const data = new Map<string, string>();
  if (saved !== undefined) data.set(CART_STORAGE_KEY, saved);
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
  const notify = { success: vi.fn(), error: vi.fn() };
  const log = vi.fn();
  const store = createCartStore({ storage, storageKey: CART_STORAGE_KEY, notify, log });
  const saved_ = () => JSON.parse(data.get(CART_STORAGE_KEY) ?? 'null') as CartLine[];
  return { store, notify, log, saved: saved_, data };
}

describe('cart store', () => {
  it('appends a new line with the id, price and image rules of docs/product.md §3', () => {
    const { store, notify } = setup();
    store.add(product('tote'), 'Tan');
    expect(store.getSnapshot()).toEqual([
      {
        id: 'tote-Tan',
        productId: 'tote',
        name: 'Bag tote',
        price: 1000,
        oldPrice: 1500,
        color: 'Tan',
        quantity: 1,
        image: '/images/tan-1.svg',
      },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Bag tote added to cart');
  });

  it('falls back to the first colour image, then to the placeholder', () => {
    const { store } = setup();
    store.add(product('a'), 'Black');
    store.add(product('b', { colors: [] }), 'Red');
    expect(store.getSnapshot().map((l) => l.image)).toEqual(['/images/tan-1.svg', PLACEHOLDER_IMAGE]);
  });

  it('adding the same product and colour increases the quantity by the given amount', () => {
    const { store, notify } = setup();
    store.add(product('tote'), 'Tan');
    store.add(product('tote'), 'Tan', 3);
    store.add(product('tote'), 'Black');
    expect(store.getSnapshot().map((l) => [l.id, l.quantity])).toEqual([
      ['tote-Tan', 4],
      ['tote-Black', 1],
    ]);
    expect(notify.success).toHaveBeenNthCalledWith(2, 'Updated Bag tote quantity in cart');
  });

  it('caps a line at QUANTITY_MAX', () => {
    const { store } = setup();
    store.add(product('tote'), 'Tan', 8);
    store.add(product('tote'), 'Tan', 8);
    expect(store.getSnapshot()[0]?.quantity).toBe(QUANTITY_MAX);
    store.setQuantity('tote-Tan', 50);
    expect(store.getSnapshot()[0]?.quantity).toBe(QUANTITY_MAX);
  });

  it('refuses to add to a line already at QUANTITY_MAX, with an error instead of "Updated"', () => {
    const { store, notify, saved } = setup();
    store.add(product('tote'), 'Tan', QUANTITY_MAX);
    const before = store.getSnapshot();
    notify.success.mockClear();
    store.add(product('tote'), 'Tan');
    expect(store.getSnapshot()).toBe(before);
    expect(saved()[0]!.quantity).toBe(QUANTITY_MAX);
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(`You can order at most ${QUANTITY_MAX} of Bag tote`);
  });

  it('sets a quantity, and 0 or below removes the line', () => {
    const { store, notify } = setup();
    store.add(product('a'), 'Tan');
    store.add(product('b'), 'Tan');
    store.setQuantity('a-Tan', 3);
    expect(store.getSnapshot()[0]?.quantity).toBe(3);
    store.setQuantity('a-Tan', 0);
    store.setQuantity('b-Tan', -1);
    expect(store.getSnapshot()).toEqual([]);
    expect(notify.success).toHaveBeenLastCalledWith('Item removed from cart');
  });

  it('removes a line and clears the cart with their toasts', () => {
    const { store, notify } = setup();
    store.add(product('a'), 'Tan');
    store.add(product('b'), 'Tan');
    store.remove('a-Tan');
    expect(store.getSnapshot().map((l) => l.id)).toEqual(['b-Tan']);
    expect(notify.success).toHaveBeenLastCalledWith('Item removed from cart');
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(notify.success).toHaveBeenLastCalledWith('Cart cleared');
  });

  it('gives totals through cartTotals: items, price and savings only where old price is higher', () => {
    const { store } = setup();
    store.add(product('a'), 'Tan', 2);
    store.add(product('b', { newPrice: 500, oldPrice: 400 }), 'Tan');
    store.add(product('c', { newPrice: 700, oldPrice: null }), 'Tan');
    expect(cartTotals(store.getSnapshot())).toEqual({ totalItems: 4, totalPrice: 3200, savings: 1000 });
  });

  it('saves on every change and notifies subscribers', () => {
    const { store, saved } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(product('a'), 'Tan');
    expect(saved()).toHaveLength(1);
    store.setQuantity('a-Tan', 2);
    expect(saved()[0]!.quantity).toBe(2);
    store.clear();
    expect(saved()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.add(product('a'), 'Tan');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('restores a saved cart on load', () => {
    const first = setup();
    first.store.add(product('a'), 'Tan', 2);
    const raw = first.data.get(CART_STORAGE_KEY)!;
    const { store } = setup(raw);
    expect(store.getSnapshot()).toEqual(first.store.getSnapshot());
  });

  it('only logs a corrupt saved cart and starts empty', () => {
    for (const raw of ['{not json', '{"a":1}', '"text"']) {
      const { store, log } = setup(raw);
      expect(store.getSnapshot()).toEqual([]);
      expect(log).toHaveBeenCalledOnce();
    }
  });

  it('drops malformed lines but keeps good ones', () => {
    const good = {
      id: 'a-Tan',
      productId: 'a',
      name: 'A',
      price: 1,
      oldPrice: null,
      color: 'Tan',
      quantity: 2,
      image: '/x.svg',
    };
    const { store } = setup(JSON.stringify([good, { id: 'b' }, { ...good, quantity: 0 }]));
    expect(store.getSnapshot()).toEqual([good]);
  });

  it('survives storage that throws', () => {
    const log = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const store = createCartStore({
      storage,
      storageKey: CART_STORAGE_KEY,
      notify: { success: vi.fn(), error: vi.fn() },
      log,
    });
    store.add(product('a'), 'Tan');
    expect(store.getSnapshot()).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('takes another tab’s cart from a storage event without saving or toasting', () => {
    const { store, notify, data } = setup();
    const other = setup();
    other.store.add(product('z'), 'Tan', 5);
    const listener = vi.fn();
    store.subscribe(listener);
    store.syncFromStorage(other.data.get(CART_STORAGE_KEY)!);
    expect(store.getSnapshot().map((l) => [l.id, l.quantity])).toEqual([['z-Tan', 5]]);
    expect(listener).toHaveBeenCalledOnce();
    expect(notify.success).not.toHaveBeenCalled();
    expect(data.has(CART_STORAGE_KEY)).toBe(false);
    store.syncFromStorage(null);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('cart store start-up', () => {
  const storeReading = (saved: string) => {
    const getItem = vi.fn(() => saved);
    const notify = { success: vi.fn(), error: vi.fn() };
    const store = createCartStore({ storage: { getItem, setItem: vi.fn() }, storageKey: CART_STORAGE_KEY, notify });
    return { store, getItem };
  };
  const line = lineFromProduct(product('tote'), 'Tan', 2);

  it('reads the saved cart when first asked for, not when created (a first localStorage read is slow)', () => {
    const { store, getItem } = storeReading(JSON.stringify([line]));
    expect(getItem).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual([line]);
    store.getSnapshot();
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it('a change from another tab before the first read replaces the saved value', () => {
    const { store, getItem } = storeReading('[]');
    store.syncFromStorage(JSON.stringify([line]));
    expect(store.getSnapshot()).toEqual([line]);
    expect(getItem).not.toHaveBeenCalled();
  });
});
