import { Hono } from 'hono';
import { shopTransitionInput } from '../../api-schema/orderTracking';
import type { AppDeps } from '../http/appDeps';
import { requireBearerToken } from '../http/bearerToken';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { normaliseOrderNumber } from './orderNumber';
import { trackingFor } from './orderTrackingView';
import { transitionOrder } from './transitionOrder';

/**
 * Interim shop-side status changes until the operator desk (with sign-in) exists:
 * POST /api/admin/orders/:orderNumber/transitions with `Authorization: Bearer $ADMIN_API_TOKEN`.
 * Without a token configured the routes do not exist (404).
 */
export function adminOrderRoutes({ pool, orderPool, cache }: AppDeps, adminApiToken: string | undefined) {
  const routes = new Hono();
  if (!adminApiToken) return routes;
  return routes
    .use(requireBearerToken(adminApiToken))
    .post('/:orderNumber/transitions', validate('json', shopTransitionInput), async (c) => {
      const body = c.req.valid('json');
      const orderNumber = normaliseOrderNumber(c.req.param('orderNumber'));
      const result = await transitionOrder(orderPool, { ...body, orderNumber, actor: 'shop' });
      if (result.restocked) cache.clear();
      return ok(c, { order: result.order, tracking: await trackingFor(pool, result.order), changed: result.changed });
    });
}
