import { queryOptions } from '@tanstack/react-query';
import { categoryListResponse, categoryResponse } from '../../../api-schema/responses';
import { http, serverMessage } from '../../api/http';
import { t, tKnown } from '../../i18n/language';
import { categoryKeys } from './productKeys';

/** docs/product.md §8: the category list's failure message, which is also logged. */
export const categoryListError = (error: unknown) => {
  const message = serverMessage(error);
  return message ? tKnown(message) : t('Failed to fetch categories');
};

export const categoryQueries = {
  active: () =>
    queryOptions({
      queryKey: categoryKeys.active(),
      queryFn: async ({ signal }) => {
        try {
          const body = await http.get('categories/active', { signal }).json(categoryListResponse);
          return body.data.categories;
        } catch (error) {
          if (!signal.aborted) console.error(categoryListError(error), error);
          throw error;
        }
      },
      staleTime: 5 * 60_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: categoryKeys.detail(id),
      queryFn: ({ signal }) =>
        http
          .get(`categories/${encodeURIComponent(id)}`, { signal })
          .json(categoryResponse)
          .then((b) => b.data.category),
    }),
};
