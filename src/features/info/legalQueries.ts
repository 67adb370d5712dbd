import { queryOptions } from '@tanstack/react-query';
import { shopLegalResponse } from '../../../api-schema/shopLegal';
import { http } from '../../api/http';

/** Seller, manufacturer/packer and grievance officer: the shop's configuration, fixed until a restart. */
export const legalQueries = {
  details: () =>
    queryOptions({
      queryKey: ['legal'],
      queryFn: ({ signal }) =>
        http
          .get('legal', { signal })
          .json(shopLegalResponse)
          .then((body) => body.data),
      staleTime: Infinity,
    }),
};
