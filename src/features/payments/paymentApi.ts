import { queryOptions } from '@tanstack/react-query';
import { paymentStepResponse, type PaymentStep } from '../../../api-schema/paymentStep';
import { http } from '../../api/http';

/** The payment step; polled while it awaits the owner's confirmation, so "Paid" shows up by itself. */
export const paymentStepQuery = (token: string) =>
  queryOptions({
    queryKey: ['payments', 'step', token],
    queryFn: () =>
      http
        .get(`payments/${encodeURIComponent(token)}`)
        .json(paymentStepResponse)
        .then((b) => b.data.payment),
    refetchInterval: (query) => (query.state.data?.payable ? 15_000 : false),
  });

export const claimUtr = (token: string, utr: string): Promise<PaymentStep> =>
  http
    .post(`payments/${encodeURIComponent(token)}/utr`, { json: { utr } })
    .json(paymentStepResponse)
    .then((b) => b.data.payment);
