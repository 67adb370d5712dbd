import * as z from 'zod/mini';
import { PAYMENT_STANDINGS } from '../../../../api-schema/paymentStanding';
import { day, kept, laterPage, text } from '../../desk/deskSearchParams';

export const orderDeskSearchSchema = z.object({
  status: text,
  /** A dashboard list (to_confirm, cod_unremitted…); the server checks it. */
  queue: text,
  from: day,
  to: day,
  city: text,
  q: text,
  /** COD orders the shopper confirmed by their link, or not yet (docs/pricing.md). */
  codConfirmation: kept((value) => value === 'confirmed' || value === 'unconfirmed'),
  /** Paid, awaiting payment, COD to collect… (api-schema/paymentStanding.ts). */
  payment: kept((value) => (PAYMENT_STANDINGS as readonly string[]).includes(value)),
  page: laterPage,
});
export type OrderDeskSearch = z.infer<typeof orderDeskSearchSchema>;
