import { describe, expect, it } from 'vitest';
import { cartTotals, deliveryChargeFor, discountPercent, orderTotals } from '../../api-schema/money';

describe('discountPercent', () => {
  it.each([
    [750, 1000, 25],
    [999, 1499, 33], // 33.36 rounds down
    [995, 1990, 50],
    [667, 1000, 33], // 33.3
    [665, 1000, 34], // 33.5 rounds half up
    [1000, 1000, 0],
    [1200, 1000, 0],
    [1000, null, 0],
    [1000, undefined, 0],
    [0, 1000, 0],
    [null, 1000, 0],
  ])('price %s, old %s → %s%%', (price, oldPrice, expected) => {
    expect(discountPercent(price, oldPrice)).toBe(expected);
  });
});

describe('cartTotals', () => {
  it('sums items, price and savings only where the old price is higher', () => {
    expect(
      cartTotals([
        { price: 800, oldPrice: 1000, quantity: 2 },
        { price: 500, oldPrice: null, quantity: 1 },
        { price: 700, oldPrice: 600, quantity: 3 },
      ]),
    ).toEqual({ totalItems: 6, totalPrice: 800 * 2 + 500 + 700 * 3, savings: 400 });
  });
  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({ totalItems: 0, totalPrice: 0, savings: 0 });
  });
});

describe('free shipping above ₹999', () => {
  it.each([
    [0, 99, 99],
    [998, 99, 99],
    [999, 99, 99],
    [1000, 99, 0],
    [25_000, 149, 0],
    [500, 0, 0],
  ])('subtotal %s with city charge %s → %s', (subtotal, charge, expected) => {
    expect(deliveryChargeFor(subtotal, charge)).toBe(expected);
  });

  it('orderTotals adds the delivery charge, none before a city is chosen', () => {
    expect(orderTotals([{ price: 999, quantity: 1 }], 149)).toMatchObject({
      subtotal: 999,
      deliveryCharge: 149,
      totalAmount: 1148,
    });
    expect(orderTotals([{ price: 500, quantity: 2 }], 149)).toMatchObject({
      subtotal: 1000,
      deliveryCharge: 0,
      totalAmount: 1000,
    });
    expect(orderTotals([{ price: 300, quantity: 1 }], null)).toMatchObject({ deliveryCharge: 0, totalAmount: 300 });
  });
});
