import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { facetsResponse, type Facets } from '../../../api-schema/facets';
import { http } from '../../api/http';
import { productKeys } from './productKeys';
import { cleanFilters, toListParams, type ProductFilters } from './productFilters';

/** The facet counts of a listing (GET /products/facets): asked for only once the shopper opens the filters. */
export const facetQueries = (filters: ProductFilters, enabled = true) => {
  const { page: _page, sort: _sort, ...rest } = cleanFilters(filters);
  return queryOptions({
    queryKey: [...productKeys.all(), 'facets', rest],
    queryFn: ({ signal }): Promise<Facets> =>
      http
        .get(rest.category ? `products/category/${encodeURIComponent(rest.category)}/facets` : 'products/facets', {
          searchParams: toListParams(rest, 1),
          signal,
        })
        .json(facetsResponse)
        .then((body) => body.data),
    placeholderData: keepPreviousData,
    enabled,
  });
};
