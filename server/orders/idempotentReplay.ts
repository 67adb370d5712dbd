import type { MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../api-schema/order';
import type { Pool } from '../db/pool';
import { leaveUncounted } from '../http/rateLimit';

/**
 * A repeat of an Idempotency-Key that already placed an order asks for no new order (placeOrder answers the
 * first one, or 422 for another payload), so the order limits do not count it: a shopper's retries after a
 * lost answer never use up their allowance. One indexed read; runs before the limits.
 */
export function idempotentReplaysUncounted(pool: Pool): MiddlewareHandler {
  return async (c, next) => {
    const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
    if (key.success && key.data) {
      const placed = await pool.query('SELECT 1 FROM orders WHERE idempotency_key = $1', [key.data.toLowerCase()]);
      if (placed.rowCount) leaveUncounted(c);
    }
    return next();
  };
}
