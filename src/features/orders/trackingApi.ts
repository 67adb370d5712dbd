import type { ShopperCancelInput, ShopperReturnInput } from '../../../api-schema/orderActions';
import type { TrackedOrder } from '../../../api-schema/orderTracking';
import { trackingResponse } from '../../../api-schema/orderTracking';
import { http } from '../../api/http';

const path = (orderNumber: string, action = '') => `orders/track/${encodeURIComponent(orderNumber)}${action}`;

/** GET /orders/track/:orderNumber?contact= — the order with its status, timeline and allowed actions. */
export const fetchTrackedOrder = (orderNumber: string, contact: string): Promise<TrackedOrder> =>
  http
    .get(path(orderNumber), { searchParams: { contact } })
    .json(trackingResponse)
    .then((body) => body.data);

/** The contact travels in the JSON body of writes, never in a URL. */
export const cancelOrder = (orderNumber: string, body: ShopperCancelInput): Promise<TrackedOrder> =>
  http
    .post(path(orderNumber, '/cancel'), { json: body })
    .json(trackingResponse)
    .then((b) => b.data);

export const requestReturn = (orderNumber: string, body: ShopperReturnInput): Promise<TrackedOrder> =>
  http
    .post(path(orderNumber, '/return-request'), { json: body })
    .json(trackingResponse)
    .then((b) => b.data);
