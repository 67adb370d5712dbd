import { codConfirmationResponse, type CodConfirmation } from '../../../api-schema/codConfirmation';
import { http } from '../../api/http';

/** Confirms a COD order by its signed link; a repeat answers the same confirmation (docs/pricing.md). */
export const confirmCodOrder = (token: string): Promise<CodConfirmation> =>
  http
    .post(`cod-confirmations/${encodeURIComponent(token)}`)
    .json(codConfirmationResponse)
    .then((b) => b.data);

/** The order number a confirmation token starts with (`BAG-…-<32-character signature>`). */
export const orderNumberOfConfirmToken = (token: string) => token.slice(0, Math.max(0, token.length - 33));
