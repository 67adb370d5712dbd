import * as z from 'zod/mini';
import { dateRange } from './delivery';
import { order } from './entities';
import { ok } from './envelope';

/**
 * The order with the delivery dates promised for its PIN when it was placed (docs/decisions/018-delivery-by-pin.md;
 * absent for orders placed before). Apart from the shared `order` so only checkout's answer carries it in the SPA.
 */
export const promisedOrder = z.object({ ...order.shape, deliveryPromise: z.optional(dateRange) });
export const promisedOrderResponse = ok(z.object({ order: promisedOrder }));

export type PromisedOrder = z.infer<typeof promisedOrder>;
