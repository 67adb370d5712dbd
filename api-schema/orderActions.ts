import * as z from 'zod/mini';
import { AWB_MESSAGES, COURIER_CHOICES } from './couriers';
import { orderStatus, returnReason, RTO_REASONS, type RtoReason } from './orderLifecycle';
import { CONTACT_REQUIRED } from './orderTracking';
import { vpaField } from './payment';
import { optionalText, requiredText } from './rules';

// The bodies of the writes on an order (shopper cancel/return, the desk's transitions): the server validates
// them; the SPA needs only their types, so they stay out of the tracking page's first load.
const contact = requiredText(CONTACT_REQUIRED, 200);

/** Shopper writes carry the order's phone or email in the JSON body, never in a URL. */
/** `refundUpiId`: where the money goes back when the order was paid (docs/payments.md). */
const refundUpiId = z.optional(vpaField);
export const shopperCancelInput = z.strictObject({ contact, refundUpiId });
export const shopperReturnInput = z.strictObject({
  contact,
  reason: returnReason,
  note: optionalText(500),
  refundUpiId,
});

/** Interim shop-side change (POST /api/admin/orders/:orderNumber/transitions). */
export const shopTransitionInput = z.strictObject({
  to: orderStatus,
  note: optionalText(500),
  /** The courier from the list (docs/decisions/022-couriers.md); `other` takes its name from `courier`. */
  courierId: z.optional(z.enum(COURIER_CHOICES, AWB_MESSAGES.courierId)),
  /** The courier's name when `courierId` is `other` or absent (free text; a listed courier's name still links). */
  courier: optionalText(100),
  /** The AWB: letters, digits and hyphens, 5 to 30 characters, checked when the order ships. */
  trackingNumber: optionalText(100),
  reason: z.optional(returnReason),
  /** Why a parcel came back (required by "Mark returned to origin"). */
  rtoReason: z.optional(
    z.enum(Object.keys(RTO_REASONS) as [RtoReason, ...RtoReason[]], 'Please choose why the parcel came back'),
  ),
});

export type ShopperCancelInput = z.input<typeof shopperCancelInput>;
export type ShopperReturnInput = z.input<typeof shopperReturnInput>;
export type ShopTransitionInput = z.input<typeof shopTransitionInput>;
