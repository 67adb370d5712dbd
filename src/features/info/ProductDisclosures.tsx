import { LegalParty } from './LegalDetails';
import * as styles from './ProductDisclosures.css';
import { useT } from '../../i18n/language';

/**
 * What the Consumer Protection (E-Commerce) Rules, 2020 ask a product page to name: the country of origin (the
 * product's own data), the seller and, when another firm, the manufacturer/packer (the shop's configuration).
 */
export default function ProductDisclosures({ countryOfOrigin }: { countryOfOrigin?: string }) {
  const t = useT();
  return (
    <dl className={styles.list}>
      {countryOfOrigin && (
        <div className={styles.row}>
          <dt>{t('Country of origin')}</dt>
          <dd>{countryOfOrigin}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>{t('Sold by')}</dt>
        <dd className={styles.party}>
          <LegalParty />
        </dd>
      </div>
    </dl>
  );
}
