import { describe, expect, it } from 'vitest';
import { formatINR } from '../../src/lib/format';

const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

describe('formatINR', () => {
  it('spells rupees exactly as Intl en-IN does', () => {
    const values = [
      0, 1, 9, 99, 999, 1000, 1299.5, 9999, 10_000, 99_999, 1_00_000, 12_34_567, 1_23_45_678, 99_99_99_999, 0.4, 2.5,
      -0.4, -1, -1500, -12_34_567.5,
    ];
    for (let n = 1; n < 1e12; n = n * 7 + 3) values.push(n);
    // Intl writes -₹0 for a negative amount that rounds to zero; a price never is one, so ₹0 is fine.
    for (const value of values) expect(formatINR(value), String(value)).toBe(intl.format(value).replace('-₹0', '₹0'));
  });

  it('groups lakhs and crores', () => {
    expect(formatINR(100000)).toBe('₹1,00,000');
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
  });
});
