import { queryOptions } from '@tanstack/react-query';
import { cityListResponse } from '../../../api-schema/responses';
import { http } from '../../api/http';

export const cityKeys = {
  all: () => ['cities'] as const,
  active: () => [...cityKeys.all(), 'active'] as const,
};

export const cityQueries = {
  active: () =>
    queryOptions({
      queryKey: cityKeys.active(),
      queryFn: ({ signal }) =>
        http
          .get('cities/active', { signal })
          .json(cityListResponse)
          .then((body) => body.data.cities),
      staleTime: 10 * 60_000,
    }),
};
