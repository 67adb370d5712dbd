import { statusLabels } from '../../../api-schema/orderLifecycle';
import type { TrackedOrder } from '../../../api-schema/orderTracking';
import { formatDateTime } from '../../lib/format';
import { tKnown, useT } from '../../i18n/language';
import { shownDeliveryRange } from '../../lib/shopDates';
import * as styles from './TrackOrder.css';

/** Order number, current status, delivery estimate and the courier once shipped, linked to its own tracking page. */
export function OrderStatusSummary({ tracked: { order, tracking } }: { tracked: TrackedOrder }) {
  const t = useT();
  const estimate = tracking.estimatedDelivery;
  return (
    <header className={styles.summary}>
      <p className={styles.orderNumber}>
        {t('Order')} <strong data-testid="tracked-order-number">{order.orderNumber}</strong> ·{' '}
        {t('placed {date}', { date: formatDateTime(order.createdAt) })}
      </p>
      <h1 className={styles.title}>
        <span className={styles.status} data-status={tracking.status} data-testid="order-status">
          {tKnown(statusLabels[tracking.status])}
        </span>
      </h1>
      {estimate && (
        <p data-testid="delivery-estimate">
          {t('Expected delivery:')} <strong data-testid="delivery-promise">{shownDeliveryRange(estimate)}</strong>
        </p>
      )}
      {tracking.shipment && (
        <p data-testid="shipment">
          {t('Courier:')} <strong>{tracking.shipment.courier}</strong> · {t('Tracking number:')}{' '}
          <strong>{tracking.shipment.trackingNumber}</strong>
        </p>
      )}
      {tracking.shipment && tracking.courierTrackingUrl && (
        <p>
          <a href={tracking.courierTrackingUrl} target="_blank" rel="noopener noreferrer">
            {t("Track on {courier}'s site", { courier: tracking.shipment.courier })}
            <span aria-hidden="true"> ↗</span>
          </a>
        </p>
      )}
    </header>
  );
}
