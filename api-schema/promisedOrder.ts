import * as z from 'zod/mini';
import { dateRange } from './delivery';
import { ok } from './envelope';
import { pricedOrder } from './quote';

/**
 * The order with its price adjustments (docs/pricing.md) and the delivery dates promised for its PIN when it was
 * placed (docs/decisions/018-delivery-by-pin.md; absent for orders placed before). Apart from the shared `order`
 * so only the answers that show them carry them in the SPA.
 */
export const promisedOrder = z.object({ ...pricedOrder.shape, deliveryPromise: z.optional(dateRange) });
export const promisedOrderResponse = ok(z.object({ order: promisedOrder }));

export type PromisedOrder = z.infer<typeof promisedOrder>;
