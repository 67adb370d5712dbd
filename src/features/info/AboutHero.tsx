import * as styles from './About.css';

export function AboutHero() {
  return (
    <section className={styles.hero}>
      <h1 className={styles.heroTitle}>About Jhola &amp; Co.</h1>
      <p className={styles.heroLead}>
        Handbags, backpacks and totes made for everyday India: sturdy, good-looking and honestly priced.
      </p>
    </section>
  );
}
