import { formatINR } from '../../lib/format';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './Price.css';

/**
 * New price, and the struck old price whenever it is higher (as 'You save' and the cart line do); the % badge,
 * which rounds, sits beside the image/title. `<s>` is not announced, so the "Original price" words are spoken instead.
 */
export function Price({ price, oldPrice, large = false }: { price: number; oldPrice: number | null; large?: boolean }) {
  return (
    <p className={styles.row}>
      <span className={large ? styles.priceLarge : styles.price}>{formatINR(price)}</span>
      {oldPrice !== null && oldPrice > price && (
        <s className={styles.old}>
          <span className={visuallyHidden}>Original price: </span>
          {formatINR(oldPrice)}
        </s>
      )}
    </p>
  );
}
