import * as styles from './About.css';

const VALUES = [
  { icon: '🧵', title: 'Quality Craft', text: 'Every bag is stitched to carry daily loads for years, not months.' },
  { icon: '💰', title: 'Fair Prices', text: 'Honest rupee prices with no hidden charges, and free shipping above ₹999.' },
  { icon: '🌱', title: 'Thoughtful Materials', text: 'We choose durable fabrics and leathers and waste as little as we can.' },
  { icon: '🤝', title: 'Customer First', text: 'Easy 7-day returns and a team that answers when you call.' },
] as const;

/** Spec §2: the about page's four values. */
export function AboutValues() {
  return (
    <section className={styles.section} aria-labelledby="values-title">
      <h2 id="values-title" className={styles.sectionTitle}>
        Our Values
      </h2>
      <ul className={`${styles.grid} ${styles.bare}`}>
        {VALUES.map((value) => (
          <li key={value.title} className={styles.tile}>
            <div className={styles.icon} aria-hidden="true">
              {value.icon}
            </div>
            <h3 className={styles.tileTitle}>{value.title}</h3>
            <p className={styles.muted}>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
