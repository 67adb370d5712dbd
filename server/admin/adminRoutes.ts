import { Hono } from 'hono';
import type { AppDeps } from '../http/appDeps';
import { activityRoutes } from './activityRoutes';
import { catalogueDeskRoutes } from './catalogueDeskRoutes';
import { couponDeskRoutes } from './couponDeskRoutes';
import { customerRoutes } from './customerRoutes';
import { dashboardRoutes } from './dashboardRoutes';
import { messageDeskRoutes } from './messageDeskRoutes';
import { orderDeskRoutes } from './orderDeskRoutes';
import { photoDeskRoutes } from './photoDeskRoutes';
import { productEditRoutes } from './productEditRoutes';
import { paymentDeskRoutes } from '../payments/paymentDeskRoutes';
import { remittanceRoutes } from '../payments/remittanceRoutes';
import { parcelRoutes } from '../parcels/parcelRoutes';
import { gstExportRoutes } from '../tax/gstExportRoutes';
import { requireOperator, type DeskEnv } from './requireOperator';
import { sessionRoutes } from './sessionRoutes';
import type { DeskOptions } from './deskOptions';
import { sameOriginWrites } from './sameOrigin';
import { sessionListRoutes } from './sessionListRoutes';

/**
 * /api/admin: a write sent from another site is refused first (403), sign-in included; sign-in is the
 * only call without a session; every other route sits behind requireOperator (401 without a live
 * session, 403 without the CSRF token on a write).
 */
export function adminRoutes(deps: AppDeps, options: DeskOptions) {
  const desk = new Hono<DeskEnv>()
    .use(requireOperator(deps.pool, options.sessions))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/customers', customerRoutes(deps))
    .route('/orders', parcelRoutes(deps))
    .route('/orders', orderDeskRoutes(deps))
    .route('/products', catalogueDeskRoutes(deps))
    .route('/products', photoDeskRoutes(deps))
    .route('/products', productEditRoutes(deps))
    .route('/messages', messageDeskRoutes(deps))
    .route('/activity', activityRoutes(deps))
    .route('/sessions', sessionListRoutes(deps, options.sessions))
    .route('/payments', paymentDeskRoutes(deps))
    .route('/coupons', couponDeskRoutes(deps))
    .route('/remittances', remittanceRoutes(deps))
    .route('/gst', gstExportRoutes(deps));
  return new Hono()
    .use(sameOriginWrites(options.siteUrl))
    .route('/session', sessionRoutes(deps, options))
    .route('/', desk);
}
