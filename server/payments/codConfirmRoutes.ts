import { Hono } from 'hono';
import { codConfirmationResponse, codConfirmLinkResponse } from '../../api-schema/codConfirmation';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded, tooManyRequests, unavailable } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { confirmCodOrder, readCodConfirmation } from './confirmCod';

/** "Confirm your order" of a COD order: the e-mail's and the tracking page's signed link, no login. */
export function codConfirmRoutes({ orderPool, limit }: AppDeps) {
  const pathIds = { token: "The order's signed confirmation link (order.confirmPath ends with it)" };
  return new Hono()
    .get(
      '/:token',
      describe({
        summary: 'What a confirmation link is for: the order, whether confirmed, whether it still can be',
        description: 'Changes nothing. The page shows "This link is not valid" on a 404 and offers no Confirm.',
        tags: ['Orders'],
        pathIds,
        responses: {
          200: succeeded('The order the link confirms', codConfirmLinkResponse),
          404: failed('Confirmation link not found (forged link or not a cash-on-delivery order)'),
          429: tooManyRequests,
          503: unavailable,
        },
      }),
      limit('tracking'),
      async (c) => ok(c, await readCodConfirmation(orderPool, c.req.param('token'))),
    )
    .post(
      '/:token',
      describe({
        summary: 'The shopper confirms a cash-on-delivery order by its signed link',
        description: 'Safe to repeat: confirming a confirmed order answers 200 with `changed: false`.',
        tags: ['Orders'],
        pathIds,
        responses: {
          200: succeeded('The order is confirmed', codConfirmationResponse),
          404: failed('Confirmation link not found (forged link or not a cash-on-delivery order)'),
          409: failed('The order is cancelled or already shipped'),
          429: tooManyRequests,
          503: unavailable,
        },
      }),
      limit('tracking'),
      async (c) => ok(c, await confirmCodOrder(orderPool, c.req.param('token'))),
    );
}
