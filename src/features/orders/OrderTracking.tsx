import { lazy, Suspense } from 'react';
import type { TrackedOrder } from '../../../api-schema/orderTracking';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/buttonClass';
import { useT } from '../../i18n/language';
import { CancelOrder } from './CancelOrder';
import { InvoiceButton } from './InvoiceButton';
import { OrderStatusSummary } from './OrderStatusSummary';
import { OrderTimeline } from './OrderTimeline';
import { ReturnRequest } from './ReturnRequest';
import * as styles from './TrackOrder.css';
import { TrackedOrderDetails } from './TrackedOrderDetails';

interface Props {
  tracked: TrackedOrder;
  contact: string;
  onTrackAnother: () => void;
}

const UNSHIPPED = new Set(['placed', 'confirmed', 'packed']);

// The money panel (docs/payments.md) is not part of the tracking page's first load.
const PaymentStatus = lazy(() => import('../payments/PaymentStatus').then((m) => ({ default: m.PaymentStatus })));

/** The tracked order: status and estimate, what the shopper may do now, the timeline, then the order itself. */
export function OrderTracking({ tracked, contact, onTrackAnother }: Props) {
  const t = useT();
  const { order, tracking } = tracked;
  return (
    <div className={styles.page}>
      <OrderStatusSummary tracked={tracked} />
      {/* Cash on delivery says nothing new until the cash is collected; a UPI order loads its panel. */}
      {(tracking.payment.mode === 'upi' || tracking.payment.state !== null) && (
        <Suspense fallback={null}>
          <PaymentStatus payment={tracking.payment} className={styles.action} />
        </Suspense>
      )}
      {order.confirmPath && UNSHIPPED.has(order.orderStatus) && (
        <section className={styles.action} data-testid="cod-confirm">
          <p>{t('Cash on delivery: please confirm that you want this order, so we can prepare it for dispatch.')}</p>
          <a href={order.confirmPath} className={buttonClass({ tone: 'primary' })}>
            {t('Confirm your order')}
          </a>
        </section>
      )}
      {tracking.shopperActions.includes('cancel') && (
        <CancelOrder orderNumber={order.orderNumber} contact={contact} payment={tracking.payment} />
      )}
      {tracking.shopperActions.includes('requestReturn') && (
        <ReturnRequest orderNumber={order.orderNumber} contact={contact} windowEndsAt={tracking.returnWindowEndsAt} />
      )}
      <OrderTimeline events={tracking.events} />
      <TrackedOrderDetails order={order} />
      <div className={styles.actions}>
        <InvoiceButton order={order} />
        <Button tone="ghost" onClick={onTrackAnother}>
          {t('Track another order')}
        </Button>
      </div>
    </div>
  );
}
