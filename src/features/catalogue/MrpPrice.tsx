import { formatINR } from '../../lib/format';
import { t } from '../../i18n/language';
import * as styles from './Price.css';

/**
 * The product page's price with its MRP declared (Legal Metrology (Packaged Commodities) Rules): the struck old
 * price labelled "MRP" whenever it is higher, else the price itself is the MRP; and the note that it includes all
 * taxes (the Consumer Protection (E-Commerce) Rules, 2020). Apart from Price so that the listings' first load does
 * not carry it. t without useT: the product page re-renders it on a language switch.
 */
export function MrpPrice({ price, oldPrice }: { price: number; oldPrice: number | null }) {
  const struck = oldPrice !== null && oldPrice > price;
  return (
    <p className={styles.row}>
      {struck ? (
        <>
          <span className={styles.priceLarge}>{formatINR(price)}</span>
          <span className={styles.old}>
            {t('MRP')} <s>{formatINR(oldPrice)}</s>
          </span>
        </>
      ) : (
        <>
          <span className={styles.old}>{t('MRP')} </span>
          <span className={styles.priceLarge}>{formatINR(price)}</span>
        </>
      )}
      <span className={styles.taxNote}>{t('(inclusive of all taxes)')}</span>
    </p>
  );
}
