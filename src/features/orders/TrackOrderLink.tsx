import { Link } from '@tanstack/react-router';
import type { Order } from '../../../api-schema/entities';
import { buttonClass } from '../../ui/buttonClass';
import { useT } from '../../i18n/language';
import { rememberTrackingContact } from './trackingContact';

/** From the success page straight to the order's tracking: the email given is remembered for this tab, not put in the URL. */
export function TrackOrderLink({ order }: { order: Order }) {
  const t = useT();
  return (
    <Link
      to="/track-order"
      search={{ order: order.orderNumber }}
      className={buttonClass({ tone: 'secondary' })}
      onClick={() => rememberTrackingContact(order.orderNumber, order.shippingInfo.email)}
    >
      {t('Track Your Order')}
    </Link>
  );
}
