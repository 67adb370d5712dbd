import { describe, expect, it } from 'vitest';
import { categoryKeys, productKeys } from '../../src/features/catalogue/productKeys';

describe('query-key factory', () => {
  it('goes generic → specific so a prefix invalidates everything beneath it', () => {
    expect(productKeys.all()).toEqual(['products']);
    expect(productKeys.lists()).toEqual(['products', 'list']);
    expect(productKeys.list({ category: 'totes' }).slice(0, 2)).toEqual(productKeys.lists());
    expect(productKeys.detail('tan-tote')).toEqual(['products', 'detail', 'tan-tote']);
    expect(productKeys.related('totes', 'tan-tote')).toEqual(['products', 'related', 'totes', 'tan-tote']);
    expect(categoryKeys.detail('totes')).toEqual(['categories', 'detail', 'totes']);
  });

  it('gives each filter combination its own key', () => {
    const a = productKeys.list({ category: 'totes', sort: 'newPrice:asc' });
    const b = productKeys.list({ category: 'totes', sort: 'newPrice:desc' });
    const c = productKeys.list({ category: 'totes', sort: 'newPrice:asc', page: 2 });
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });

  it('maps URLs that mean the same listing to one key (defaults and empty values dropped)', () => {
    const plain = productKeys.list({});
    expect(productKeys.list({ sort: 'createdAt:desc', page: 1, search: undefined })).toEqual(plain);
    expect(productKeys.list({ category: undefined, inStock: undefined, minPrice: undefined })).toEqual(plain);
    expect(productKeys.list({ page: 1, category: 'totes' })).toEqual(productKeys.list({ category: 'totes' }));
  });
});
