import { formatINR } from '../../lib/format';
import * as styles from './Price.css';

/**
 * The product page's price: large, the struck old price labelled "MRP" whenever it is higher, and the note that
 * the price includes all taxes (the Consumer Protection (E-Commerce) Rules, 2020). Apart from Price so that the
 * listings' first load does not carry it.
 */
export function MrpPrice({ price, oldPrice }: { price: number; oldPrice: number | null }) {
  return (
    <p className={styles.row}>
      <span className={styles.priceLarge}>{formatINR(price)}</span>
      {oldPrice !== null && oldPrice > price && (
        <span className={styles.old}>
          MRP <s>{formatINR(oldPrice)}</s>
        </span>
      )}
      <span className={styles.taxNote}>(inclusive of all taxes)</span>
    </p>
  );
}
