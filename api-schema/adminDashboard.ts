import * as z from 'zod/mini';
import { ok } from './envelope';

/** Orders placed in a span of India's calendar days and what they are worth once cancellations and returns are out. */
export const takings = z.object({
  /** First and last day of the span (YYYY-MM-DD, India time). */
  from: z.string(),
  to: z.string(),
  orders: z.number(),
  /** Σ totals of every order placed in the span. */
  gross: z.number(),
  /** Σ totals of those since cancelled or returned (a refund only ever follows one of these). */
  cancelledOrReturned: z.number(),
  net: z.number(),
});

/** What waits for the owner now; each count is exactly the list its link opens. */
export const waiting = z.object({
  toConfirm: z.number(),
  toPack: z.number(),
  toShip: z.number(),
  awaitingPayment: z.number(),
  refundsDue: z.number(),
  codUnremitted: z.number(),
  codUnremittedAmount: z.number(),
  codLate: z.number(),
  returnsRequested: z.number(),
  messagesOpen: z.number(),
  lowStock: z.number(),
});

export const dashboardResponse = ok(
  z.object({
    today: takings,
    lastSevenDays: takings,
    waiting,
    lowStockThreshold: z.number(),
    codLateDays: z.number(),
  }),
);
export type Dashboard = z.infer<typeof dashboardResponse>['data'];
export type Waiting = z.infer<typeof waiting>;

/** Order lists the dashboard opens beyond plain statuses (the orders list's `queue` filter). */
export const ORDER_QUEUES = ['to_confirm', 'awaiting_payment', 'refund_due', 'cod_unremitted', 'cod_late'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];
