import * as styles from './About.css';
import { LineIcon } from './LineIcon';
import { useT } from '../../i18n/language';

const VALUES = [
  {
    icon: 'M12 3l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.3l-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z',
    title: 'Quality Craft',
    text: 'Every bag is stitched to carry daily loads for years, not months.',
  },
  {
    icon: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
    title: 'Fair Prices',
    text: 'Honest rupee prices with no hidden charges, and free shipping above ₹999.',
  },
  {
    icon: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7',
    title: 'Thoughtful Materials',
    text: 'We choose durable fabrics and leathers and waste as little as we can.',
  },
  {
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
    title: 'Customer First',
    text: 'Easy 7-day returns and a team that answers when you call.',
  },
] as const;

/** docs/product.md §2: the about page's four values. */
export function AboutValues() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="values-title">
      <h2 id="values-title" className={styles.sectionTitle}>
        {t('Our Values')}
      </h2>
      <ul className={`${styles.grid} ${styles.bare}`}>
        {VALUES.map((value) => (
          <li key={value.title} className={styles.tile}>
            <div className={styles.icon}>
              <LineIcon path={value.icon} />
            </div>
            <h3 className={styles.tileTitle}>{t(value.title)}</h3>
            <p className={styles.muted}>{t(value.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
