import type { Order } from '../../../api-schema/entities';
import { formatINR } from '../../lib/format';
import { deliveryLabel, paymentModeLabel } from './invoiceLabels';
import * as lines from './OrderLines.css';
import { OrderLines, ShippingAddress } from './OrderLines';
import * as styles from './TrackOrder.css';

/** Items, totals and the shipping address of a tracked order. */
export function TrackedOrderDetails({ order }: { order: Order }) {
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="tracked-items-title">
        <h2 id="tracked-items-title">Items</h2>
        <OrderLines order={order} />
        <dl className={lines.totals}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatINR(order.subtotal)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{deliveryLabel(order.deliveryCharge, formatINR)}</dd>
          </div>
          <div className={lines.grand}>
            <dt>Total</dt>
            <dd data-testid="tracked-total">{formatINR(order.totalAmount)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentModeLabel(order.paymentMode)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="tracked-address-title">
        <h2 id="tracked-address-title">Shipping Address</h2>
        <ShippingAddress order={order} />
      </section>
    </div>
  );
}
