import { shopContact } from '../../lib/shopFacts';
import * as styles from './Home.css';

export function CallUsBanner() {
  return (
    <section className={styles.callUs}>
      <h2 className={styles.callUsTitle}>Need help choosing the right bag?</h2>
      <p>Call us {shopContact.hours}</p>
      <a href={shopContact.phoneHref} className={styles.callUsLink}>
        {shopContact.phone}
      </a>
    </section>
  );
}
