import { Hono } from 'hono';
import type { Order } from '../../api-schema/entities';
import { shopperCancelInput, shopperReturnInput } from '../../api-schema/orderActions';
import { ORDER_NOT_FOUND, trackingResponse, trackOrderQuery } from '../../api-schema/orderTracking';
import type { AppDeps } from '../http/appDeps';
import { describe, failed, succeeded, tooManyRequests, unavailable } from '../http/openapi/describe';
import { shopperWriteResponses } from './transitionDocs';
import { notFound, ok } from '../http/respond';
import { validate } from '../http/validate';
import { normaliseOrderNumber, ORDER_NUMBER_ID } from '../orderRecords/orderNumber';
import { findOrderForTracking } from '../orderRecords/orders';
import { trackingFor } from './orderTrackingView';
import { transitionOrder, type TransitionResult } from './transitionOrder';

/**
 * Everything a guest does with an order number and its phone or email: look it up, cancel it,
 * ask for a return, each under the shared 'tracking' rate limit (guessing a number/contact pair costs the
 * same whichever way it is tried). Writes carry the contact in the JSON body, never in the URL.
 */
export function trackingRoutes({ pool, orderPool, cache, limit }: AppDeps) {
  const answer = async (order: Order) => ({ order, tracking: await trackingFor(pool, order) });
  const afterChange = (result: TransitionResult) => {
    // Stock came back: cached listings (inStock flags, in-stock filter) may be stale.
    if (result.restocked) cache.clear();
    return answer(result.order);
  };
  return new Hono()
    .get(
      '/:orderNumber',
      describe({
        summary: 'Track an order: the order, its history and what the shopper may do next',
        tags: ['Orders'],
        pathIds: ORDER_NUMBER_ID,
        query: trackOrderQuery,
        responses: {
          200: succeeded('The order and its tracking', trackingResponse),
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
        return ok(c, await answer(order));
      },
    )
    .post(
      '/:orderNumber/cancel',
      describe({
        summary: 'Cancel an order before it ships (the shopper, with its phone or email)',
        description: 'Safe to repeat: cancelling a cancelled order again answers 200 and changes nothing.',
        tags: ['Orders'],
        pathIds: ORDER_NUMBER_ID,
        body: shopperCancelInput,
        responses: shopperWriteResponses(
          'Cancelled: stock is back on the shelf',
          'The order has shipped or is already closed',
        ),
      }),
      limit('tracking'),
      validate('json', shopperCancelInput),
      async (c) => {
        const { contact, refundUpiId } = c.req.valid('json');
        const orderNumber = normaliseOrderNumber(c.req.param('orderNumber'));
        const result = await transitionOrder(orderPool, {
          orderNumber,
          contact,
          to: 'cancelled',
          actor: 'shopper',
          refundVpa: refundUpiId,
        });
        return ok(c, await afterChange(result));
      },
    )
    .post(
      '/:orderNumber/return-request',
      describe({
        summary: 'Ask for a return within the return window (the shopper, with its phone or email)',
        description: 'Safe to repeat: asking again for the same order answers 200 and changes nothing.',
        tags: ['Orders'],
        pathIds: ORDER_NUMBER_ID,
        body: shopperReturnInput,
        responses: shopperWriteResponses(
          'The return is requested',
          'The order is not delivered, or its return window has closed',
        ),
      }),
      limit('tracking'),
      validate('json', shopperReturnInput),
      async (c) => {
        const { contact, reason, note, refundUpiId } = c.req.valid('json');
        const orderNumber = normaliseOrderNumber(c.req.param('orderNumber'));
        const result = await transitionOrder(orderPool, {
          orderNumber,
          contact,
          reason,
          note,
          to: 'return_requested',
          actor: 'shopper',
          refundVpa: refundUpiId,
        });
        return ok(c, await afterChange(result));
      },
    );
}
