import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CSRF_HEADER } from '../../../../api-schema/adminAuth';
import { remittanceResponse, remittancesResponse, type RemittanceInput } from '../../../../api-schema/adminRemittances';
import { http } from '../../../api/http';
import { deskKeys } from '../../desk/deskQueries';

const remittancesKey = () => [...deskKeys.all(), 'remittances'] as const;

/** The remittances desk's calls; the write carries the desk session's CSRF token, read when it is sent. */
export function remittancesApi(csrfToken: () => string) {
  const desk = http.extend({
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (request.method !== 'GET') request.headers.set(CSRF_HEADER, csrfToken());
        },
      ],
    },
  });
  return {
    list: async () => (await desk.get('admin/remittances').json(remittancesResponse)).data,
    record: async (input: RemittanceInput) =>
      (await desk.post('admin/remittances', { json: input }).json(remittanceResponse)).data,
  };
}
export type RemittancesApi = ReturnType<typeof remittancesApi>;

export const remittancesQuery = (api: RemittancesApi) =>
  queryOptions({ queryKey: remittancesKey(), queryFn: api.list, staleTime: 0 });

/** After a remittance was recorded (or refused): the remittances and the cash still with couriers ask again. */
export const remittanceRecorded = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: remittancesKey() });
