import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { useT } from '../../i18n/language';
import * as styles from './Home.css';

export function Hero() {
  const t = useT();
  // The code stands out inside the sentence: the text around it, in the reader's word order.
  const [beforeCode, afterCode] = t('New here? Code {code} takes 10% off your first order of ₹999 or more.').split(
    '{code}',
  );
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>{t('Handcrafted bags, delivered across India')}</p>
        <h1 className={styles.heroTitle}>{t('Carry your everyday, beautifully')}</h1>
        <p className={styles.heroText}>
          {t('Handbags, backpacks and totes made to last. Cash on delivery and free shipping above ₹999.')}
          {/* The demo shop's live code (docs/pricing.md): edit this line when the offer changes. */}
          <br />
          {beforeCode}
          {/* eslint-disable-next-line no-restricted-syntax -- the coupon code, typed as it is in every language */}
          <strong>WELCOME10</strong>
          {afterCode}
        </p>
        <div className={styles.heroActions}>
          <Link to="/products" className={buttonClass({ tone: 'primary', size: 'lg' })}>
            {t('Shop Now')}
          </Link>
          <Link to="/about" className={buttonClass({ tone: 'secondary', size: 'lg' })}>
            {t('Learn More')}
            <span className={visuallyHidden}> {t('about Jhola & Co.')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

/** docs/product.md §1 claims. Icons are stroked SVG paths (no emoji font on many phones). */
const BENEFITS = [
  {
    icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
    title: 'Free Shipping',
    text: 'On orders above ₹999',
  },
  { icon: 'M4 12a8 8 0 1 0 3-6.2M4 4v5h5', title: '7-Day Returns', text: 'Easy returns and exchanges' },
  { icon: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z', title: '24/7 Support', text: 'We are here to help' },
  {
    icon: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
    title: '100K+ Customers',
    text: '500+ products, 50+ cities, rated 4.9',
  },
] as const;

export function Benefits() {
  const t = useT();
  return (
    <ul className={styles.benefits} aria-label={t('Why shop with us')}>
      {BENEFITS.map((b) => (
        <li key={b.title} className={styles.benefit}>
          <svg
            className={styles.benefitIcon}
            viewBox="0 0 24 24"
            width="28"
            height="28"
            aria-hidden
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          >
            <path d={b.icon} />
          </svg>
          <span>
            <strong className={styles.benefitTitle}>{t(b.title)}</strong>
            <span className={styles.muted}>{t(b.text)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
