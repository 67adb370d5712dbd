import { Hono } from 'hono';
import { quoteInput, quoteResponse } from '../../api-schema/quote';
import type { AppDeps } from '../http/appDeps';
import { bodyFailures, describe, failed, succeeded, tooManyRequests, unavailable } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { quoteOrder } from './pricing/quoteOrder';

/** POST /api/checkout/quote: the checkout's summary, priced by the function that prices the order (docs/pricing.md). */
export function quoteRoutes({ orderPool, limit, payments }: AppDeps) {
  return new Hono().post(
    '/quote',
    describe({
      summary: 'Price an order before placing it: lines, coupon, delivery, COD fee or UPI discount, total',
      description:
        'The same function prices the order when it is placed (with its rows locked), so the total shown is the total charged. ' +
        'A coupon that does not apply is not an error: `couponMessage` says why. `cod.offered` says whether cash on delivery is offered, `cod.reason` why not.',
      tags: ['Orders'],
      body: quoteInput,
      responses: {
        200: succeeded('The quote', quoteResponse),
        400: failed('A line is malformed; `errors` names each field'),
        409: failed('Not enough stock of the colour asked for (out of stock, or only N left)'),
        ...bodyFailures,
        429: tooManyRequests,
        503: unavailable,
      },
    }),
    limit('quotes'),
    validate('json', quoteInput),
    async (c) => {
      const { quote } = await quoteOrder(orderPool, c.req.valid('json'), payments, { lock: false });
      return ok(c, { quote });
    },
  );
}
