import { describe, expect, it } from 'vitest';
import type { City, Product } from '../../api-schema/entities';
import { messages } from '../../api-schema/messages';
import { orderCreateInput, orderNotesMessages } from '../../api-schema/order';
import {
  atCurrentPrices,
  emptyCheckoutValues,
  orderAttemptFor,
  toOrderPayload,
  validateCheckout,
} from '../../src/features/checkout/checkoutValues';
import type { CartLine } from '../../src/features/cart/cartLines';

const cities: City[] = [{ _id: 'pune', name: 'Pune', deliveryCharge: 49 }];
const valid = {
  ...emptyCheckoutValues,
  name: ' Asha Verma ',
  email: 'asha@example.in',
  phone: '98765 43210',
  city: 'pune',
  address1: '12 MG Road',
  state: 'Maharashtra',
  pincode: '411001',
  notes: 'Ring twice',
  paymentMethod: 'cod',
  agreement: true,
};
const line: CartLine = {
  id: 'tote-Tan',
  productId: 'tote',
  name: 'Tote',
  price: 999,
  oldPrice: 1299,
  color: 'Tan',
  quantity: 2,
  image: '/x.svg',
};

describe('checkout values', () => {
  it('starts with cash on delivery chosen (the only mode on offer)', () => {
    expect(emptyCheckoutValues.paymentMethod).toBe('cod');
    expect(validateCheckout(emptyCheckoutValues, cities).paymentMethod).toBeUndefined();
  });

  it('gives every docs/product.md §5 message for an empty form', () => {
    expect(validateCheckout({ ...emptyCheckoutValues, paymentMethod: '' }, cities)).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      phone: messages.phoneRequired,
      city: messages.cityRequired,
      address1: messages.addressRequired,
      state: messages.stateRequired,
      pincode: messages.pinRequired,
      paymentMethod: messages.paymentRequired,
      agreement: messages.agreementRequired,
    });
  });

  it('checks formats, and a city that is not on the list', () => {
    expect(validateCheckout({ ...valid, email: 'a@b', phone: '123', pincode: '011001', city: 'leh' }, cities)).toEqual({
      email: messages.emailInvalid,
      phone: messages.phoneInvalid,
      pincode: messages.pinInvalid,
      city: messages.citySelect,
    });
    expect(validateCheckout({ ...valid, paymentMethod: 'online' }, cities)).toEqual({
      paymentMethod: messages.paymentRequired,
    });
    expect(validateCheckout(valid, cities)).toEqual({});
  });

  it('does not flag a city (e.g. restored from the draft) while the city list is still loading', () => {
    expect(validateCheckout({ ...valid, city: 'leh' }, undefined)).toEqual({});
    expect(validateCheckout({ ...valid, city: '' }, undefined)).toEqual({ city: messages.cityRequired });
  });

  it('builds the docs/product.md §3 payload: ids, quantities and colours; no payment mode or prices', () => {
    const payload = toOrderPayload(valid, [line]);
    expect(payload).toEqual({
      notes: 'Ring twice',
      agreement: true,
      products: [{ productId: 'tote', quantity: 2, color: 'Tan' }],
      shippingInfo: {
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '98765 43210',
        address1: '12 MG Road',
        address2: '',
        city: 'pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    });
    expect(orderCreateInput.safeParse(payload).success).toBe(true);
  });

  it('sends typed notes, trimmed, and leaves them out when blank', () => {
    const typed = toOrderPayload({ ...valid, notes: '  Please call before delivery.\nGift  ' }, [line]);
    expect(typed.notes).toBe('Please call before delivery.\nGift');
    expect(orderCreateInput.safeParse(typed).success).toBe(true);
    expect('notes' in toOrderPayload({ ...valid, notes: '   ' }, [line])).toBe(false);
  });

  it('refuses notes over 500 characters or with control characters, in the form and the payload alike', () => {
    expect(validateCheckout({ ...valid, notes: 'x'.repeat(500) }, cities)).toEqual({});
    expect(validateCheckout({ ...valid, notes: 'x'.repeat(501) }, cities)).toEqual({
      notes: orderNotesMessages.tooLong,
    });
    expect(validateCheckout({ ...valid, notes: 'Ring\u0007 twice' }, cities)).toEqual({
      notes: orderNotesMessages.control,
    });
    const payload = { ...toOrderPayload(valid, [line]), notes: 'esc\u001b[31m' };
    expect(orderCreateInput.safeParse(payload).success).toBe(false);
  });

  it('keeps the Idempotency-Key for an identical resubmit and makes a new one when the order changed', () => {
    let n = 0;
    const newKey = () => `key-${++n}`;
    const first = orderAttemptFor(null, toOrderPayload(valid, [line]), newKey);
    expect(first.key).toBe('key-1');
    const again = orderAttemptFor(first, toOrderPayload({ ...valid }, [{ ...line }]), newKey);
    expect(again).toBe(first);
    const edited = orderAttemptFor(again, toOrderPayload({ ...valid, address1: '14 MG Road' }, [line]), newKey);
    expect(edited.key).toBe('key-2');
    const moreBags = orderAttemptFor(
      edited,
      toOrderPayload({ ...valid, address1: '14 MG Road' }, [{ ...line, quantity: 3 }]),
      newKey,
    );
    expect(moreBags.key).toBe('key-3');
    // Notes are part of the order: new notes are a new attempt with a new key.
    expect(
      orderAttemptFor(
        moreBags,
        toOrderPayload({ ...valid, address1: '14 MG Road', notes: 'x' }, [{ ...line, quantity: 3 }]),
        newKey,
      ).key,
    ).toBe('key-4');
  });

  it('shows cart lines at the current price, flags a sold-out product, and keeps the saved price when unknown', () => {
    const other: CartLine = { ...line, id: 'pouch-Red', productId: 'pouch', price: 300, oldPrice: null };
    const tote = { _id: 'tote', newPrice: 1099, oldPrice: null, inStock: false, colors: [] } as unknown as Product;
    expect(atCurrentPrices([line, other], new Map([['tote', tote]]))).toEqual([
      { ...line, price: 1099, oldPrice: null, outOfStock: true },
      other,
    ]);
  });

  it('flags a line whose product the shop no longer has (404) and keeps the others', () => {
    const other: CartLine = { ...line, id: 'pouch-Red', productId: 'pouch', price: 300, oldPrice: null };
    expect(atCurrentPrices([line, other], new Map([['tote', null]]))).toEqual([{ ...line, unavailable: true }, other]);
  });
});
