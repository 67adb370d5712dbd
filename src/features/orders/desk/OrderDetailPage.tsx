import { useQuery } from '@tanstack/react-query';
import { orderBreakdown } from '../../../../api-schema/orderBreakdown';
import { statusLabels } from '../../../../api-schema/orderLifecycle';
import { paymentStanding, paymentStandingLabels } from '../../../../api-schema/paymentStanding';
import { serverMessage } from '../../../api/http';
import { formatDateTime } from '../../../lib/format';
import { Spinner } from '../../../ui/Spinner';
import { OrderLines } from '../OrderLines';
import { OrderTimeline } from '../OrderTimeline';
import { DeskLink } from '../../desk/deskLinks';
import { orderDeskQueries } from './orderDeskApi';
import * as styles from '../../desk/Desk.css';
import { PrintLinks } from './PrintLinks';
import { TransitionPanel } from './TransitionPanel';

/** One order: lines, totals, address, the event timeline, the invoice and the changes allowed now. */
export function OrderDetailPage({ orderNumber }: { orderNumber: string }) {
  const query = useQuery(orderDeskQueries.detail(orderNumber));
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return <p className={styles.error}>{serverMessage(query.error) ?? 'The order could not be loaded.'}</p>;
  const { order, tracking, returnedToOrigin: refused } = query.data;
  const ship = order.shippingInfo;
  const standing = paymentStanding({ ...tracking.payment, status: tracking.status });
  return (
    <>
      <p>
        <DeskLink to="/admin/orders">← Orders</DeskLink>
      </p>
      <h1 className={styles.heading}>
        {order.orderNumber} <span className={styles.status}>{statusLabels[tracking.status]}</span>{' '}
        <span className={styles.status} data-testid="payment-standing">
          {paymentStandingLabels[standing]}
        </span>
      </h1>
      <p className={styles.muted}>
        Placed {formatDateTime(order.createdAt)} · {order.paymentMode.toUpperCase()}
        {order.invoicePdfUrl && (
          <>
            {' · '}
            <a href={order.invoicePdfUrl} target="_blank" rel="noreferrer">
              Tax invoice (PDF)
            </a>
          </>
        )}
      </p>
      <p>
        <PrintLinks orderNumbers={[order.orderNumber]} standing={standing} />
      </p>
      <div className={styles.twoColumns}>
        <div>
          <section className={styles.panel} aria-label="Items">
            <OrderLines order={order} />
            <table className={styles.table}>
              <tbody data-testid="order-breakdown">
                {orderBreakdown(order).map((row) => (
                  <tr key={row.kind} data-row={row.kind}>
                    <td className={styles.cell}>{row.kind === 'total' ? <strong>{row.label}</strong> : row.label}</td>
                    <td className={styles.number}>{row.kind === 'total' ? <strong>{row.shown}</strong> : row.shown}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className={styles.panel} aria-label="Timeline">
            <OrderTimeline events={tracking.events} />
            {tracking.shipment && (
              <p>
                Shipped with {tracking.shipment.courier}, tracking number {tracking.shipment.trackingNumber}
              </p>
            )}
            {tracking.shipment && tracking.courierTrackingUrl && (
              <p>
                <a href={tracking.courierTrackingUrl} target="_blank" rel="noopener noreferrer">
                  Track on {tracking.shipment.courier}'s site<span aria-hidden="true"> ↗</span>
                </a>
              </p>
            )}
          </section>
        </div>
        <div>
          <section className={styles.panel} aria-label="Customer">
            <h2>Deliver to</h2>
            <p>
              {ship.name}
              <br />
              {ship.address1}
              {ship.address2 && (
                <>
                  <br />
                  {ship.address2}
                </>
              )}
              <br />
              {ship.city.name}, {ship.state} {ship.pincode}
            </p>
            <p>
              <a href={`tel:${ship.phone}`}>{ship.phone}</a>
              <br />
              <a href={`mailto:${ship.email}`}>{ship.email}</a>
            </p>
            {refused && (refused.phone > 0 || refused.pincode > 0) && (
              <p className={styles.error} data-testid="returned-to-origin">
                Parcels returned to origin: {refused.phone} for this phone, {refused.pincode} for PIN {ship.pincode}
              </p>
            )}
          </section>
          {order.notes && (
            <section className={styles.panel} aria-labelledby="order-notes-title">
              <h2 id="order-notes-title">Notes from the shopper</h2>
              <p className={styles.notes} data-testid="order-notes">
                {order.notes}
              </p>
            </section>
          )}
          <TransitionPanel orderNumber={order.orderNumber} status={tracking.status} standing={standing} />
        </div>
      </div>
    </>
  );
}
