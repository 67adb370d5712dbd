import { LazyShopClaims } from '../features/info/LazyShopClaims';
import * as styles from './Footer.css';

/** The footer's claims row (SHOP_CLAIMS): its code and data load after the page's first render. */
export function FooterStats() {
  return (
    <LazyShopClaims
      className={styles.stats}
      itemClassName={styles.stat}
      labelClassName={styles.statLabel}
      valueClassName={styles.statValue}
    />
  );
}
