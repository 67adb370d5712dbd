import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import * as styles from './About.css';
import { shopContact } from '../../lib/shopFacts';
import { tKnown, useT } from '../../i18n/language';

/** docs/product.md §2: the about page's contact links. */
export function AboutContactLinks() {
  const t = useT();
  return (
    <section className={`${styles.section} ${styles.centerText}`} aria-labelledby="about-contact-title">
      <h2 id="about-contact-title" className={styles.sectionTitle}>
        {t('Get in Touch')}
      </h2>
      <p className={styles.intro}>
        {t('Questions about a bag or an order? We are here {hours}.', { hours: tKnown(shopContact.hours) })}
      </p>
      <div className={styles.actions}>
        <Link to="/contact" className={buttonClass({ tone: 'primary' })}>
          {t('Contact Us')}
        </Link>
        <a href={shopContact.phoneHref} className={buttonClass({ tone: 'secondary' })}>
          {t('Call {phone}', { phone: shopContact.phone })}
        </a>
        <a href={`mailto:${shopContact.email}`} className={buttonClass({ tone: 'secondary' })}>
          {t('Email {email}', { email: shopContact.email })}
        </a>
      </div>
    </section>
  );
}
