import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrderFilters,
  adminOrderListResponse,
  adminOrderResponse,
  bulkConfirmInput,
  bulkConfirmResponse,
  shopTransitionResponse,
} from '../../api-schema/adminOrders';
import { describe, failed, succeeded } from '../http/openapi/describe';
import { transitionFailures } from './transitionDocs';
import {
  CSRF_HEADER_DOC,
  DESK_SECURITY,
  DESK_TAGS,
  signedInRead,
  signedInWrite,
  audit,
  booksSettingsFromConfig,
  type Operator,
  type DeskEnv,
} from '../http/operator';
import { shopTransitionInput } from '../../api-schema/orderActions';
import { ORDER_NOT_FOUND } from '../../api-schema/orderTracking';
import type { AppDeps } from '../http/appDeps';
import { HttpError, ok } from '../http/respond';
import { validate } from '../http/validate';
import { normaliseOrderNumber, ORDER_NUMBER_ID } from '../orderRecords/orderNumber';
import { trackingFor } from './orderTrackingView';
import { transitionOrder, type TransitionInput } from './transitionOrder';
import { findOrder } from '../orderRecords/orders';
import { returnedToOriginCounts } from './pricing/returnedToOrigin';
import { listOrders } from './orderDesk';
import { ordersCsv } from './ordersCsv';

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
    .get(
      '/',
      describe({
        summary: 'Orders, newest first, 25 a page, filtered by status, India calendar days, city and search',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        query: adminOrderFilters,
        responses: { 200: succeeded('A page of orders', adminOrderListResponse), 400: BAD_FILTER, ...signedInRead },
      }),
      validate('query', adminOrderFilters),
      async (c) =>
        ok(
          c,
          await listOrders(pool, c.req.valid('query'), ADMIN_ORDERS_PAGE_SIZE, booksSettingsFromConfig().codLateDays),
        ),
    )
    .get(
      '/export.csv',
      describe({
        summary: 'The filtered orders as CSV (UTF-8 with BOM, RFC 4180, whole rupees, ISO 8601 UTC times)',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        query: adminOrderFilters,
        responses: {
          200: { description: 'The CSV file (an attachment)', schema: z.string(), mediaTypes: ['text/csv'] },
          400: BAD_FILTER,
          ...signedInRead,
        },
      }),
      validate('query', adminOrderFilters),
      async (c) => {
        const csv = await ordersCsv(pool, c.req.valid('query'));
        const day = new Date().toISOString().slice(0, 10);
        c.header('Content-Disposition', `attachment; filename="orders-${day}.csv"`);
        return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
      },
    )
    .post(
      '/bulk-confirm',
      describe({
        summary: 'Confirm several placed orders; each is its own change, refusals are named per order',
        description: 'Safe to repeat: an order already confirmed by the shop answers ok with `changed: false`.',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        body: bulkConfirmInput,
        responses: {
          200: succeeded('One result per order number', bulkConfirmResponse),
          400: failed('No order numbers, or more than 100'),
          ...signedInWrite,
        },
      }),
      validate('json', bulkConfirmInput),
      async (c) => {
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
      },
    )
    .get(
      '/:orderNumber',
      describe({
        summary:
          'One order with its lines, address, totals, timeline, invoice link and the parcels returned to origin for its phone and PIN',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        pathIds: ORDER_NUMBER_ID,
        responses: {
          200: succeeded('The order and its tracking', adminOrderResponse),
          404: failed('Order not found'),
          ...signedInRead,
        },
      }),
      async (c) => {
        const order = await findOrder(pool, normaliseOrderNumber(c.req.param('orderNumber')));
        if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
        const ship = order.shippingInfo;
        const [tracking, refusals] = await Promise.all([
          trackingFor(pool, order),
          returnedToOriginCounts(pool, { phones: [ship.phone], pincodes: [ship.pincode] }),
        ]);
        const returnedToOrigin = {
          phone: [...refusals.byPhone.values()][0] ?? 0,
          pincode: refusals.byPincode.get(ship.pincode) ?? 0,
        };
        return ok(c, { order, tracking, returnedToOrigin });
      },
    )
    .post(
      '/:orderNumber/transitions',
      describe({
        summary: "Change an order's status as the shop (only what the lifecycle allows from its status)",
        description: 'Safe to repeat: the same change again answers 200 with `changed: false` and writes nothing.',
        tags: DESK_TAGS,
        security: DESK_SECURITY,
        headers: CSRF_HEADER_DOC,
        pathIds: ORDER_NUMBER_ID,
        body: shopTransitionInput,
        responses: {
          200: succeeded('The order, its tracking and whether anything changed', shopTransitionResponse),
          ...transitionFailures('e.g. a placed order cannot be delivered'),
          ...signedInWrite,
        },
      }),
      validate('json', shopTransitionInput),
      async (c) => {
        const orderNumber = normaliseOrderNumber(c.req.param('orderNumber'));
        const result = await change(c.get('operator'), orderNumber, c.req.valid('json'));
        return ok(c, { order: result.order, tracking: await trackingFor(pool, result.order), changed: result.changed });
      },
    );
}

const BAD_FILTER = failed('A filter is malformed (status, from/to as YYYY-MM-DD, page); `errors` names each');

const details = ({ note, courierId, courier, trackingNumber, reason, rtoReason }: ShopChange) =>
  Object.fromEntries(
    Object.entries({ note, courierId, courier, trackingNumber, reason, rtoReason }).filter(([, v]) => v),
  );
