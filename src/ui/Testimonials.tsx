import * as styles from './Testimonials.css';
import { visuallyHidden } from './VisuallyHidden.css';
import { useT } from '../i18n/language';

const TESTIMONIALS = [
  {
    name: 'Priya S.',
    city: 'Bengaluru',
    text: 'The tote is sturdier than it looks and the colour is exactly as shown. Delivered in three days!',
  },
  {
    name: 'Rahul M.',
    city: 'Pune',
    text: 'My laptop bag survived a monsoon commute without a drop inside. Paying on delivery made it easy.',
  },
  {
    name: 'Ananya K.',
    city: 'Jaipur',
    text: 'Bought a potli for my sister’s wedding — everyone asked where it was from.',
  },
] as const;

/** Static testimonials (docs/product.md §2), shown on the home and about pages. */
export function Testimonials() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={styles.title}>
        {t('What Our Customers Say')}
      </h2>
      <ul className={styles.list}>
        {TESTIMONIALS.map((quote) => (
          <li key={quote.name} className={styles.item}>
            <p className={styles.stars}>
              <span aria-hidden="true">★★★★★</span>
              <span className={visuallyHidden}>{t('Rated 5 out of 5')}</span>
            </p>
            <blockquote className={styles.quote}>“{t(quote.text)}”</blockquote>
            <p className={styles.author}>
              — {quote.name}, {quote.city}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
