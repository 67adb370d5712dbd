import { Hono } from 'hono';
import type { AppDeps } from '../appDeps';
import type { DeskOptions } from './deskOptions';
import { requireOperator, type DeskEnv } from './requireOperator';
import { sameOriginWrites } from './sameOrigin';
import { sessionListRoutes } from './sessionListRoutes';
import { sessionRoutes } from './sessionRoutes';

/**
 * /api/admin: a write sent from another site is refused first (403), sign-in included; sign-in is the
 * only call without a session; every other route — the operator's own sessions and each domain's desk
 * (`desks`, mounted by server/adminRoutes.ts) — sits behind requireOperator (401 without a live
 * session, 403 without the CSRF token on a write).
 */
export function operatorGate(deps: AppDeps, options: DeskOptions, desks: Hono<DeskEnv>) {
  const desk = new Hono<DeskEnv>()
    .use(requireOperator(deps.pool, options.sessions))
    .route('/sessions', sessionListRoutes(deps, options.sessions))
    .route('/', desks);
  return new Hono()
    .use(sameOriginWrites(options.siteUrl))
    .route('/session', sessionRoutes(deps, options))
    .route('/', desk);
}
