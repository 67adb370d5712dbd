import type { DeliveryAnswer } from '../../../api-schema/delivery';
import { deliveryRangeText } from '../../../api-schema/deliveryDates';
import { formatINR } from '../../lib/format';
import * as styles from './DeliveryCheck.css';

/** The server's answer in words: where, the delivery promise, and cash on delivery with the checkout's own limit. */
export function DeliveryAnswerText({ answer }: { answer: DeliveryAnswer }) {
  const where =
    answer.place === answer.district ? `${answer.place}, ${answer.state}` : `${answer.place}, ${answer.district}`;
  if (!answer.serviceable || !answer.estimate) {
    return (
      <p className={styles.error}>
        {answer.reason ?? 'We do not deliver here yet'} ({where})
      </p>
    );
  }
  return (
    <>
      <p className={styles.headline}>
        Delivery to {where}: <span data-testid="delivery-promise">{deliveryRangeText(answer.estimate)}</span>
      </p>
      <p className={styles.line}>
        {!answer.codAvailable
          ? 'Cash on delivery not available'
          : answer.codLimit === null
            ? 'Cash on delivery available'
            : `Cash on delivery available (orders up to ${formatINR(answer.codLimit)})`}
      </p>
    </>
  );
}
