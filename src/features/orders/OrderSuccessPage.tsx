import { Link, useLocation } from '@tanstack/react-router';
import { shownDeliveryRange } from '../../lib/shopDates';
import { cartTotals } from '../../../api-schema/money';
import { formatDateTime, formatINR } from '../../lib/format';
import { useT } from '../../i18n/language';
import { paymentModeLabel } from './invoiceLabels';
import { buttonClass } from '../../ui/buttonClass';
import { InvoiceButton } from './InvoiceButton';
import { TrackOrderLink } from './TrackOrderLink';
import { OrderBreakdown } from '../../ui/OrderBreakdown';
import { OrderLines, ShippingAddress } from './OrderLines';
import * as styles from './OrderSuccess.css';
import { useCountdown } from './useCountdown';
import { useFocusOnArrival } from './useFocusOnArrival';

export function OrderSuccessPage() {
  const t = useT();
  const order = useLocation({ select: (location) => location.state.order });
  useCountdown(5);
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  if (!order) {
    return (
      <div className={styles.page} role="alert">
        <h1>{t('Order Not Found')}</h1>
        <Link to="/" className={buttonClass({ tone: 'primary' })}>
          {t('Go Home')}
        </Link>
      </div>
    );
  }
  const s = order.shippingInfo;
  const { savings } = cartTotals(order.products);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('Order Placed Successfully!')}
        </h1>
        <p>{t('Thank you for your order. A confirmation has been sent to {email}.', { email: s.email })}</p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('Order Number')}</dt>
          <dd data-testid="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('Order Date')}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('Payment Method')}</dt>
          <dd>{paymentModeLabel(order.paymentMode)}</dd>
        </div>
        {order.deliveryPromise && (
          <div>
            <dt>{t('Expected Delivery')}</dt>
            <dd data-testid="delivery-promise">{shownDeliveryRange(order.deliveryPromise)}</dd>
          </div>
        )}
      </dl>
      <section className={styles.card} aria-labelledby="items-title">
        <h2 id="items-title">{t('Order Items')}</h2>
        <OrderLines order={order} />
        <OrderBreakdown
          order={order}
          totalTestId="order-total"
          afterSubtotal={
            savings > 0 && (
              <div>
                <dt>{t('You Saved')}</dt>
                <dd>{formatINR(savings)}</dd>
              </div>
            )
          }
        />
      </section>
      <section className={styles.card} aria-labelledby="shipping-title">
        <h2 id="shipping-title">{t('Shipping Information')}</h2>
        <ShippingAddress order={order} withContact />
      </section>
      <div className={styles.actions}>
        <InvoiceButton order={order} />
        <TrackOrderLink order={order} />
        <Link to="/products" className={buttonClass({ tone: 'primary' })}>
          {t('Continue Shopping')}
        </Link>
      </div>
    </div>
  );
}
