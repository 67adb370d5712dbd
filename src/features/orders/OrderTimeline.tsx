import { RETURN_REASONS, statusLabels, type ReturnReason } from '../../../api-schema/orderLifecycle';
import type { OrderEvent } from '../../../api-schema/orderTracking';
import { formatDateTime } from '../../lib/format';
import { t, tKnown, useT } from '../../i18n/language';
import * as styles from './TrackOrder.css';

const detail = (event: OrderEvent) => {
  if (event.courier && event.trackingNumber) return `${event.courier} · ${event.trackingNumber}`;
  if (event.reason) return tKnown(RETURN_REASONS[event.reason as ReturnReason] ?? event.reason);
  if (event.status === 'cancelled') return event.by === 'shopper' ? t('Cancelled by you') : t('Cancelled by the shop');
  return '';
};

/** Every change of status with its date, newest last. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  useT();
  return (
    <section className={styles.card} aria-labelledby="timeline-title">
      <h2 id="timeline-title">{t('Order Timeline')}</h2>
      <ol className={styles.timeline} data-testid="timeline">
        {events.map((event, i) => (
          <li key={i} className={styles.event} data-current={i === events.length - 1}>
            <span className={styles.eventStatus}>{tKnown(statusLabels[event.status])}</span>
            <time dateTime={event.at} className={styles.eventTime}>
              {formatDateTime(event.at)}
            </time>
            {detail(event) && <span className={styles.eventNote}>{detail(event)}</span>}
            {event.note && <span className={styles.eventNote}>{tKnown(event.note)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
