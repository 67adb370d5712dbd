import * as z from 'zod/mini';
import { ok } from './envelope';
import { formatINR } from './format';

/**
 * A span of India's calendar days: the orders placed in it, and the money that moved in it (docs/desk.md).
 * `net` is money, not hopes: what arrived (UPI marked received, COD cash the couriers remitted) minus what went
 * back (refunds sent). Unpaid UPI orders and cash still with couriers are in `waiting`, never in `net`.
 */
export const takings = z.object({
  /** First and last day of the span (YYYY-MM-DD, India time). */
  from: z.string(),
  to: z.string(),
  /** Orders placed in the span, whatever became of them. */
  orders: z.number(),
  /** Σ totals of the orders placed in the span and not cancelled. */
  ordered: z.number(),
  /** UPI payments marked received in the span. */
  receivedUpi: z.number(),
  /** COD cash the couriers remitted to the shop, by the remittance's date received. */
  receivedCod: z.number(),
  received: z.number(),
  /** Refunds sent, by the refund's date. */
  refunded: z.number(),
  /** received − refunded. */
  net: z.number(),
});

/** What waits for the owner now; each count is exactly the list its link opens. */
export const waiting = z.object({
  toConfirm: z.number(),
  toPack: z.number(),
  toShip: z.number(),
  awaitingPayment: z.number(),
  /** Σ totals of the UPI orders still awaiting their money. */
  awaitingPaymentAmount: z.number(),
  refundsDue: z.number(),
  codUnremitted: z.number(),
  /** Σ COD cash collected by couriers and not yet remitted to the shop. */
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
export type Takings = z.infer<typeof takings>;

/** How a span's net is made up, in the same words on the dashboard and in the owner's digest. */
export const takingsWorking = (s: Takings) =>
  `${formatINR(s.received)} received: UPI ${formatINR(s.receivedUpi)} + COD remitted ${formatINR(s.receivedCod)}; ` +
  `${formatINR(s.refunded)} refunded; ${formatINR(s.ordered)} ordered, not cancelled`;

/** Order lists the dashboard opens beyond plain statuses (the orders list's `queue` filter). */
export const ORDER_QUEUES = ['to_confirm', 'awaiting_payment', 'refund_due', 'cod_unremitted', 'cod_late'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];
