import { Hono } from 'hono';
import * as z from 'zod/mini';
import { shopTransitionResponse } from '../../api-schema/adminOrders';
import { shopTransitionInput } from '../../api-schema/orderTracking';
import type { AppDeps } from '../http/appDeps';
import { requireBearerToken } from '../http/bearerToken';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { normaliseOrderNumber } from './orderNumber';
import { trackingFor } from './orderTrackingView';
import { ORDER_NUMBER_ID, transitionFailures } from './transitionDocs';
import { transitionOrder } from './transitionOrder';

/**
 * Interim shop-side status changes until the operator desk (with sign-in) exists:
 * POST /api/admin/orders/:orderNumber/transitions with `Authorization: Bearer $ADMIN_API_TOKEN`.
 * Without a token configured the routes do not exist (404).
 */
export function adminOrderRoutes({ pool, orderPool, cache }: AppDeps, adminApiToken: string | undefined) {
  const routes = new Hono();
  if (!adminApiToken) return routes;
  return routes.use(requireBearerToken(adminApiToken)).post(
    '/:orderNumber/transitions',
    describe({
      summary: "Change an order's status as the shop (interim, until the operator desk has sign-in)",
      description:
        'Exists only when ADMIN_API_TOKEN is set; send `Authorization: Bearer <token>`. Safe to repeat: the same change again answers 200 with `changed: false`.',
      tags: ['Admin'],
      pathIds: ORDER_NUMBER_ID,
      security: { adminToken: { type: 'http', scheme: 'bearer', description: 'ADMIN_API_TOKEN' } },
      body: shopTransitionInput,
      responses: {
        200: succeeded('The order, its tracking and whether anything changed', shopTransitionResponse),
        401: {
          ...failed('No or a wrong bearer token'),
          headers: { 'WWW-Authenticate': { description: 'Bearer', schema: z.literal('Bearer') } },
        },
        ...transitionFailures('e.g. a placed order cannot be delivered'),
      },
    }),
    validate('json', shopTransitionInput),
    async (c) => {
      const body = c.req.valid('json');
      const orderNumber = normaliseOrderNumber(c.req.param('orderNumber'));
      const result = await transitionOrder(orderPool, { ...body, orderNumber, actor: 'shop' });
      if (result.restocked) cache.clear();
      return ok(c, { order: result.order, tracking: await trackingFor(pool, result.order), changed: result.changed });
    },
  );
}
