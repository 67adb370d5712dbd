import type { PromisedOrder } from '../../../api-schema/promisedOrder';
import { paymentModeLabel } from './invoiceLabels';
import { OrderBreakdown } from '../../ui/OrderBreakdown';
import { useT } from '../../i18n/language';
import { OrderLines, ShippingAddress } from './OrderLines';
import * as styles from './TrackOrder.css';

/** Items, totals and the shipping address of a tracked order. */
export function TrackedOrderDetails({ order }: { order: PromisedOrder }) {
  const t = useT();
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="tracked-items-title">
        <h2 id="tracked-items-title">{t('Items')}</h2>
        <OrderLines order={order} />
        <OrderBreakdown order={order} totalTestId="tracked-total">
          <div>
            <dt>{t('Payment')}</dt>
            <dd>{paymentModeLabel(order.paymentMode)}</dd>
          </div>
        </OrderBreakdown>
      </section>
      <section className={styles.card} aria-labelledby="tracked-address-title">
        <h2 id="tracked-address-title">{t('Shipping Address')}</h2>
        <ShippingAddress order={order} />
      </section>
    </div>
  );
}
