import { tKnown, useT } from '../../i18n/language';
import { shopContact } from '../../lib/shopFacts';
import * as styles from './Home.css';

export function CallUsBanner() {
  const t = useT();
  return (
    <section className={styles.callUs}>
      <h2 className={styles.callUsTitle}>{t('Need help choosing the right bag?')}</h2>
      <p>{t('Call us {hours}', { hours: tKnown(shopContact.hours) })}</p>
      <a href={shopContact.phoneHref} className={styles.callUsLink}>
        {shopContact.phone}
      </a>
    </section>
  );
}
