import type { ReactNode } from 'react';
import { orderBreakdown, type BreakdownRow, type ChargedFigures } from '../../api-schema/orderBreakdown';
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
  const t = useT();
  // The rows' words by kind, in the reader's language (the English ones are api-schema's labels).
  const label = (kind: BreakdownRow['kind']) =>
    ({
      subtotal: t('Subtotal'),
      coupon: t('Coupon {code}', { code: order.couponCode ?? '' }),
      prepaid: order.prepaidPercent
        ? t('UPI discount ({percent}%)', { percent: order.prepaidPercent })
        : t('UPI discount'),
      delivery: t('Delivery'),
      codFee: t('Cash on delivery fee'),
      total: t('Total'),
    })[kind];
  const [subtotal, ...rest] = orderBreakdown(order).map((row) => (
    <div key={row.kind} className={row.kind === 'total' ? lines.grand : undefined} data-row={row.kind}>
      <dt>{label(row.kind)}</dt>
      <dd data-testid={row.kind === 'total' ? totalTestId : undefined}>
        {row.kind === 'delivery' && row.amount === 0 ? t('Free') : row.shown}
      </dd>
    </div>
  ));
  return (
    <dl className={className ? `${lines.totals} ${className}` : lines.totals} data-testid="order-breakdown">
      {subtotal}
      {afterSubtotal}
      {rest}
      {children}
    </dl>
  );
}
