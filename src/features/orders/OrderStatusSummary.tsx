import { statusLabels } from '../../../api-schema/orderLifecycle';
import type { TrackedOrder } from '../../../api-schema/orderTracking';
import { formatDateTime } from '../../lib/format';
import { deliveryRangeText } from '../../../api-schema/deliveryDates';
import * as styles from './TrackOrder.css';

/** Order number, current status, delivery estimate and the courier once shipped, linked to its own tracking page. */
export function OrderStatusSummary({ tracked: { order, tracking } }: { tracked: TrackedOrder }) {
  const estimate = tracking.estimatedDelivery;
  return (
    <header className={styles.summary}>
      <p className={styles.orderNumber}>
        Order <strong data-testid="tracked-order-number">{order.orderNumber}</strong> · placed{' '}
        {formatDateTime(order.createdAt)}
      </p>
      <h1 className={styles.title}>
        <span className={styles.status} data-status={tracking.status} data-testid="order-status">
          {statusLabels[tracking.status]}
        </span>
      </h1>
      {estimate && (
        <p data-testid="delivery-estimate">
          Expected delivery: <strong data-testid="delivery-promise">{deliveryRangeText(estimate)}</strong>
        </p>
      )}
      {tracking.shipment && (
        <p data-testid="shipment">
          Courier: <strong>{tracking.shipment.courier}</strong> · Tracking number:{' '}
          <strong>{tracking.shipment.trackingNumber}</strong>
        </p>
      )}
      {tracking.shipment && tracking.courierTrackingUrl && (
        <p>
          <a href={tracking.courierTrackingUrl} target="_blank" rel="noopener noreferrer">
            Track on {tracking.shipment.courier}'s site<span aria-hidden="true"> ↗</span>
          </a>
        </p>
      )}
    </header>
  );
}
