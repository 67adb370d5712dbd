import * as styles from './About.css';
import { useT } from '../../i18n/language';

export function AboutHero() {
  const t = useT();
  return (
    <section className={styles.hero}>
      <h1 className={styles.heroTitle}>{t('About Jhola & Co.')}</h1>
      <p className={styles.heroLead}>
        {t('Handbags, backpacks and totes made for everyday India: sturdy, good-looking and honestly priced.')}
      </p>
    </section>
  );
}
