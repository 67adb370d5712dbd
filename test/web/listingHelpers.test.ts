import { describe, expect, it } from 'vitest';
import type { ProductFilters } from '../../src/features/catalogue/productFilters';
import { GAP, pageWindow, pagerItems } from '../../src/lib/pageWindow';
import { cleanListingSearch } from '../../src/features/catalogue/listingSearch';

describe('pageWindow (up to 5 page numbers)', () => {
  it('centres on the current page and stays inside 1..pages', () => {
    expect(pageWindow(1, 14)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 14)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(14, 14)).toEqual([10, 11, 12, 13, 14]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('cleanListingSearch middleware', () => {
  const run = (search: ProductFilters) => cleanListingSearch({ search, next: (s) => s });

  it('drops empty values and page 1', () => {
    expect(run({ search: '', category: undefined, page: 1, inStock: undefined })).toEqual({});
    expect(run({ page: 2, minPrice: 0 })).toEqual({ page: 2, minPrice: 0 });
  });

  it('keeps an explicitly chosen sort, even the default (home tiles link with sort=createdAt:desc)', () => {
    expect(run({ category: 'totes', sort: 'createdAt:desc' })).toEqual({ category: 'totes', sort: 'createdAt:desc' });
    expect(run({ category: 'totes', sort: undefined })).toEqual({ category: 'totes' });
  });
});

describe('pagerItems (first and last reachable, up to 5 page numbers)', () => {
  it('keeps the ends and the current page with a gap where pages are skipped', () => {
    expect(pagerItems(1, 43)).toEqual([1, 2, 3, 4, GAP, 43]);
    expect(pagerItems(3, 43)).toEqual([1, 2, 3, 4, GAP, 43]);
    expect(pagerItems(4, 43)).toEqual([1, GAP, 3, 4, 5, GAP, 43]);
    expect(pagerItems(20, 43)).toEqual([1, GAP, 19, 20, 21, GAP, 43]);
    expect(pagerItems(42, 43)).toEqual([1, GAP, 40, 41, 42, 43]);
    expect(pagerItems(43, 43)).toEqual([1, GAP, 40, 41, 42, 43]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 1)).toEqual([1]);
  });

  it('never shows more than 5 page numbers, and always the current one', () => {
    for (let pages = 1; pages <= 30; pages++)
      for (let current = 1; current <= pages; current++) {
        const numbers = pagerItems(current, pages).filter((item) => item !== GAP);
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
      }
  });
});
