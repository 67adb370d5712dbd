import * as z from 'zod/mini';
import { ok } from './envelope';

/** Where a COD order's "Confirm your order" link leads in the shop (docs/pricing.md). */
export const confirmPathFor = (token: string) => `/track-order?confirm=${token}`;

/** POST /api/cod-confirmations/{token}: `changed` is false when the order was already confirmed. */
export const codConfirmationResponse = ok(
  z.object({ orderNumber: z.string(), confirmedAt: z.string(), changed: z.boolean() }),
);
export type CodConfirmation = z.infer<typeof codConfirmationResponse>['data'];
