import * as z from 'zod/mini';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants';
import { messages } from './messages';
import { orderLanguage } from './orderLanguage';
import type { PaymentMode } from './paymentMode';
import { emailField, optionalText, phoneField, pinField, requiredText } from './rules';

/** docs/product.md §3 order creation payload. Strict: unknown fields are rejected. Prices never come from the client. */
export const orderLineInput = z.strictObject({
  productId: z.string('Product is required').check(z.minLength(1, 'Product is required'), z.maxLength(200)),
  quantity: z
    .number('Quantity must be a number')
    .check(
      z.int('Quantity must be a whole number'),
      z.gte(QUANTITY_MIN, `Quantity must be at least ${QUANTITY_MIN}`),
      z.lte(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}`),
    ),
  color: z.string(messages.colorRequired).check(z.maxLength(100), z.trim(), z.minLength(1, messages.colorRequired)),
});

export const shippingInfoInput = z.strictObject({
  name: requiredText(messages.nameRequired, 100),
  email: emailField,
  phone: phoneField,
  address1: requiredText(messages.addressRequired),
  address2: optionalText(),
  city: requiredText(messages.cityRequired, 100),
  state: requiredText(messages.stateRequired, 100),
  pincode: pinField,
});

/** The order notes' rule (docs/product.md §5, added by the team): shared by the form and POST /orders. */
export const ORDER_NOTES_MAX = 500;
export const orderNotesMessages = {
  tooLong: `Please keep your notes under ${ORDER_NOTES_MAX} characters`,
  control: 'Please remove the hidden control characters from your notes',
} as const;
// Line breaks and tabs are what a textarea holds; any other control character (NUL, ESC, DEL…) is refused.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const notesText = z.string().check(
  z.trim(),
  z.maxLength(ORDER_NOTES_MAX, orderNotesMessages.tooLong),
  z.refine((v) => !CONTROL.test(v), orderNotesMessages.control),
);

export const orderCreateInput = z.strictObject({
  agreement: z.literal(true, messages.agreementRequired),
  products: z
    .array(orderLineInput, 'Products are required')
    .check(z.minLength(1, 'Your order has no products'), z.maxLength(50, 'Too many lines in one order')),
  shippingInfo: shippingInfoInput,
  /** A coupon the shopper applied at checkout (docs/pricing.md); re-checked when the order is placed. */
  couponCode: z.optional(z.string().check(z.maxLength(30), z.trim())),
  /** The shopper's notes for the shop (kept with the order; part of the idempotent payload, ADR 008). */
  notes: z.optional(notesText),
  /** The shop's language when the order was placed; English when left out. A repeat keeps the first order's. */
  language: z._default(orderLanguage, 'en'),
});

/** `paymentMode` only when the shop takes UPI (api-schema/upiOrder.ts, docs/payments.md). */
export type OrderCreateInput = z.input<typeof orderCreateInput> & { paymentMode?: PaymentMode };
export type OrderCreate = z.infer<typeof orderCreateInput> & { paymentMode?: PaymentMode };

/** The checkout form (docs/product.md §5): the payload's shipping fields, the notes and the payment method. */
export const checkoutFormSchema = z.object({
  ...shippingInfoInput.shape,
  notes: z._default(notesText, ''),
  paymentMethod: z.string(messages.paymentRequired).check(
    z.minLength(1, messages.paymentRequired),
    z.refine((v) => v === 'cod' || v === 'upi', messages.paymentRequired),
  ),
  agreement: z.literal(true, messages.agreementRequired),
});

export type CheckoutForm = z.input<typeof checkoutFormSchema>;

/**
 * Optional request header of POST /orders: a UUID the client makes once per checkout attempt.
 * Sending the same key again returns the order it already created instead of placing a second one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.optional(z.uuid('Idempotency-Key must be a UUID'));
