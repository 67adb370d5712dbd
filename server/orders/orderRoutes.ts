import { Hono } from 'hono';
import { toFieldErrors } from '../../api-schema/envelope';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, orderCreateInput } from '../../api-schema/order';
import type { AppDeps } from '../http/appDeps';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import { placeOrder } from './placeOrder';
import { forgetSoldStock } from './soldStock';
import { trackingRoutes } from './trackingRoutes';

export function orderRoutes(deps: AppDeps) {
  const { orderPool, cache, limit } = deps;
  return (
    new Hono()
      .post('/', limit('orders'), validate('json', orderCreateInput), async (c) => {
        const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
        if (!key.success) {
          const errors = toFieldErrors(key.error.issues).map((e) => ({ ...e, field: IDEMPOTENCY_KEY_HEADER }));
          throw new HttpError(400, errors[0]!.message, errors);
        }
        const input = c.req.valid('json');
        const { order, created } = await placeOrder(orderPool, input, key.data?.toLowerCase());
        if (created)
          await forgetSoldStock(
            orderPool,
            cache,
            input.products.map((line) => line.productId),
          );
        return ok(c, { order }, created ? 201 : 200);
      })
      // Guest lookups, cancellations and return requests, all under the 'tracking' rate limit.
      .route('/track', trackingRoutes(deps))
  );
}
