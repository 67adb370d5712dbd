import * as z from 'zod/mini';

/**
 * Query of GET /orders/track/{orderNumber}: the order's email (any case) or phone (last 10 digits).
 * A missing or wrong contact answers the same 404 as a wrong number, so nothing is revealed.
 */
export const trackOrderQuery = z.object({ contact: z.string().check(z.trim(), z.minLength(1)) });
