import { Hono } from 'hono';
import { activityRoutes } from './books/activityRoutes';
import { dashboardRoutes } from './books/dashboardRoutes';
import { catalogueDeskRoutes } from './catalogue/catalogueDeskRoutes';
import { productEditRoutes } from './catalogue/productEditRoutes';
import { messageDeskRoutes } from './content/messageDeskRoutes';
import type { AppDeps } from './http/appDeps';
import { operatorGate, type DeskEnv, type DeskOptions } from './http/operator';
import { customerRoutes } from './orders/customerRoutes';
import { orderDeskRoutes } from './orders/orderDeskRoutes';
import { couponDeskRoutes } from './orders/pricing/couponDeskRoutes';
import { parcelRoutes } from './parcels/parcelRoutes';
import { paymentDeskRoutes } from './payments/paymentDeskRoutes';
import { remittanceRoutes } from './payments/remittanceRoutes';
import { photoDeskRoutes } from './photos/photoDeskRoutes';
import { reviewDeskRoutes } from './reviews/reviewDeskRoutes';
import { categoryDeskRoutes } from './catalogue/categoryDeskRoutes';
import { gstExportRoutes } from './tax/gstExportRoutes';

/**
 * The desk's mount list (/api/admin): each domain's desk routes, kept in the domain's own folder beside its
 * shopper routes, behind the operator's sign-in, session and CSRF checks (http/operator/operatorGate.ts).
 */
export function adminRoutes(deps: AppDeps, options: DeskOptions) {
  const desks = new Hono<DeskEnv>()
    .route('/dashboard', dashboardRoutes(deps))
    .route('/customers', customerRoutes(deps))
    .route('/orders', parcelRoutes(deps))
    .route('/orders', orderDeskRoutes(deps))
    .route('/products', catalogueDeskRoutes(deps))
    .route('/products', photoDeskRoutes(deps))
    .route('/products', productEditRoutes(deps))
    .route('/messages', messageDeskRoutes(deps))
    .route('/activity', activityRoutes(deps))
    .route('/payments', paymentDeskRoutes(deps))
    .route('/coupons', couponDeskRoutes(deps))
    .route('/remittances', remittanceRoutes(deps))
    .route('/reviews', reviewDeskRoutes(deps))
    .route('/categories', categoryDeskRoutes(deps))
    .route('/gst', gstExportRoutes(deps));
  return operatorGate(deps, options, desks);
}
