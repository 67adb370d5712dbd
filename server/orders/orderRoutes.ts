import { Hono } from 'hono';
import { toFieldErrors } from '../../api-schema/envelope';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, orderCreateInput } from '../../api-schema/order';
import type { AppDeps } from '../http/appDeps';
import { normaliseOrderNumber } from './orderNumber';
import { HttpError, notFound, ok } from '../http/respond';
import { validate } from '../http/validate';
import { findOrderForTracking } from './orders';
import { placeOrder } from './placeOrder';
import { forgetSoldStock } from './soldStock';

const ORDER_NOT_FOUND = 'Order not found';

export function orderRoutes({ pool, orderPool, cache, limit }: AppDeps) {
  return new Hono()
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
    .get('/track/:orderNumber', limit('tracking'), async (c) => {
      // Whatever was wrong (number, contact, or no contact), the answer is the same.
      const contact = c.req.query('contact')?.trim();
      if (!contact) throw notFound(ORDER_NOT_FOUND);
      const order = await findOrderForTracking(pool, normaliseOrderNumber(c.req.param('orderNumber')), contact);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      c.header('Cache-Control', 'no-store');
      return ok(c, { order });
    });
}
