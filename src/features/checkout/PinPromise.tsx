import { deliveryRangeText } from '../../../api-schema/deliveryDates';
import * as styles from './Checkout.css';
import type { PinPlace } from './usePinPlace';

/** Under the PIN: where it is and the delivery promise for an order placed now (or nothing to say yet). */
export function PinPromise({ pinPlace: { answer, checking, errors } }: { pinPlace: PinPlace }) {
  const promise = answer?.serviceable && !errors.pincode ? answer.estimate : null;
  return (
    <p className={styles.pinPromise} aria-live="polite" data-testid="pin-place">
      {checking && 'Checking the PIN code…'}
      {!answer && !checking && !errors.pincode && 'City and State fill in from your PIN code.'}
      {answer && promise && (
        <>
          Delivery to {answer.place}, {answer.state}:{' '}
          <strong data-testid="delivery-promise">{deliveryRangeText(promise)}</strong>
        </>
      )}
    </p>
  );
}
