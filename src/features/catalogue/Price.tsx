import { formatINR } from '../../lib/format';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './Price.css';

/**
 * New price, and the struck old price whenever it is higher (as 'You save' and the cart line do); the % badge,
 * which rounds, sits beside the image/title. `<s>` is not announced, so the "Original price" words are spoken
 * instead — or, with `mrp` (the product page), the visible "MRP" label, and the price is said to include all taxes.
 */
export function Price({ price, oldPrice, large = false, mrp = false }: Props) {
  const struck = oldPrice !== null && oldPrice > price;
  return (
    <p className={styles.row}>
      <span className={large ? styles.priceLarge : styles.price}>{formatINR(price)}</span>
      {struck && (
        <span className={styles.old}>
          {mrp && 'MRP '}
          <s>
            <span className={visuallyHidden}>{mrp ? '' : 'Original price: '}</span>
            {formatINR(oldPrice)}
          </s>
        </span>
      )}
      {mrp && <span className={styles.taxNote}>(inclusive of all taxes)</span>}
    </p>
  );
}

interface Props {
  price: number;
  oldPrice: number | null;
  large?: boolean;
  mrp?: boolean;
}
