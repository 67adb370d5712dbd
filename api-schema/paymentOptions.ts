import * as z from 'zod/mini';
import { ok } from './envelope';

/**
 * GET /payments/options: whether checkout offers UPI. Apart from paymentMode.ts so checkout's lazy UPI option does
 * not share a chunk with the tracking page's payment schema (first-load budget, docs/payments.md).
 */
export const paymentOptionsResponse = ok(z.object({ upi: z.boolean() }));
