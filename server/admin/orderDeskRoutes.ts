import { Hono } from 'hono';
import { ADMIN_ORDERS_PAGE_SIZE, adminOrderFilters, bulkConfirmInput } from '../../api-schema/adminOrders';
import { ORDER_NOT_FOUND, shopTransitionInput } from '../../api-schema/orderTracking';
import type { AppDeps } from '../http/appDeps';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import { normaliseOrderNumber } from '../orders/orderNumber';
import { trackingFor } from '../orders/orderTrackingView';
import { transitionOrder, type TransitionInput } from '../orders/transitionOrder';
import { findOrder } from '../orders/orders';
import { audit } from './audit';
import type { Operator } from './operators';
import { listOrders } from './orderDesk';
import { ordersCsv } from './ordersCsv';
import type { DeskEnv } from './requireOperator';

type ShopChange = Omit<TransitionInput, 'orderNumber' | 'actor' | 'alsoRecord'>;

/** The desk's orders: list and export with filters, one order with its timeline, status changes. */
export function orderDeskRoutes({ pool, orderPool, cache }: AppDeps) {
  const change = async (operator: Operator, orderNumber: string, input: ShopChange) => {
    const result = await transitionOrder(orderPool, {
      ...input,
      orderNumber,
      actor: 'shop',
      alsoRecord: (db, { from, order }) =>
        audit(
          db,
          operator,
          `order.${input.to}`,
          order.orderNumber,
          { status: from },
          { status: input.to, ...details(input) },
        ),
    });
    // Restocking changed stock: the catalogue listener drops the products' entries too, this is the same process at once.
    if (result.restocked) cache.clear();
    return result;
  };

  return new Hono<DeskEnv>()
    .get('/', validate('query', adminOrderFilters), async (c) =>
      ok(c, await listOrders(pool, c.req.valid('query'), ADMIN_ORDERS_PAGE_SIZE)),
    )
    .get('/export.csv', validate('query', adminOrderFilters), async (c) => {
      const csv = await ordersCsv(pool, c.req.valid('query'));
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="orders-${day}.csv"`);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    })
    .post('/bulk-confirm', validate('json', bulkConfirmInput), async (c) => {
      const operator = c.get('operator');
      const results = [];
      // One transaction per order: one that cannot be confirmed does not hold back the others.
      for (const raw of new Set(c.req.valid('json').orderNumbers.map((n) => n.trim()))) {
        try {
          const result = await change(operator, normaliseOrderNumber(raw), { to: 'confirmed' });
          results.push({ orderNumber: raw, ok: true, changed: result.changed, message: 'Confirmed' });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ orderNumber: raw, ok: false, changed: false, message: error.message });
        }
      }
      return ok(c, { results });
    })
    .get('/:orderNumber', async (c) => {
      const order = await findOrder(pool, normaliseOrderNumber(c.req.param('orderNumber')));
      if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
      return ok(c, { order, tracking: await trackingFor(pool, order) });
    })
    .post('/:orderNumber/transitions', validate('json', shopTransitionInput), async (c) => {
      const orderNumber = normaliseOrderNumber(c.req.param('orderNumber'));
      const result = await change(c.get('operator'), orderNumber, c.req.valid('json'));
      return ok(c, { order: result.order, tracking: await trackingFor(pool, result.order), changed: result.changed });
    });
}

const details = ({ note, courier, trackingNumber, reason }: ShopChange) =>
  Object.fromEntries(Object.entries({ note, courier, trackingNumber, reason }).filter(([, v]) => v));
