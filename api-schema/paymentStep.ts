import * as z from 'zod/mini';
import { ok } from './envelope';
import { paymentState } from './payment';

/** The payment step (docs/payments.md): loaded only where a UPI order is paid, never on the tracking page's first load. */

export const UTR_INVALID = 'Please enter the 12-digit UPI reference (UTR) shown in your payment app';
const UTR = /^\d{12}$/;
export const isUtr = (value: string) => UTR.test(value.trim());
export const utrField = z.string(UTR_INVALID).check(z.trim(), z.refine(isUtr, UTR_INVALID));

/** Rupees as NPCI's `am`: a decimal with two places. */
export const upiAmount = (rupees: number) => `${rupees}.00`;

export interface UpiPayee {
  vpa: string;
  name: string;
}

/** The NPCI UPI linking URI (`upi://pay?…`) for an order: `tr` is the order number, `tn` a short note. */
export function upiPayUri(payee: UpiPayee, orderNumber: string, amount: number): string {
  const params: [string, string][] = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['am', upiAmount(amount)],
    ['cu', 'INR'],
    ['tr', orderNumber],
    ['tn', `Order ${orderNumber}`],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

const isoDate = z.string();

/** The payment step (GET /payments/{token}): what the SPA and the e-mails show. */
export const paymentStep = z.object({
  orderNumber: z.string(),
  amount: z.number(),
  state: paymentState,
  stateLabel: z.string(),
  payee: z.object({ vpa: z.string(), name: z.string() }),
  uri: z.string(),
  qrSvgUrl: z.string(),
  /** When an unpaid order is cancelled; null once paid or cancelled. */
  dueBy: z.nullable(isoDate),
  claimedUtr: z.nullable(z.string()),
  /** Whether the shopper can still pay (awaiting payment, not cancelled). */
  payable: z.boolean(),
  /** What the amount is made of, as the checkout showed it (rendered with api-schema/orderBreakdown.ts). */
  charged: z.optional(
    z.object({
      subtotal: z.number(),
      couponCode: z.optional(z.nullable(z.string())),
      couponDiscount: z.optional(z.number()),
      prepaidDiscount: z.optional(z.number()),
      prepaidPercent: z.optional(z.number()),
      deliveryCharge: z.nullable(z.number()),
      codFee: z.optional(z.number()),
      totalAmount: z.number(),
    }),
  ),
});
export type PaymentStep = z.infer<typeof paymentStep>;
export const paymentStepResponse = ok(z.object({ payment: paymentStep }));

export const claimUtrInput = z.strictObject({ utr: utrField });
export type ClaimUtrInput = z.input<typeof claimUtrInput>;
