import * as styles from './About.css';

/** Spec §1's static marketing claims. */
const STATS = [
  { value: '100K+', label: 'Happy Customers' },
  { value: '500+', label: 'Products' },
  { value: '50+', label: 'Cities' },
  { value: '4.9', label: 'Average Rating' },
] as const;

export function AboutStats() {
  return (
    <section className={styles.statsBand} aria-label="Our numbers">
      <dl className={`${styles.section} ${styles.grid}`}>
        {STATS.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.muted}>
              {stat.label}
            </dt>
            <dd className={styles.statValue}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
