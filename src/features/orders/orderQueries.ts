import { queryOptions } from '@tanstack/react-query';
import { fetchTrackedOrder } from './trackingApi';

export const orderQueries = {
  all: () => ['orders'] as const,
  track: (orderNumber: string, contact: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'track', orderNumber, contact] as const,
      queryFn: () => fetchTrackedOrder(orderNumber, contact),
      // A status changes outside this page: every visit and reload asks the server again.
      staleTime: 0,
      retry: false,
    }),
};
