import * as styles from './About.css';
import ShopClaims from './ShopClaims';
import { useT } from '../../i18n/language';

export function AboutStats() {
  const t = useT();
  return (
    <section className={styles.statsBand} aria-label={t('Our numbers')}>
      <ShopClaims
        className={`${styles.section} ${styles.grid}`}
        itemClassName={styles.stat}
        labelClassName={styles.muted}
        valueClassName={styles.statValue}
      />
    </section>
  );
}
