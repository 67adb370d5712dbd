import { Link } from '@tanstack/react-router';
import { LazySellerAddress } from '../features/info/LazyLegalDetails';
import { LazyUpiBadge } from '../features/payments/LazyUpiBadge';
import { shopContact } from '../lib/shopFacts';
import * as styles from './Footer.css';
import { FooterGrievanceOfficer } from './FooterGrievanceOfficer';
import { FooterStats } from './FooterStats';

/**
 * docs/product.md §2 footer. Shipping, returns and FAQ are inert by design; the newsletter box does nothing. The
 * seller's address, the payment badges and the claims come from the shop's configuration (issue 43).
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          <h2 className={styles.heading}>Jhola &amp; Co.</h2>
          <address className={styles.address}>
            <span className={styles.sellerLines}>
              <LazySellerAddress />
            </span>
            <a href={shopContact.phoneHref}>{shopContact.phone}</a>
          </address>
          <FooterGrievanceOfficer />
        </section>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/products">All Products</Link>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Customer service">
          <h2 className={styles.heading}>Customer Service</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/track-order">Track Your Order</Link>
            </li>
            <li>
              <span className={styles.inert}>Shipping Policy</span>
            </li>
            <li>
              <span className={styles.inert}>Return &amp; Exchange</span>
            </li>
            <li>
              <span className={styles.inert}>FAQ</span>
            </li>
            <li>
              <Link to="/terms-conditions">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <section>
          <h2 className={styles.heading}>Newsletter</h2>
          <form className={styles.newsletter} onSubmit={(e) => e.preventDefault()}>
            <input type="email" aria-label="Email address" placeholder="Your email" className={styles.input} />
            <button type="submit" className={styles.subscribe}>
              Subscribe
            </button>
          </form>
          <p className={styles.payments} aria-label="Payment methods">
            <span className={styles.payment}>Cash on Delivery</span>
            <LazyUpiBadge className={styles.payment} />
          </p>
        </section>
      </div>
      <FooterStats />
      <p className={styles.copyright}>© {new Date().getFullYear()} Jhola &amp; Co. All rights reserved.</p>
    </footer>
  );
}
