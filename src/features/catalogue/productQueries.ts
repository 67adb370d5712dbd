import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Product } from '../../../api-schema/entities';
import { PAGE_SIZE } from '../../../api-schema/constants';
import { FEATURED_COUNT, RELATED_COUNT } from '../../lib/constants';
import { toListParams, type ProductFilters } from './productFilters';
import type { ProductListParams } from '../../../api-schema/productQuery';
import { productListResponse, productResponse } from '../../../api-schema/responses';
import { http } from '../../api/http';
import { productKeys } from './productKeys';

const pathSegment = encodeURIComponent;

/** Spec §7: a category filter goes through the category route, everything else through /products/public. */
function fetchList(path: string, params: ProductListParams, signal: AbortSignal) {
  return http
    .get(path, { searchParams: params, signal })
    .json(productListResponse)
    .then((body) => body.data);
}

export const productQueries = {
  list: (filters: ProductFilters) =>
    queryOptions({
      queryKey: productKeys.list(filters),
      queryFn: ({ signal }) =>
        fetchList(
          filters.category ? `products/category/${pathSegment(filters.category)}` : 'products/public',
          toListParams(filters, PAGE_SIZE),
          signal,
        ),
      // A filter flip keeps the previous grid on screen until the new page arrives.
      placeholderData: keepPreviousData,
    }),
  featured: () =>
    queryOptions({
      queryKey: productKeys.featured(),
      queryFn: ({ signal }) =>
        fetchList('products/public', { limit: FEATURED_COUNT, sortBy: 'createdAt', sortOrder: 'desc' }, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }) =>
        http
          .get(`products/public/${pathSegment(id)}`, { signal })
          .json(productResponse)
          .then((body) => body.data.product),
    }),
  related: (categoryId: string, productId: string) =>
    queryOptions({
      queryKey: productKeys.related(categoryId, productId),
      queryFn: ({ signal }) =>
        fetchList(`products/category/${pathSegment(categoryId)}`, { limit: RELATED_COUNT, exclude: productId }, signal),
    }),
  /**
   * Several products through their detail queries (so the product page's cache is reused). A product that
   * fails to load is left out: its cart line keeps the saved price.
   */
  current: (ids: readonly string[]) =>
    queryOptions({
      queryKey: productKeys.current(ids),
      enabled: ids.length > 0,
      queryFn: async ({ client }) => {
        const found = await Promise.all(
          productKeys.current(ids)[2].map((id) => client.fetchQuery(productQueries.detail(id)).catch(() => undefined)),
        );
        return new Map(found.flatMap((p): [string, Product][] => (p ? [[p._id, p]] : [])));
      },
    }),
};
