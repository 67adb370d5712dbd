import { shopContact } from '../lib/shopFacts';
import * as styles from './TopBar.css';

/** The contact bar above the header. */
export function TopBar() {
  return (
    // A landmark, so everything on the page sits in one (axe 'region').
    <aside className={styles.bar} aria-label="Shop contact">
      <div className={styles.inner}>
        <a href={shopContact.phoneHref}>Call {shopContact.phone}</a>
        <a href={`mailto:${shopContact.email}`} className={styles.hideOnPhone}>
          {shopContact.email}
        </a>
        <span className={styles.note}>Free shipping above ₹999</span>
      </div>
    </aside>
  );
}
