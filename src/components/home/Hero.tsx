import { Link } from '@tanstack/react-router';
import { button } from '../ui/Button.css';
import * as styles from './Home.css';

export function Hero() {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>Handcrafted bags, delivered across India</p>
        <h1 className={styles.heroTitle}>Carry your everyday, beautifully</h1>
        <p className={styles.heroText}>Handbags, backpacks and totes made to last. Cash on delivery and free shipping above ₹999.</p>
        <div className={styles.heroActions}>
          <Link to="/products" className={button({ tone: 'primary', size: 'lg' })}>
            Shop Now
          </Link>
          <Link to="/about" className={button({ tone: 'secondary', size: 'lg' })}>
            Learn More
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Spec §1 claims. */
const BENEFITS = [
  { icon: '🚚', title: 'Free Shipping', text: 'On orders above ₹999' },
  { icon: '↩', title: '7-Day Returns', text: 'Easy returns and exchanges' },
  { icon: '☎', title: '24/7 Support', text: 'We are here to help' },
  { icon: '★', title: '100K+ Customers', text: '500+ products, 50+ cities, rated 4.9' },
] as const;

export function Benefits() {
  return (
    <ul className={styles.benefits} aria-label="Why shop with us">
      {BENEFITS.map((b) => (
        <li key={b.title} className={styles.benefit}>
          <span aria-hidden className={styles.benefitIcon}>{b.icon}</span>
          <span>
            <strong className={styles.benefitTitle}>{b.title}</strong>
            <span className={styles.muted}>{b.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
