import { describe, expect, it } from 'vitest';
import type { ProductFilters } from '../../src/features/catalogue/productFilters';
import { pageWindow } from '../../src/lib/pageWindow';
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
