import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  changedResponse,
  paymentsDeskResponse,
  statementImportResponse,
  type RecordRefundInput,
} from '../../../../api-schema/adminPayments';
import { CSRF_HEADER } from '../../../../api-schema/adminAuth';
import { http } from '../../../api/http';
import { deskKeys } from '../../desk/deskQueries';

const paymentsDeskKey = () => [...deskKeys.all(), 'payments'] as const;

/** The payments desk's calls; writes carry the desk session's CSRF token, read when each is sent. */
export function paymentsDeskApi(csrfToken: () => string) {
  const desk = http.extend({
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (request.method !== 'GET') request.headers.set(CSRF_HEADER, csrfToken());
        },
      ],
    },
  });
  const path = (orderNumber: string, action: string) => `admin/payments/${encodeURIComponent(orderNumber)}/${action}`;
  return {
    list: () =>
      desk
        .get('admin/payments')
        .json(paymentsDeskResponse)
        .then((b) => b.data),
    markReceived: (orderNumber: string, utr: string) =>
      desk
        .post(path(orderNumber, 'received'), { json: { utr } })
        .json(changedResponse)
        .then((b) => b.data),
    recordRefund: (orderNumber: string, input: RecordRefundInput) =>
      desk
        .post(path(orderNumber, 'refund'), { json: input })
        .json(changedResponse)
        .then((b) => b.data),
    importStatement: (csv: string) =>
      desk
        .post('admin/payments/statement', { json: { csv } })
        .json(statementImportResponse)
        .then((b) => b.data),
  };
}
export type PaymentsDeskApi = ReturnType<typeof paymentsDeskApi>;

/** Asked again every 30 s while open: UPI payments arrive while the owner watches. */
export const paymentsDeskQuery = (api: PaymentsDeskApi) =>
  queryOptions({ queryKey: paymentsDeskKey(), queryFn: api.list, refetchInterval: 30_000 });

/** After a payments desk write (or its refusal): the view asks again. */
export const paymentsDeskChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: paymentsDeskKey() });
