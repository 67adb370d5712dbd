import { shownDeliveryRange } from '../../lib/shopDates';
import { useT } from '../../i18n/language';
import * as styles from './Checkout.css';
import type { PinPlace } from './usePinPlace';

/** Under the PIN: where it is and the delivery promise for an order placed now (or nothing to say yet). */
export function PinPromise({ pinPlace: { answer, checking, errors } }: { pinPlace: PinPlace }) {
  const t = useT();
  const promise = answer?.serviceable && !errors.pincode ? answer.estimate : null;
  return (
    <p className={styles.pinPromise} aria-live="polite" data-testid="pin-place">
      {checking && t('Checking the PIN code…')}
      {!answer && !checking && !errors.pincode && t('City and State fill in from your PIN code.')}
      {answer && promise && (
        <>
          {t('Delivery to {where}:', { where: `${answer.place}, ${answer.state}` })}{' '}
          <strong data-testid="delivery-promise">{shownDeliveryRange(promise)}</strong>
        </>
      )}
    </p>
  );
}
