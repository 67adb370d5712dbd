import type { OrderStatus } from './orderLifecycle';
import type { PaymentState } from './payment';
import type { PaymentMode } from './paymentMode';

/**
 * An order's payment state as the desk names it (docs/payments.md): the stored money state read with how the
 * order is paid and, for cash on delivery, whether the parcel can still be delivered.
 */
export const PAYMENT_STANDINGS = [
  'awaiting_payment',
  'paid',
  'cod_to_collect',
  'cod_collected',
  'refund_due',
  'refunded',
  'not_paid',
] as const;
export type PaymentStanding = (typeof PAYMENT_STANDINGS)[number];

export const paymentStandingLabels: Record<PaymentStanding, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  cod_to_collect: 'COD to collect',
  cod_collected: 'COD collected',
  refund_due: 'Refund due',
  refunded: 'Refunded',
  not_paid: 'Not paid',
};

export interface StandingRule {
  standing: PaymentStanding;
  state: PaymentState | null;
  mode?: PaymentMode;
  statuses?: readonly OrderStatus[];
}

/** First match wins. The desk's filter is SQL built from these same rows (server/orders/paymentStandingSql.ts). */
export const PAYMENT_STANDING_RULES: readonly StandingRule[] = [
  { state: 'paid', mode: 'cod', standing: 'cod_collected' },
  { state: 'paid', standing: 'paid' },
  { state: 'awaiting_payment', standing: 'awaiting_payment' },
  { state: 'refund_due', standing: 'refund_due' },
  { state: 'refunded', standing: 'refunded' },
  { state: 'not_paid', standing: 'not_paid' },
  // Cash on delivery stores nothing until the cash is collected; a parcel that will not be delivered brings none.
  { state: null, mode: 'cod', statuses: ['cancelled', 'returned_to_origin'], standing: 'not_paid' },
  { state: null, mode: 'cod', standing: 'cod_to_collect' },
  // A UPI order is stored awaiting payment when placed; one without a state has not been paid either.
  { state: null, standing: 'awaiting_payment' },
];

export interface StoredMoney {
  mode: string;
  state: string | null | undefined;
  status: string;
}

export function paymentStanding({ mode, state, status }: StoredMoney): PaymentStanding {
  const rule = PAYMENT_STANDING_RULES.find(
    (r) =>
      r.state === (state ?? null) &&
      (!r.mode || r.mode === mode) &&
      (!r.statuses || r.statuses.includes(status as OrderStatus)),
  );
  return rule?.standing ?? 'awaiting_payment';
}

export const AWAITING_UPI_PAYMENT =
  'This order is awaiting UPI payment. Mark it received on the Payments page once the money is in the bank, or cancel it.';

/**
 * Why the shop may not take this step now, or null. While a UPI order waits for its money nothing is confirmed,
 * packed, printed or shipped; cancelling stays possible. The server refuses with this sentence, the desk hides
 * the step and says it.
 */
export function paymentHold(standing: PaymentStanding, step: OrderStatus | 'print'): string | null {
  return standing === 'awaiting_payment' && step !== 'cancelled' ? AWAITING_UPI_PAYMENT : null;
}
