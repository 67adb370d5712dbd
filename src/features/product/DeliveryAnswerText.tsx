import type { DeliveryAnswer } from '../../../api-schema/delivery';
import { shownDeliveryRange } from '../../lib/shopDates';
import { tKnown, useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import * as styles from './DeliveryCheck.css';

/** The server's answer in words: where, the delivery promise, and cash on delivery with the checkout's own limit. */
export default function DeliveryAnswerText({ answer }: { answer: DeliveryAnswer }) {
  const t = useT();
  const where =
    answer.place === answer.district ? `${answer.place}, ${answer.state}` : `${answer.place}, ${answer.district}`;
  if (!answer.serviceable || !answer.estimate) {
    return (
      <p className={styles.error}>
        {answer.reason ? tKnown(answer.reason) : t('We do not deliver here yet')} ({where})
      </p>
    );
  }
  return (
    <>
      <p className={styles.headline}>
        {t('Delivery to {where}:', { where })}{' '}
        <span data-testid="delivery-promise">{shownDeliveryRange(answer.estimate)}</span>
      </p>
      <p className={styles.line}>
        {!answer.codAvailable
          ? t('Cash on delivery not available')
          : answer.codLimit === null
            ? t('Cash on delivery available')
            : t('Cash on delivery available (orders up to {limit})', { limit: formatINR(answer.codLimit) })}
      </p>
    </>
  );
}
