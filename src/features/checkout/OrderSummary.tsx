import { orderTotals } from '../../../api-schema/money';
import type { Quote, QuoteAdjustment } from '../../../api-schema/quote';
import { t, tKnown, useT } from '../../i18n/language';
import type { CheckoutLine } from './checkoutValues';
import { ProductPicture } from '../../ui/ProductPicture';
import { formatINR } from '../../lib/format';
import { cart } from '../cart/cart';
import { BuyNowQuantity } from './BuyNowQuantity';
import * as styles from './OrderSummary.css';

interface Props {
  lines: readonly CheckoutLine[];
  /** The chosen city's delivery charge, or null before a city is chosen. */
  cityCharge: number | null;
  /** The server's price (docs/pricing.md); until it arrives the lines are added up here with the same rules. */
  quote?: Quote;
  /** Buy Now's one line gets a quantity control (a cart's lines are changed in the cart). */
  isBuyNow?: boolean;
}

/** A quote row's words for the reader: in English exactly the server's label (api-schema/orderBreakdown.ts). */
function adjustmentLabel(row: QuoteAdjustment, couponCode: string | null) {
  if (row.kind === 'coupon') return t('Coupon {code}', { code: couponCode ?? '' });
  const percent = /\((\d+)%\)/.exec(row.label)?.[1];
  if (row.kind === 'prepaid') return percent ? t('UPI discount ({percent}%)', { percent }) : t('UPI discount');
  return tKnown(row.label);
}

/** docs/product.md §9 totals shown before the order; the server prices the real order with the same function. */
export function OrderSummary({ lines, cityCharge, quote, isBuyNow = false }: Props) {
  useT();
  // What can be ordered: a line the shop no longer has is shown, but not counted.
  const orderable = lines.filter((line) => !line.unavailable);
  const local = orderTotals(orderable, cityCharge);
  const { subtotal, savings, totalAmount } = quote ?? local;
  const deliveryCharge = quote ? quote.deliveryCharge : cityCharge === null ? null : local.deliveryCharge;
  const discounts = quote?.adjustments.filter((a) => a.kind !== 'delivery') ?? [];
  return (
    <>
      <h2 id="summary-title" className={styles.title}>
        {t('Order Summary')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line} data-unavailable={line.unavailable || undefined}>
            <ProductPicture className={styles.image} src={line.image} sizes="56px" alt="" width={56} height={56} />
            <div className={styles.lineText}>
              <p className={styles.name}>{line.name}</p>
              <p className={styles.meta}>
                {t('Color: {color} · Qty: {quantity}', { color: line.color, quantity: line.quantity })}
              </p>
              {isBuyNow && !line.outOfStock && <BuyNowQuantity line={line} />}
              {line.outOfStock && <p className={styles.outOfStock}>{t('Out of Stock')}</p>}
              {!line.outOfStock && line.stockLeft !== undefined && (
                <p className={styles.outOfStock}>{t('Only {count} left', { count: line.stockLeft })}</p>
              )}
              {line.unavailable && (
                <p className={styles.outOfStock}>
                  {t('No longer available')}{' '}
                  <button type="button" className={styles.removeLine} onClick={() => cart.remove(line.id)}>
                    {t('Remove')}
                  </button>
                </p>
              )}
            </div>
            <span className={line.unavailable ? styles.struck : undefined}>
              {formatINR(line.price * line.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t('Subtotal')}</dt>
          <dd data-testid="summary-subtotal">{formatINR(subtotal)}</dd>
        </div>
        {savings > 0 && (
          <div className={`${styles.row} ${styles.savings}`}>
            <dt>{t('You Save')}</dt>
            <dd data-testid="summary-savings">{formatINR(savings)}</dd>
          </div>
        )}
        {discounts
          .filter((a) => a.amount < 0)
          .map((a) => (
            <div key={a.kind} className={`${styles.row} ${styles.savings}`}>
              <dt>{adjustmentLabel(a, quote?.couponCode ?? null)}</dt>
              <dd data-testid={`summary-${a.kind}`}>−{formatINR(-a.amount)}</dd>
            </div>
          ))}
        <div className={styles.row}>
          <dt>{t('Delivery')}</dt>
          <dd data-testid="summary-delivery">
            {deliveryCharge === null
              ? t('Select a city')
              : deliveryCharge === 0
                ? t('Free')
                : formatINR(deliveryCharge)}
          </dd>
        </div>
        {discounts
          .filter((a) => a.amount > 0)
          .map((a) => (
            <div key={a.kind} className={styles.row}>
              <dt>{adjustmentLabel(a, quote?.couponCode ?? null)}</dt>
              <dd data-testid={`summary-${a.kind}`}>{formatINR(a.amount)}</dd>
            </div>
          ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('Total')}</dt>
          <dd data-testid="summary-total">{formatINR(totalAmount)}</dd>
        </div>
      </dl>
    </>
  );
}
