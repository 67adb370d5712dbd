import * as z from 'zod/mini';
import { ok } from './envelope';
import { orderTracking } from './orderTracking';
import { orderResponse } from './responses';

/** POST /api/admin/orders/:orderNumber/transitions (interim, bearer token): `changed` is false for a repeat. */
export const shopTransitionResponse = ok(
  z.object({ order: orderResponse.shape.data.shape.order, tracking: orderTracking, changed: z.boolean() }),
);
export type ShopTransitionResult = z.infer<typeof shopTransitionResponse>['data'];
