import * as z from 'zod/mini';
import { paymentMode } from './paymentMode';

/** The order's money state, beside its lifecycle; null for cash on delivery until the cash is collected. */
export const PAYMENT_STATES = ['awaiting_payment', 'paid', 'not_paid', 'refund_due', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const paymentState = z.enum(PAYMENT_STATES);

export const paymentStateLabels: Record<PaymentState, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  not_paid: 'Not paid (cancelled)',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

export const VPA_INVALID = 'Please enter a valid UPI ID, like name@bank';
// NPCI handles: a local part, '@', a provider handle (letters first).
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const isVpa = (value: string) => UPI_ID_PATTERN.test(value.trim());

export const vpaField = z.string(VPA_INVALID).check(z.trim(), z.refine(isVpa, VPA_INVALID));

/** The money part of the tracking answer. */
export const orderPayment = z.object({
  mode: paymentMode,
  state: z.nullable(paymentState),
  label: z.string(),
  amountPaid: z.number(),
  /** The payment step's address in the shop (`/track-order?pay=<token>`) while the order can still be paid. */
  payPath: z.nullable(z.string()),
  refund: z.nullable(
    z.object({
      amountDue: z.number(),
      toVpa: z.nullable(z.string()),
      amountRefunded: z.nullable(z.number()),
      reference: z.nullable(z.string()),
      refundedOn: z.nullable(z.string()),
    }),
  ),
  creditNotePdfUrl: z.nullable(z.string()),
});
export type OrderPayment = z.infer<typeof orderPayment>;
