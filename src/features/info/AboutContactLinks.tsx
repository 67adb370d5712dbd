import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import * as styles from './About.css';
import { shopContact } from '../../lib/shopFacts';

/** docs/product.md §2: the about page's contact links. */
export function AboutContactLinks() {
  return (
    <section className={`${styles.section} ${styles.centerText}`} aria-labelledby="about-contact-title">
      <h2 id="about-contact-title" className={styles.sectionTitle}>
        Get in Touch
      </h2>
      <p className={styles.intro}>Questions about a bag or an order? We are here {shopContact.hours}.</p>
      <div className={styles.actions}>
        <Link to="/contact" className={buttonClass({ tone: 'primary' })}>
          Contact Us
        </Link>
        <a href={shopContact.phoneHref} className={buttonClass({ tone: 'secondary' })}>
          Call {shopContact.phone}
        </a>
        <a href={`mailto:${shopContact.email}`} className={buttonClass({ tone: 'secondary' })}>
          Email {shopContact.email}
        </a>
      </div>
    </section>
  );
}
