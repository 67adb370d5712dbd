import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { activityRoutes } from './activityRoutes';
import { catalogueDeskRoutes } from './catalogueDeskRoutes';
import { messageDeskRoutes } from './messageDeskRoutes';
import { orderDeskRoutes } from './orderDeskRoutes';
import { photoDeskRoutes } from './photoDeskRoutes';
import { requireOperator, type DeskEnv } from './requireOperator';
import { sessionRoutes } from './sessionRoutes';
import type { SessionSettings } from './sessions';

/**
 * /api/admin: sign-in is the only call without a session; every other route sits behind
 * requireOperator (401 without a live session, 403 without the CSRF token on a write).
 */
export function adminRoutes(deps: AppDeps, sessions: SessionSettings) {
  const desk = new Hono<DeskEnv>()
    .use(requireOperator(deps.pool, sessions))
    .route('/orders', orderDeskRoutes(deps))
    .route('/products', catalogueDeskRoutes(deps))
    .route('/products', photoDeskRoutes(deps))
    .route('/messages', messageDeskRoutes(deps))
    .route('/activity', activityRoutes(deps));
  return new Hono().route('/session', sessionRoutes(deps, sessions)).route('/', desk);
}
