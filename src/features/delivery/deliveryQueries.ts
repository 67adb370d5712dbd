import { queryOptions } from '@tanstack/react-query';
import { deliveryResponse } from '../../../api-schema/delivery';
import { http } from '../../api/http';

/** Shared with checkout: the same answer fills the product page's check and the shipping form. */
export const deliveryKeys = {
  all: () => ['delivery'] as const,
  pin: (pincode: string) => [...deliveryKeys.all(), pincode] as const,
};

export const deliveryQueries = {
  pin: (pincode: string) =>
    queryOptions({
      queryKey: deliveryKeys.pin(pincode),
      queryFn: ({ signal }) =>
        http
          .get(`delivery/${encodeURIComponent(pincode)}`, { signal })
          .json(deliveryResponse)
          .then((body) => body.data.delivery),
      // The estimate moves at most once a day.
      staleTime: 10 * 60_000,
    }),
};
