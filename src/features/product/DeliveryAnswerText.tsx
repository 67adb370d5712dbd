import type { DeliveryAnswer } from '../../../api-schema/delivery';
import { formatINR } from '../../lib/format';
import * as styles from './DeliveryCheck.css';
import { shortDeliveryDate as day } from './deliveryDates';

/** The server's answer in words: where, by when, and whether cash on delivery is possible. */
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
  const { earliest, latest } = answer.estimate;
  return (
    <>
      <p className={styles.headline}>
        Delivery to {where} by {day(latest)}
      </p>
      <p className={styles.line}>
        Arrives between {day(earliest)} and {day(latest)}
        {answer.express && `; express delivery by ${day(answer.express.latest)}`}
      </p>
      <p className={styles.line}>
        {answer.codAvailable
          ? `Cash on delivery available (orders up to ${formatINR(answer.codLimit ?? 0)})`
          : 'Cash on delivery not available'}
      </p>
    </>
  );
}
