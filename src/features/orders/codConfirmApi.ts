import { queryOptions } from '@tanstack/react-query';
import {
  codConfirmationResponse,
  codConfirmLinkResponse,
  type CodConfirmation,
} from '../../../api-schema/codConfirmation';
import { http } from '../../api/http';

/** What a confirmation link is for (the order, confirmed yet, still confirmable); a forged link fails with 404. */
export const codConfirmLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['cod-confirmation', token],
    queryFn: ({ signal }) =>
      http
        .get(`cod-confirmations/${encodeURIComponent(token)}`, { signal })
        .json(codConfirmLinkResponse)
        .then((b) => b.data),
  });

/** Confirms a COD order by its signed link; a repeat answers the same confirmation (docs/pricing.md). */
export const confirmCodOrder = (token: string): Promise<CodConfirmation> =>
  http
    .post(`cod-confirmations/${encodeURIComponent(token)}`)
    .json(codConfirmationResponse)
    .then((b) => b.data);
