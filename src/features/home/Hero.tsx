import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/buttonClass';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './Home.css';

export function Hero() {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>Handcrafted bags, delivered across India</p>
        <h1 className={styles.heroTitle}>Carry your everyday, beautifully</h1>
        <p className={styles.heroText}>
          Handbags, backpacks and totes made to last. Cash on delivery and free shipping above ₹999.
          {/* The demo shop's live code (docs/pricing.md): edit this line when the offer changes. */}
          <br />
          New here? Code <strong>WELCOME10</strong> takes 10% off your first order of ₹999 or more.
        </p>
        <div className={styles.heroActions}>
          <Link to="/products" className={buttonClass({ tone: 'primary', size: 'lg' })}>
            Shop Now
          </Link>
          <Link to="/about" className={buttonClass({ tone: 'secondary', size: 'lg' })}>
            Learn More<span className={visuallyHidden}> about Jhola &amp; Co.</span>
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
  return (
    <ul className={styles.benefits} aria-label="Why shop with us">
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
            <strong className={styles.benefitTitle}>{b.title}</strong>
            <span className={styles.muted}>{b.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
