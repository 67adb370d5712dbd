import { queryOptions } from '@tanstack/react-query';
import { shopClaimsResponse } from '../../../api-schema/shopClaims';
import { http } from '../../api/http';

/** The shop's marketing claims (SHOP_CLAIMS): the shop's configuration, fixed until a restart. */
export const claimsQuery = queryOptions({
  queryKey: ['claims'],
  queryFn: ({ signal }) =>
    http
      .get('claims', { signal })
      .json(shopClaimsResponse)
      .then((body) => body.data.claims),
  staleTime: Infinity,
});
