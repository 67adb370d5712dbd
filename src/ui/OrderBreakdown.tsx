import type { ReactNode } from 'react';
import { orderBreakdown, type ChargedFigures } from '../../api-schema/orderBreakdown';
import { breakdownWords } from './breakdownWords';
import { useT } from '../i18n/language';
import * as lines from './OrderBreakdown.css';

interface Props {
  order: ChargedFigures;
  /** The total's test id (the success and tracking pages keep their own). */
  totalTestId: string;
  /** Shown under the subtotal, outside the sum: the success page's "You Saved". */
  afterSubtotal?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * The order's breakdown as it was charged — Subtotal, coupon, UPI discount, Delivery, COD fee, Total — the
 * same rows the checkout, e-mails and PDFs show (api-schema/orderBreakdown.ts). Children follow the total.
 */
export function OrderBreakdown({ order, totalTestId, afterSubtotal, children, className }: Props) {
  useT(); // the rows' words follow a language switch
  const [subtotal, ...rest] = orderBreakdown(order).map((row) => {
    const words = breakdownWords(row, order);
    return (
      <div key={row.kind} className={row.kind === 'total' ? lines.grand : undefined} data-row={row.kind}>
        <dt>{words.label}</dt>
        <dd data-testid={row.kind === 'total' ? totalTestId : undefined}>{words.shown}</dd>
      </div>
    );
  });
  return (
    <dl className={className ? `${lines.totals} ${className}` : lines.totals} data-testid="order-breakdown">
      {subtotal}
      {afterSubtotal}
      {rest}
      {children}
    </dl>
  );
}
