import { Hono } from 'hono';
import { toFieldErrors } from '../../api-schema/envelope';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, orderCreateInput } from '../../api-schema/order';
import type { AppDeps } from '../http/appDeps';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import { placeOrder } from './placeOrder';
import { trackingRoutes } from './trackingRoutes';

export function orderRoutes(deps: AppDeps) {
  const { pool, cache } = deps;
  return (
    new Hono()
      .post('/', validate('json', orderCreateInput), async (c) => {
        const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
        if (!key.success) {
          const errors = toFieldErrors(key.error.issues).map((e) => ({ ...e, field: IDEMPOTENCY_KEY_HEADER }));
          throw new HttpError(400, errors[0]!.message, errors);
        }
        const { order, created } = await placeOrder(pool, c.req.valid('json'), key.data?.toLowerCase());
        // Stock changed, so every cached listing (inStock flags, in-stock filter) may be stale.
        if (created) cache.clear();
        return ok(c, { order }, created ? 201 : 200);
      })
      // Guest lookups, cancellations and return requests: `/track/*` is the one place for a lookup rate limit.
      .route('/track', trackingRoutes(deps))
  );
}
