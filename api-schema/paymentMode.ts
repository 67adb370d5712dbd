import * as z from 'zod/mini';

/** How the shopper pays (docs/payments.md). `upi` is offered only when the shop has a UPI ID. */
export const PAYMENT_MODES = ['cod', 'upi'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const paymentMode = z.enum(PAYMENT_MODES, 'Payment method is required');

/** The payment step lives on the tracking page: `/track-order?pay=<token>` (no route of its own). */
export const payPathFor = (token: string) => `/track-order?pay=${token}`;
export const payTokenOf = (payPath: string) => new URLSearchParams(payPath.split('?')[1] ?? '').get('pay') ?? '';
