import { shopContact } from '../lib/shopFacts';
import * as styles from './TopBar.css';
import { useT } from '../i18n/language';

/** The contact bar above the header. */
export function TopBar() {
  const t = useT();
  return (
    // A landmark, so everything on the page sits in one (axe 'region').
    <aside className={styles.bar} aria-label={t('Shop contact')}>
      <div className={styles.inner}>
        <a href={shopContact.phoneHref}>{t('Call {phone}', { phone: shopContact.phone })}</a>
        <a href={`mailto:${shopContact.email}`} className={styles.hideOnPhone}>
          {shopContact.email}
        </a>
        <span className={styles.note}>{t('Free shipping above ₹999')}</span>
      </div>
    </aside>
  );
}
