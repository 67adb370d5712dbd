import { useQuery } from '@tanstack/react-query';
import { shownDeliveryRange } from '../../lib/shopDates';
import { useT } from '../../i18n/language';
import { readRememberedPin } from '../../lib/rememberedPin';
import { deliveryQueries } from '../delivery/deliveryQueries';
import * as styles from './CartDrawer.css';

/** The delivery promise for the PIN the shopper last checked, as the product page and checkout show it. */
export function CartDeliveryPromise() {
  const t = useT();
  const pin = readRememberedPin();
  const answer = useQuery({ ...deliveryQueries.pin(pin ?? ''), enabled: pin !== null });
  const estimate = answer.data?.serviceable ? answer.data.estimate : null;
  if (!estimate) return null;
  return (
    <p className={styles.promise}>
      {t('Delivery to {where}:', { where: pin ?? '' })}{' '}
      <strong data-testid="delivery-promise">{shownDeliveryRange(estimate)}</strong>
    </p>
  );
}
