import { useT } from '../../i18n/language';
import * as styles from './ProductTabs.css';

export const TABS = ['Description', 'Specifications', 'Reviews', 'Shipping & Returns'] as const;

/**
 * The product tabs as they first draw (Description open), shown while their code loads: the same boxes with the
 * same text, so nothing below them (related products, the footer) moves when the real tabs replace it. Inert and
 * hidden from assistive technology meanwhile.
 */
export function TabsPlaceholder({ description }: { description: string }) {
  const t = useT();
  return (
    <section className={styles.tabs} aria-hidden inert>
      <div role="tablist" className={styles.list}>
        {TABS.map((name, i) => (
          <button key={name} type="button" role="tab" aria-selected={i === 0} tabIndex={-1} className={styles.tab}>
            {t(name)}
          </button>
        ))}
      </div>
      <div className={styles.panel}>
        <p className={styles.text}>{description}</p>
      </div>
    </section>
  );
}
