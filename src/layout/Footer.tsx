import { Link } from '@tanstack/react-router';
import { LazySellerAddress } from '../features/info/LazyLegalDetails';
import { LazyUpiBadge } from '../features/payments/LazyUpiBadge';
import { useT } from '../i18n/language';
import { shopContact } from '../lib/shopFacts';
import * as styles from './Footer.css';
import { FooterGrievanceOfficer } from './FooterGrievanceOfficer';
import { FooterStats } from './FooterStats';

/**
 * docs/product.md §2 footer. Shipping, returns and FAQ are inert by design; the newsletter box does nothing. The
 * seller's address, the payment badges and the claims come from the shop's configuration (issue 43).
 */
export function Footer() {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          {/* eslint-disable-next-line no-restricted-syntax -- the brand, the same in every language */}
          <h2 className={styles.heading}>Jhola &amp; Co.</h2>
          <address className={styles.address}>
            <span className={styles.sellerLines}>
              <LazySellerAddress />
            </span>
            <a href={shopContact.phoneHref}>{shopContact.phone}</a>
          </address>
          <FooterGrievanceOfficer />
        </section>
        <nav aria-label={t('Quick links')}>
          <h2 className={styles.heading}>{t('Quick Links')}</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/">{t('Home')}</Link>
            </li>
            <li>
              <Link to="/products">{t('All Products')}</Link>
            </li>
            <li>
              <Link to="/about">{t('About Us')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('Contact')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('Customer service')}>
          <h2 className={styles.heading}>{t('Customer Service')}</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/track-order">{t('Track Your Order')}</Link>
            </li>
            <li>
              <span className={styles.inert}>{t('Shipping Policy')}</span>
            </li>
            <li>
              <span className={styles.inert}>{t('Return & Exchange')}</span>
            </li>
            <li>
              <span className={styles.inert}>{t('FAQ')}</span>
            </li>
            <li>
              <Link to="/terms-conditions">{t('Terms & Conditions')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('Privacy Policy')}</Link>
            </li>
          </ul>
        </nav>
        <section>
          <h2 className={styles.heading}>{t('Newsletter')}</h2>
          <form className={styles.newsletter} onSubmit={(e) => e.preventDefault()}>
            <input
              type="email"
              aria-label={t('Email address')}
              placeholder={t('Your email')}
              className={styles.input}
            />
            <button type="submit" className={styles.subscribe}>
              {t('Subscribe')}
            </button>
          </form>
          <p className={styles.payments} aria-label={t('Payment methods')}>
            <span className={styles.payment}>{t('Cash on Delivery')}</span>
            <LazyUpiBadge className={styles.payment} />
          </p>
        </section>
      </div>
      <FooterStats />
      <p className={styles.copyright}>
        {t('© {year} Jhola & Co. All rights reserved.', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
