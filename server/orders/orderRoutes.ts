import { Hono } from 'hono';
import { toFieldErrors } from '../../api-schema/envelope';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, orderCreateInput } from '../../api-schema/order';
import type { AppDeps } from '../http/appDeps';
import { normaliseOrderNumber } from './orderNumber';
import { bodyFailures, describe, failed, succeeded, tooManyRequests, unavailable } from '../http/openapi/describe';
import { HttpError, notFound, ok } from '../http/respond';
import { trackOrderQuery } from '../../api-schema/orderTracking';
import { orderResponse } from '../../api-schema/responses';
import { validate } from '../http/validate';
import { findOrderForTracking } from './orders';
import { placeOrder } from './placeOrder';
import { forgetSoldStock } from './soldStock';

const ORDER_NOT_FOUND = 'Order not found';

export function orderRoutes({ pool, orderPool, cache, limit }: AppDeps) {
  return new Hono()
    .post(
      '/',
      describe({
        summary: 'Place an order (cash on delivery)',
        description:
          'Prices, delivery charge and totals come from the database. Safe to repeat with the same Idempotency-Key.',
        tags: ['Orders'],
        body: orderCreateInput,
        headers: {
          [IDEMPOTENCY_KEY_HEADER]: {
            description: 'A UUID made once per checkout attempt; a repeat returns the order it placed (200).',
            schema: idempotencyKeySchema,
          },
        },
        responses: {
          201: succeeded('The order was placed', orderResponse),
          200: succeeded('A repeat of an Idempotency-Key: the order it placed before, no stock taken', orderResponse),
          400: failed('A field, the city, a colour or the stock is wrong; `errors` names each field'),
          ...bodyFailures,
          422: failed('The Idempotency-Key already placed a different order'),
          429: tooManyRequests,
          503: unavailable,
        },
      }),
      limit('orders'),
      validate('json', orderCreateInput),
      async (c) => {
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
      },
    )
    .get(
      '/track/:orderNumber',
      describe({
        summary: 'Track an order',
        tags: ['Orders'],
        pathIds: { orderNumber: 'BAG-… (any case; O/I/L typos accepted)' },
        query: trackOrderQuery,
        responses: {
          200: succeeded('The order', orderResponse),
          404: failed('Order not found (the same answer whatever was wrong)'),
          429: tooManyRequests,
          503: unavailable,
        },
      }),
      limit('tracking'),
      async (c) => {
        // Whatever was wrong (number, contact, or no contact), the answer is the same.
        const contact = c.req.query('contact')?.trim();
        if (!contact) throw notFound(ORDER_NOT_FOUND);
        const order = await findOrderForTracking(pool, normaliseOrderNumber(c.req.param('orderNumber')), contact);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        c.header('Cache-Control', 'no-store');
        return ok(c, { order });
      },
    );
}
