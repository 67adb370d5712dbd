import * as z from 'zod/mini';
import { orderCreateInput } from './order';
import { paymentMode } from './paymentMode';

/**
 * The payload when the shop takes UPI (docs/payments.md): the same, plus `paymentMode` (cod when left out).
 * Without a shop UPI ID the payload stays the one docs/product.md §3 describes and `paymentMode` is an unknown field.
 * Server-only: the checkout never parses its own payload, so the SPA does not load this.
 */
export const upiOrderCreateInput = z.strictObject({ ...orderCreateInput.shape, paymentMode: z.optional(paymentMode) });
