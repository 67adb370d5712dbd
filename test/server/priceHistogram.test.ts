import { describe, expect, it } from 'vitest';
import { countPriceRange, type PriceHistogram } from '../../server/catalogue/priceHistogram';

// Prices 100 (2 products), 250 (1), 999 (4).
const histogram: PriceHistogram = { prices: Int32Array.of(100, 250, 999), upTo: Int32Array.of(2, 3, 7) };
const empty: PriceHistogram = { prices: new Int32Array(0), upTo: new Int32Array(0) };

describe('countPriceRange', () => {
  it('counts both bounds inclusively, either bound optional', () => {
    expect(countPriceRange(histogram)).toBe(7);
    expect(countPriceRange(histogram, 100, 999)).toBe(7);
    expect(countPriceRange(histogram, 101, 998)).toBe(1);
    expect(countPriceRange(histogram, 250, 250)).toBe(1);
    expect(countPriceRange(histogram, 250)).toBe(5);
    expect(countPriceRange(histogram, undefined, 250)).toBe(3);
    expect(countPriceRange(histogram, 0, 99)).toBe(0);
    expect(countPriceRange(histogram, 1000)).toBe(0);
    expect(countPriceRange(histogram, 251, 998)).toBe(0);
  });

  it('an empty filter set counts 0 for any range', () => {
    expect(countPriceRange(empty)).toBe(0);
    expect(countPriceRange(empty, 10, 20)).toBe(0);
  });
});
