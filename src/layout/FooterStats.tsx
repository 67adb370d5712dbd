import { shopStats } from '../lib/shopFacts';
import * as styles from './Footer.css';

export function FooterStats() {
  return (
    <dl className={styles.stats}>
      {shopStats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
