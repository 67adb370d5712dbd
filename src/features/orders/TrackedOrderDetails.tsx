import type { PromisedOrder } from '../../../api-schema/promisedOrder';
import { paymentModeLabel } from './invoiceLabels';
import { OrderBreakdown } from '../../ui/OrderBreakdown';
import { OrderLines, ShippingAddress } from './OrderLines';
import * as styles from './TrackOrder.css';

/** Items, totals and the shipping address of a tracked order. */
export function TrackedOrderDetails({ order }: { order: PromisedOrder }) {
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="tracked-items-title">
        <h2 id="tracked-items-title">Items</h2>
        <OrderLines order={order} />
        <OrderBreakdown order={order} totalTestId="tracked-total">
          <div>
            <dt>Payment</dt>
            <dd>{paymentModeLabel(order.paymentMode)}</dd>
          </div>
        </OrderBreakdown>
      </section>
      <section className={styles.card} aria-labelledby="tracked-address-title">
        <h2 id="tracked-address-title">Shipping Address</h2>
        <ShippingAddress order={order} />
      </section>
    </div>
  );
}
