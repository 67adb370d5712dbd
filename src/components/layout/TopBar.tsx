import * as styles from './TopBar.css';

/** The contact bar above the header. */
export function TopBar() {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <a href="tel:+919876543210">Call +91 98765 43210</a>
        <a href="mailto:support@jholaandco.in" className={styles.hideOnPhone}>
          support@jholaandco.in
        </a>
        <span className={styles.note}>Free shipping above ₹999</span>
      </div>
    </div>
  );
}
