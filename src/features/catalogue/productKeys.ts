import { cleanFilters, type ProductFilters } from './productFilters';

/**
 * Query keys for products, generic → specific (TkDodo's factory pattern). Filters are cleaned first,
 * so two URLs that mean the same listing share one cache entry.
 */
export const productKeys = {
  all: () => ['products'] as const,
  lists: () => [...productKeys.all(), 'list'] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), cleanFilters(filters)] as const,
  featured: () => [...productKeys.all(), 'featured'] as const,
  details: () => [...productKeys.all(), 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  /** Today's version of several products at once (checkout reprices the cart with it). */
  current: (ids: readonly string[]) => [...productKeys.all(), 'current', [...new Set(ids)].sort()] as const,
  related: (categoryId: string, productId: string) => [...productKeys.all(), 'related', categoryId, productId] as const,
};

export const categoryKeys = {
  all: () => ['categories'] as const,
  active: () => [...categoryKeys.all(), 'active'] as const,
  detail: (id: string) => [...categoryKeys.all(), 'detail', id] as const,
};
