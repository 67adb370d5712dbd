import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Product } from '../../../api-schema/entities';
import type { ProductFilters } from './productFilters';
import { productListResponse, productResponse } from '../../../api-schema/responses';
import { isHTTPError } from 'ky';
import { http } from '../../api/http';
import { productKeys } from './productKeys';
import { productRequests, type ApiRequest } from './productRequests';

function fetchList({ path, params }: ApiRequest, signal: AbortSignal) {
  return http
    .get(path, { searchParams: params, signal })
    .json(productListResponse)
    .then((body) => body.data);
}

export const productQueries = {
  list: (filters: ProductFilters) =>
    queryOptions({
      queryKey: productKeys.list(filters),
      queryFn: ({ signal }) => fetchList(productRequests.list(filters), signal),
      // A filter flip keeps the previous grid on screen until the new page arrives.
      placeholderData: keepPreviousData,
    }),
  featured: () =>
    queryOptions({
      queryKey: productKeys.featured(),
      queryFn: ({ signal }) => fetchList(productRequests.featured(), signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }) =>
        http
          .get(productRequests.detail(id).path, { signal })
          .json(productResponse)
          .then((body) => body.data.product),
    }),
  related: (categoryId: string, productId: string) =>
    queryOptions({
      queryKey: productKeys.related(categoryId, productId),
      queryFn: ({ signal }) => fetchList(productRequests.related(categoryId, productId), signal),
    }),
  /**
   * Several products through their detail queries (so the product page's cache is reused). A product the
   * shop answers 404 for (removed, or hidden by the shop) maps to null; one that fails otherwise is left
   * out: its cart line keeps the saved price and the server has the last word.
   */
  current: (ids: readonly string[]) =>
    queryOptions({
      queryKey: productKeys.current(ids),
      enabled: ids.length > 0,
      queryFn: async ({ client }) => {
        const found = await Promise.all(
          productKeys.current(ids)[2].map((id) =>
            client.fetchQuery(productQueries.detail(id)).then(
              (p): [string, Product | null][] => [[id, p]],
              (e: unknown): [string, null][] => (isHTTPError(e) && e.response.status === 404 ? [[id, null]] : []),
            ),
          ),
        );
        return new Map(found.flat());
      },
    }),
};
