import * as z from 'zod/mini';
import { ok } from './envelope';

/** Where a COD order's "Confirm your order" link leads in the shop (docs/pricing.md). */
export const confirmPathFor = (token: string) => `/track-order?confirm=${token}`;

/** POST /api/cod-confirmations/{token}: `changed` is false when the order was already confirmed. */
export const codConfirmationResponse = ok(
  z.object({ orderNumber: z.string(), confirmedAt: z.string(), changed: z.boolean() }),
);
export type CodConfirmation = z.infer<typeof codConfirmationResponse>['data'];

/**
 * GET /api/cod-confirmations/{token}: what the link's page shows before the shopper confirms — the order it is
 * for, whether it is confirmed already, and whether it can still be (not cancelled, not on its way). 404 for a
 * link the shop did not sign.
 */
export const codConfirmLinkResponse = ok(
  z.object({ orderNumber: z.string(), confirmedAt: z.nullable(z.string()), confirmable: z.boolean() }),
);
export type CodConfirmLink = z.infer<typeof codConfirmLinkResponse>['data'];
