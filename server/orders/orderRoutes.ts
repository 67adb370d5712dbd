import { Hono } from 'hono';
import { toFieldErrors } from '../../api-schema/envelope';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderCreateInput,
  type OrderCreate,
} from '../../api-schema/order';
import { shopperKey, validBody } from '../http/rateLimit';
import { upiOrderCreateInput } from '../../api-schema/upiOrder';
import type { AppDeps } from '../http/appDeps';
import { bodyFailures, describe, failed, succeeded, tooManyRequests, unavailable } from '../http/openapi/describe';
import { HttpError, ok } from '../http/respond';
import { promisedOrderResponse } from '../../api-schema/promisedOrder';
import { validate } from '../http/validate';
import { idempotentReplaysUncounted } from './idempotentReplay';
import { placeOrder } from './placeOrder';
import { forgetSoldStock } from './soldStock';
import { trackingRoutes } from './trackingRoutes';

export function orderRoutes(deps: AppDeps) {
  const { orderPool, cache, limit, payments } = deps;
  // Without a shop UPI ID the payload is docs/product.md §3's: `paymentMode` is an unknown field (docs/payments.md).
  const payload = payments.upi ? upiOrderCreateInput : orderCreateInput;
  return (
    new Hono()
      .post(
        '/',
        describe({
          summary: 'Place an order (cash on delivery, or UPI when the shop has a UPI ID)',
          description:
            'Prices, delivery charge and totals come from the database. Safe to repeat with the same Idempotency-Key ' +
            '(a repeat is not counted by the rate limits). ' +
            '`paymentMode` (cod | upi) is accepted only when the shop takes UPI (SHOP_UPI_ID); otherwise it is an unknown field. ' +
            'A UPI order answers with `payPath`, its payment step, and awaits payment (its stock held). ' +
            '`language` (en | hi, en when left out) is the language its e-mails and invoice are written in; a repeat keeps the first.',
          tags: ['Orders'],
          body: upiOrderCreateInput,
          headers: {
            [IDEMPOTENCY_KEY_HEADER]: {
              description: 'A UUID made once per checkout attempt; a repeat returns the order it placed (200).',
              schema: idempotencyKeySchema,
            },
          },
          responses: {
            201: succeeded('The order was placed', promisedOrderResponse),
            200: succeeded(
              'A repeat of an Idempotency-Key: the order it placed before, no stock taken',
              promisedOrderResponse,
            ),
            400: failed('A field, the city or a colour is wrong; `errors` names each field'),
            409: failed(
              'Not enough stock of the colour ordered (stock is per colour: "<product> in <colour> is out of stock", or only N left; the other colours still sell), a coupon that no longer applies, or cash on delivery withheld; the message says why',
            ),
            ...bodyFailures,
            422: failed('The Idempotency-Key already placed a different order'),
            429: tooManyRequests,
            503: unavailable,
          },
        }),
        idempotentReplaysUncounted(orderPool),
        limit('ordersPerAddress'),
        validate('json', payload),
        limit('orders', (c) => {
          const { email, phone } = validBody<OrderCreate>(c).shippingInfo;
          return shopperKey(email, phone);
        }),
        async (c) => {
          const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
          if (!key.success) {
            const errors = toFieldErrors(key.error.issues).map((e) => ({ ...e, field: IDEMPOTENCY_KEY_HEADER }));
            throw new HttpError(400, errors[0]!.message, errors);
          }
          const input = c.req.valid('json');
          const { order, created, stock } = await placeOrder(orderPool, input, key.data?.toLowerCase(), payments);
          forgetSoldStock(cache, stock);
          return ok(c, { order }, created ? 201 : 200);
        },
      )
      // Guest lookups, cancellations and return requests, all under the 'tracking' rate limit.
      .route('/track', trackingRoutes(deps))
  );
}
