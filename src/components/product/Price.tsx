import { discountPercent } from '../../../api-schema/money';
import { formatINR } from '../../lib/format';
import * as styles from './Price.css';

/** New price, and the struck old price when it is higher (the discount badge sits beside the image/title). */
export function Price({ price, oldPrice, large = false }: { price: number; oldPrice: number | null; large?: boolean }) {
  const discount = discountPercent(price, oldPrice);
  return (
    <p className={styles.row}>
      <span className={large ? styles.priceLarge : styles.price}>{formatINR(price)}</span>
      {discount > 0 && oldPrice !== null && (
        <s className={styles.old} aria-label={`Was ${formatINR(oldPrice)}`}>
            {formatINR(oldPrice)}
        </s>
      )}
    </p>
  );
}
