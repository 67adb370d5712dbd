import { formatINR } from './format';
import type { QuoteAdjustment } from './quote';

/**
 * What an order was charged, as its quote priced it and the order stores it (docs/pricing.md): the API's order
 * carries these fields, the server's rows have them under snake_case names.
 */
export interface ChargedFigures {
  subtotal: number;
  couponCode?: string | null;
  couponDiscount?: number;
  prepaidDiscount?: number;
  /** The UPI discount's percent when the order was placed; orders placed before it was kept have none. */
  prepaidPercent?: number;
  /** Null while the checkout has no city yet. */
  deliveryCharge: number | null;
  codFee?: number;
  totalAmount: number;
}

/**
 * The quote's adjustments in the order they are shown: coupon, UPI discount, delivery, COD fee. The checkout's
 * quote and every surface of a placed order build them here, so they read the same before and after.
 */
export function orderAdjustments(f: ChargedFigures): QuoteAdjustment[] {
  const rows: QuoteAdjustment[] = [];
  if (f.couponDiscount && f.couponCode)
    rows.push({ kind: 'coupon', label: `Coupon ${f.couponCode}`, amount: -f.couponDiscount });
  if (f.prepaidDiscount) {
    const label = f.prepaidPercent ? `UPI discount (${f.prepaidPercent}%)` : 'UPI discount';
    rows.push({ kind: 'prepaid', label, amount: -f.prepaidDiscount });
  }
  if (f.deliveryCharge !== null) rows.push({ kind: 'delivery', label: 'Delivery', amount: f.deliveryCharge });
  if (f.codFee) rows.push({ kind: 'codFee', label: 'Cash on delivery fee', amount: f.codFee });
  return rows;
}

export interface BreakdownRow {
  kind: 'subtotal' | QuoteAdjustment['kind'] | 'total';
  label: string;
  /** Whole rupees, discounts negative: every row but the total adds up to the total. */
  amount: number;
  /** The amount as shown: '₹6,199', '−₹620', 'Free'. */
  shown: string;
}

const shownAmount = (kind: BreakdownRow['kind'], amount: number) =>
  kind === 'delivery' && amount === 0 ? 'Free' : amount < 0 ? `−${formatINR(-amount)}` : formatINR(amount);

/** The rows every surface of an order shows, Subtotal first and Total last. */
export function orderBreakdown(f: ChargedFigures): BreakdownRow[] {
  const rows = [
    { kind: 'subtotal' as const, label: 'Subtotal', amount: f.subtotal },
    ...orderAdjustments(f),
    { kind: 'total' as const, label: 'Total', amount: f.totalAmount },
  ];
  return rows.map((row) => ({ ...row, shown: shownAmount(row.kind, row.amount) }));
}

/** Whether the rows above the total add up to it (the database holds every order to it, migration 310). */
export const breakdownAddsUp = (rows: readonly BreakdownRow[]) =>
  rows.slice(0, -1).reduce((sum, row) => sum + row.amount, 0) === rows.at(-1)?.amount;
