import { queryOptions } from '@tanstack/react-query';
import { paymentOptionsResponse } from '../../../api-schema/paymentOptions';
import { http } from '../../api/http';

/** GET /payments/options: whether checkout offers UPI (the shop has a UPI ID). */
export const paymentOptionsQuery = queryOptions({
  queryKey: ['payments', 'options'],
  queryFn: () =>
    http
      .get('payments/options')
      .json(paymentOptionsResponse)
      .then((b) => b.data),
  staleTime: 5 * 60_000,
});
