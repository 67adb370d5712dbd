import { shopStats } from '../../lib/shopFacts';
import * as styles from './About.css';

export function AboutStats() {
  return (
    <section className={styles.statsBand} aria-label="Our numbers">
      <dl className={`${styles.section} ${styles.grid}`}>
        {shopStats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.muted}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
