import { shopContact } from '../../lib/shopFacts';
import * as styles from './Home.css';

export function CallUsBanner() {
  return (
    <section className={styles.callUs}>
      <h2 className={styles.callUsTitle}>Need help choosing the right bag?</h2>
      <p>Call us {shopContact.hours}</p>
      <a href={shopContact.phoneHref} className={styles.callUsLink}>{shopContact.phone}</a>
    </section>
  );
}

const TESTIMONIALS = [
  { name: 'Priya S.', city: 'Bengaluru', text: 'The tote is sturdier than it looks and the colour is exactly as shown. Delivered in three days!' },
  { name: 'Rahul M.', city: 'Pune', text: 'My laptop bag survived a monsoon commute without a drop inside. Paying on delivery made it easy.' },
  { name: 'Ananya K.', city: 'Jaipur', text: 'Bought a potli for my sister’s wedding — everyone asked where it was from.' },
] as const;

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={styles.sectionTitle}>What Our Customers Say</h2>
      <ul className={styles.testimonials}>
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className={styles.testimonial}>
            <p aria-label="Rated 5 out of 5" className={styles.stars}>★★★★★</p>
            <blockquote className={styles.quote}>“{t.text}”</blockquote>
            <p className={styles.muted}>— {t.name}, {t.city}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
