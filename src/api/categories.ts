import { queryOptions } from '@tanstack/react-query';
import { categoryListResponse, categoryResponse } from '../../api-schema/responses';
import { http } from './http';
import { categoryKeys } from './productKeys';

export const categoryQueries = {
  active: () =>
    queryOptions({
      queryKey: categoryKeys.active(),
      queryFn: ({ signal }) => http.get('categories/active', { signal }).json(categoryListResponse).then((b) => b.data.categories),
      staleTime: 5 * 60_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: categoryKeys.detail(id),
      queryFn: ({ signal }) =>
        http.get(`categories/${encodeURIComponent(id)}`, { signal }).json(categoryResponse).then((b) => b.data.category),
    }),
};
