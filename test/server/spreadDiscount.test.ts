import { describe, expect, it } from 'vitest';
import { spreadDiscount } from '../../server/orders/pricing/spreadDiscount';

describe('a discount spread over the lines', () => {
  it('follows the lines’ values in whole rupees and adds up exactly', () => {
    expect(spreadDiscount([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([1299, 3401], 470)).toEqual([130, 340]);
    expect(spreadDiscount([500], 0)).toEqual([0]);
    for (let discount = 1; discount <= 500; discount += 37) {
      const shares = spreadDiscount([679, 1358, 2499, 99], discount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
      expect(shares.every((s) => s >= 0)).toBe(true);
    }
  });
});
