import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  hasActiveFilters,
  productFiltersSchema,
  toListParams,
} from '../../src/features/catalogue/productFilters';
import { productListQuery } from '../../api-schema/productQuery';

const parse = (search: Record<string, unknown>) => productFiltersSchema.parse(search);

describe('productFiltersSchema', () => {
  it('parses URL values', () => {
    expect(
      parse({
        search: ' tote ',
        category: 'totes',
        minPrice: '1000',
        maxPrice: 2500,
        sort: 'newPrice:asc',
        inStock: 'true',
        page: '3',
      }),
    ).toEqual({
      search: 'tote',
      category: 'totes',
      minPrice: 1000,
      maxPrice: 2500,
      sort: 'newPrice:asc',
      inStock: true,
      page: 3,
    });
  });

  it.each([
    ['minPrice', 'cheap'],
    ['minPrice', '-5'],
    ['maxPrice', '12.5'],
    ['maxPrice', '99999999999'],
    ['sort', 'price:up'],
    ['page', '0'],
    ['page', 'two'],
    ['inStock', 'yes'],
    ['search', '   '],
    ['category', 42],
  ])('drops a bad %s (%o) instead of failing', (key, value) => {
    expect(parse({ [key]: value })).toEqual({});
  });

  it('round-trips through cleanFilters, dropping defaults and page 1', () => {
    const filters = parse({ search: 'bag', sort: 'createdAt:desc', page: '1', minPrice: '0' });
    expect(cleanFilters(filters)).toEqual({ search: 'bag', minPrice: 0 });
    expect(parse(cleanFilters(filters))).toEqual(cleanFilters(filters));
    const full = parse({ category: 'totes', sort: 'productName:desc', page: '2', inStock: 'true' });
    expect(parse(cleanFilters(full))).toEqual(full);
  });

  it('hasActiveFilters ignores page and the default sort', () => {
    expect(hasActiveFilters(parse({ page: '4', sort: 'createdAt:desc' }))).toBe(false);
    expect(hasActiveFilters(parse({ inStock: 'true' }))).toBe(true);
  });
});

describe('toListParams', () => {
  it('maps the default listing', () => {
    expect(toListParams({}, 12)).toEqual({ sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 12 });
  });

  it('maps every filter, leaving the category for the path', () => {
    const params = toListParams(
      parse({
        search: 'tote',
        category: 'totes',
        minPrice: '1000',
        maxPrice: '2500',
        sort: 'newPrice:asc',
        inStock: 'true',
        page: '2',
      }),
      12,
    );
    expect(params).toEqual({
      search: 'tote',
      minPrice: 1000,
      maxPrice: 2500,
      sortBy: 'newPrice',
      sortOrder: 'asc',
      inStock: 'true',
      page: 2,
      limit: 12,
    });
  });

  it('asks for no sort while searching without a chosen one (the API ranks by best match)', () => {
    expect(toListParams(parse({ search: 'tote' }), 12)).toEqual({ search: 'tote', page: 1, limit: 12 });
    expect(toListParams(parse({ search: 'tote', sort: 'createdAt:desc' }), 12)).toMatchObject({
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('swaps reversed price bounds, so the API accepts them', () => {
    const params = toListParams(parse({ minPrice: '5000', maxPrice: '1000' }), 12);
    expect(params).toMatchObject({ minPrice: 1000, maxPrice: 5000 });
    expect(productListQuery.safeParse(params).success).toBe(true);
  });

  it('produces params the API query schema accepts', () => {
    const parsed = productListQuery.parse(toListParams(parse({ search: 'x', inStock: 'true', page: '3' }), 4));
    expect(parsed).toMatchObject({
      search: 'x',
      inStock: 'true',
      page: 3,
      limit: 4,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });
});
