import * as z from 'zod/mini';
import { isCalendarDay } from './calendarDay';
import { ORDER_QUEUES } from './adminDashboard';
import { ok } from './envelope';
import { pagination } from './entities';
import { promisedOrder } from './promisedOrder';
import { orderStatus } from './orderLifecycle';
import { orderTracking } from './orderTracking';
import { PAYMENT_STANDINGS } from './paymentStanding';

const paymentStandingField = z.enum(PAYMENT_STANDINGS, 'payment must be one of the payment states');

export const ADMIN_ORDERS_PAGE_SIZE = 25;
/** The most orders one bulk confirmation may carry. */
export const MAX_BULK_ORDERS = 100;

// A refine, not z.regex: zod sits in the shop's framework chunk, and its regex check would ride along.
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const calendarDay = (name: string) =>
  z
    .string()
    .check(z.refine(isCalendarDay, `${name} must be a date (YYYY-MM-DD)`))
    .register(z.globalRegistry, { pattern: CALENDAR_DAY.source, examples: ['2026-11-25'] });

/** The desk's order filters (list and CSV export): dates are calendar days in India. */
export const adminOrderFilters = z.object({
  status: z.optional(orderStatus),
  /** What the dashboard counted: e.g. placed orders not waiting for UPI money (`to_confirm`). */
  queue: z.optional(z.enum(ORDER_QUEUES, 'queue must be one of the dashboard lists')),
  from: z.optional(calendarDay('from')),
  to: z.optional(calendarDay('to')),
  city: z.optional(z.string().check(z.maxLength(100))),
  /** COD orders the shopper has (or has not) confirmed by their link (docs/pricing.md). */
  codConfirmation: z.optional(z.enum(['confirmed', 'unconfirmed'], 'codConfirmation must be confirmed or unconfirmed')),
  /** The payment state (api-schema/paymentStanding.ts): awaiting_payment, paid, cod_to_collect… */
  payment: z.optional(paymentStandingField),
  /** An order number, phone or email, or part of one. */
  q: z.optional(z.string().check(z.maxLength(100, 'search must be at most 100 characters'), z.trim())),
  page: z._default(
    z.coerce
      .number('page must be a number')
      .check(z.int('page must be a whole number'), z.gte(1, 'page must be at least 1')),
    1,
  ),
});
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export const adminOrderSummary = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: orderStatus,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  items: z.number(),
  totalAmount: z.number(),
  /** COD orders only: whether the shopper confirmed by the link. */
  codConfirmed: z.optional(z.boolean()),
  /** Paid, awaiting payment, COD to collect…: paymentStanding() of its stored money state. */
  paymentStanding: paymentStandingField,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const adminOrderListResponse = ok(z.object({ orders: z.array(adminOrderSummary), pagination }));
/** Parcels returned to origin (refused, address not found, unreachable) for this order's phone and PIN. */
export const returnedToOrigin = z.object({ phone: z.number(), pincode: z.number() });
export const adminOrderResponse = ok(
  z.object({ order: promisedOrder, tracking: orderTracking, returnedToOrigin: z.optional(returnedToOrigin) }),
);
/** POST /api/admin/orders/:orderNumber/transitions: `changed` is false for a repeat. */
export const shopTransitionResponse = ok(
  z.object({ order: promisedOrder, tracking: orderTracking, changed: z.boolean() }),
);
export type ShopTransitionResult = z.infer<typeof shopTransitionResponse>['data'];

export const bulkConfirmInput = z.strictObject({
  orderNumbers: z
    .array(z.string().check(z.maxLength(40)))
    .check(
      z.minLength(1, 'Choose at least one order'),
      z.maxLength(MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders at once`),
    ),
});
export const bulkConfirmResponse = ok(
  z.object({
    results: z.array(z.object({ orderNumber: z.string(), ok: z.boolean(), changed: z.boolean(), message: z.string() })),
  }),
);
