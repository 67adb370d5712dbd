import * as z from 'zod/mini';
import { ok } from './envelope';
import { orderStatus, type RequiredField } from './orderLifecycle';
import { orderPayment } from './payment';
import { promisedOrder } from './promisedOrder';
import { isEmail, isPhone, requiredText } from './rules';

const isoDate = z.string();

export const orderEvent = z.object({
  status: orderStatus,
  at: isoDate,
  by: z.enum(['shopper', 'shop']),
  note: z.string(),
  courier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});

/** What the tracking page shows besides the order itself. */
export const orderTracking = z.object({
  status: orderStatus,
  /** Oldest first. */
  events: z.array(orderEvent),
  shipment: z.nullable(z.object({ courier: z.string(), trackingNumber: z.string() })),
  /** The courier's own tracking page for the AWB when the courier is a listed one (docs/decisions/022-couriers.md). */
  courierTrackingUrl: z.nullable(z.string()),
  shopperActions: z.array(z.enum(['cancel', 'requestReturn'])),
  returnWindowEndsAt: z.nullable(isoDate),
  /** The order's delivery promise (calendar dates, YYYY-MM-DD, India) while the parcel is on its way. */
  estimatedDelivery: z.nullable(z.object({ earliest: z.string(), latest: z.string() })),
  /** Which state the money is in (docs/payments.md). */
  payment: orderPayment,
});

// The order with its delivery promise (docs/decisions/018-delivery-by-pin.md); only the track page loads it.
export const trackingResponse = ok(z.object({ order: promisedOrder, tracking: orderTracking }));

export type OrderEvent = z.infer<typeof orderEvent>;
export type OrderTracking = z.infer<typeof orderTracking>;
export type TrackedOrder = z.infer<typeof trackingResponse>['data'];

export const CONTACT_REQUIRED = 'Please enter the phone number or email used for the order';
export const requiredFieldMessages: Record<RequiredField, string> = {
  courier: 'Courier name is required when an order ships',
  trackingNumber: 'Tracking number is required when an order ships',
  reason: 'Please choose a reason for the return',
  rtoReason: 'Please choose why the parcel came back',
};

/** The tracking page's lookup form. */
export const ORDER_NUMBER_REQUIRED = 'Please enter your order number';
export const CONTACT_INVALID = 'Please enter a valid phone number or email';
export const trackLookupForm = z.object({
  orderNumber: requiredText(ORDER_NUMBER_REQUIRED, 40),
  contact: requiredText(CONTACT_REQUIRED, 200).check(z.refine((v) => isEmail(v) || isPhone(v), CONTACT_INVALID)),
});
export type TrackLookup = z.infer<typeof trackLookupForm>;

export const ORDER_NOT_FOUND = 'Order not found';
/** One calm message for any wrong order number / contact combination. */
export const TRACKING_MISS =
  'We could not find an order with that number and phone or email. Please check both and try again.';

/**
 * Query of GET /orders/track/{orderNumber}: the order's email (any case) or phone (last 10 digits).
 * A missing or wrong contact answers the same 404 as a wrong number, so nothing is revealed.
 */
export const trackOrderQuery = z.object({ contact: z.string().check(z.trim(), z.minLength(1)) });
