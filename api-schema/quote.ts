import * as z from 'zod/mini';
import { order } from './entities';
import { ok } from './envelope';
import { orderLineInput } from './order';
import { paymentMode } from './paymentMode';

/**
 * POST /api/checkout/quote (docs/pricing.md): what the order would cost, priced by the same server function
 * that prices the order. Every field but the lines is optional: the checkout asks as the shopper types.
 */
export const quoteInput = z.strictObject({
  products: z
    .array(orderLineInput, 'Products are required')
    .check(z.minLength(1, 'Your order has no products'), z.maxLength(50, 'Too many lines in one order')),
  city: z.optional(z.string().check(z.maxLength(100))),
  pincode: z.optional(z.string().check(z.maxLength(6))),
  phone: z.optional(z.string().check(z.maxLength(20))),
  paymentMode: z.optional(paymentMode),
  couponCode: z.optional(z.string().check(z.maxLength(30))),
});
export type QuoteInput = z.input<typeof quoteInput>;

const rupees = z.number().check(z.int(), z.nonnegative());

/** One line of the summary besides the subtotal: what changed the total, and why. */
export const quoteAdjustment = z.object({
  kind: z.enum(['coupon', 'prepaid', 'delivery', 'codFee']),
  label: z.string(),
  /** Rupees: discounts are negative, charges positive. */
  amount: z.number().check(z.int()),
});
export type QuoteAdjustment = z.infer<typeof quoteAdjustment>;

export const quote = z.object({
  subtotal: rupees,
  savings: rupees,
  couponCode: z.nullable(z.string()),
  couponDiscount: rupees,
  /** Why the code gives nothing (unknown, expired, paused, used up, "Add ₹320 more to use WELCOME10"). */
  couponMessage: z.nullable(z.string()),
  prepaidDiscount: rupees,
  /** Null until a city is chosen. */
  deliveryCharge: z.nullable(rupees),
  codFee: rupees,
  totalAmount: rupees,
  adjustments: z.array(quoteAdjustment),
  /** Whether cash on delivery is offered for this order, and if not a sentence saying why. */
  cod: z.object({ offered: z.boolean(), reason: z.nullable(z.string()) }),
});
export type Quote = z.infer<typeof quote>;

export const quoteResponse = ok(z.object({ quote }));

/**
 * The order as the API answers it, with the quote's adjustments it was charged (the figures present only when
 * not 0). `adjustments` is the breakdown every surface shows (api-schema/orderBreakdown.ts); the server always
 * sends it. Apart from api-schema/entities.ts's `order` so the shop's first load does not carry them.
 */
export const pricedOrder = z.object({
  ...order.shape,
  couponCode: z.optional(z.string()),
  couponDiscount: z.optional(rupees),
  prepaidDiscount: z.optional(rupees),
  /** The UPI discount's percent, with `prepaidDiscount`. */
  prepaidPercent: z.optional(rupees),
  codFee: z.optional(rupees),
  adjustments: z.optional(z.array(quoteAdjustment)),
});
export type PricedOrder = z.infer<typeof pricedOrder>;
export const pricedOrderResponse = ok(z.object({ order: pricedOrder }));
