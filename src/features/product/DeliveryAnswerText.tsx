import type { DeliveryAnswer } from '../../../api-schema/delivery';
import { deliveryRangeText } from '../../../api-schema/deliveryDates';
import { formatINR } from '../../lib/format';
import * as styles from './DeliveryCheck.css';

/** The server's answer in words: where, the delivery promise, and whether cash on delivery is possible. */
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
        {answer.codAvailable
          ? `Cash on delivery available (orders up to ${formatINR(answer.codLimit ?? 0)})`
          : 'Cash on delivery not available'}
      </p>
    </>
  );
}
