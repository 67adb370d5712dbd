import * as styles from './About.css';

const TESTIMONIALS = [
  { quote: 'My tote has survived two monsoons and a daily local-train commute. Still looks new.', name: 'Priya S.', city: 'Mumbai' },
  { quote: 'Ordered a backpack on Monday, it arrived on Wednesday, and cash on delivery made it easy.', name: 'Arjun M.', city: 'Bengaluru' },
  { quote: 'Lovely colours and the stitching is excellent. The return was simple when I changed my mind.', name: 'Fatima K.', city: 'Hyderabad' },
] as const;

/** Static testimonials (spec §2). */
export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className={styles.sectionTitle}>
        What Our Customers Say
      </h2>
      <div className={styles.threeGrid}>
        {TESTIMONIALS.map((t) => (
          <figure key={t.name} className={styles.testimonial}>
            <blockquote className={styles.quote}>“{t.quote}”</blockquote>
            <figcaption className={styles.author}>
              {t.name}, <span className={styles.muted}>{t.city}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
