import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
};
