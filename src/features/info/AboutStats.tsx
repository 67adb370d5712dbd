import * as styles from './About.css';
import ShopClaims from './ShopClaims';

export function AboutStats() {
  return (
    <section className={styles.statsBand} aria-label="Our numbers">
      <ShopClaims
        className={`${styles.section} ${styles.grid}`}
        itemClassName={styles.stat}
        labelClassName={styles.muted}
        valueClassName={styles.statValue}
      />
    </section>
  );
}
