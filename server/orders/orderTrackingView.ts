import type { PromisedOrder } from '../../api-schema/promisedOrder';
import { returnWindowEnds, shopperActions, type OrderStatus } from '../../api-schema/orderLifecycle';
import type { OrderEvent, OrderTracking } from '../../api-schema/orderTracking';
import { promiseForPin } from '../delivery/deliveryPromise';
import type { Pool } from '../db/pool';
import { orderEvents } from './orderEvents';
import { paymentFor } from '../payments/orderPaymentView';
import { courierTrackingUrl } from '../../api-schema/couriers';

const ON_THE_WAY: readonly OrderStatus[] = ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery'];

/** When the order was last marked delivered (a declined return marks it delivered again; the first delivery counts). */
export const deliveredAt = (events: readonly OrderEvent[]) => {
  const delivered = events.find((e) => e.status === 'delivered');
  return delivered ? new Date(delivered.at) : null;
};

/** Status, timeline, shipment and what the shopper may do now: the tracking page's data. */
export async function trackingFor(
  db: Pick<Pool, 'query'>,
  order: PromisedOrder,
  now = new Date(),
): Promise<OrderTracking> {
  const events = await orderEvents(db, order.orderNumber);
  // The database's check constraint holds order_status to the lifecycle's values.
  const status = order.orderStatus as OrderStatus;
  const shipped = events.findLast((e) => e.status === 'shipped');
  const delivered = deliveredAt(events);
  return {
    status,
    events,
    shipment:
      shipped?.courier && shipped.trackingNumber
        ? { courier: shipped.courier, trackingNumber: shipped.trackingNumber }
        : null,
    // Built when read, so a corrected pattern or a free-text name of a listed courier links too (ADR 022).
    courierTrackingUrl: courierTrackingUrl(shipped?.courier, shipped?.trackingNumber),
    shopperActions: shopperActions(status, delivered, now),
    returnWindowEndsAt: status === 'delivered' && delivered ? returnWindowEnds(delivered).toISOString() : null,
    // Orders placed before promises were stored get theirs from the same function, for their PIN and time.
    estimatedDelivery: ON_THE_WAY.includes(status)
      ? (order.deliveryPromise ?? (await promiseForPin(db, order.shippingInfo.pincode, new Date(order.createdAt))))
      : null,
    payment: await paymentFor(db, order.orderNumber),
  };
}
