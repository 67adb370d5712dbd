import { describe, expect, it } from 'vitest';
import { productFiltersSchema } from '../../src/features/catalogue/productFilters';
import { parsePlainSearch, stringifyPlainSearch } from '../../src/lib/plainSearch';

describe('plain search params', () => {
  it('writes values as plain text, skipping empty ones, with readable colons', () => {
    expect(
      stringifyPlainSearch({
        category: 'totes',
        sort: 'createdAt:desc',
        page: 2,
        inStock: true,
        search: '',
        minPrice: undefined,
      }),
    ).toBe('?category=totes&sort=createdAt:desc&page=2&inStock=true');
    expect(stringifyPlainSearch({})).toBe('');
    expect(stringifyPlainSearch({ search: 'kids & more' })).toBe('?search=kids+%26+more');
  });

  it('round-trips through the listing schema, numeric-looking search text included', () => {
    const url = stringifyPlainSearch({ search: '123', minPrice: 1000, maxPrice: 2500, inStock: true, page: 3 });
    expect(productFiltersSchema.parse(parsePlainSearch(url))).toEqual({
      search: '123',
      minPrice: 1000,
      maxPrice: 2500,
      inStock: true,
      page: 3,
      category: undefined,
      sort: undefined,
    });
  });
});
