import { formatINR } from '../../lib/format';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { t } from '../../i18n/language';
import * as styles from './Price.css';

/**
 * A card's new price, and the struck old price whenever it is higher (as 'You save' and the cart line do); the %
 * badge, which rounds, sits beside the image/title. `<s>` is not announced, so the "Original price" words are spoken
 * instead. The product page's price is MrpPrice. t without useT: its card re-renders on a language switch.
 */
export function Price({ price, oldPrice }: { price: number; oldPrice: number | null }) {
  return (
    <p className={styles.row}>
      <span className={styles.price}>{formatINR(price)}</span>
      {oldPrice !== null && oldPrice > price && (
        <s className={styles.old}>
          <span className={visuallyHidden}>{t('Original price:')} </span>
          {formatINR(oldPrice)}
        </s>
      )}
    </p>
  );
}
