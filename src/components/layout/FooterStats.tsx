import * as styles from './Footer.css';

/** The §1 marketing figures. */
export const STATS = [
  { value: '100K+', label: 'Happy Customers' },
  { value: '500+', label: 'Products' },
  { value: '50+', label: 'Cities' },
  { value: '4.9', label: 'Rating' },
] as const;

export function FooterStats() {
  return (
    <dl className={styles.stats}>
      {STATS.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
