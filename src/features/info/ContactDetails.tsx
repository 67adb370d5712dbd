import * as styles from './Contact.css';
import { shopContact } from '../../lib/shopFacts';
import { LazySellerAddress } from './LazyLegalDetails';
import { tKnown, useT } from '../../i18n/language';

/** docs/product.md §2: address (the seller's, as on invoices), phone and hours on the contact page. */
export function ContactDetails() {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.panelTitle}>
        {t('Contact Information')}
      </h2>
      <dl className={styles.details}>
        <div>
          <dt className={styles.detailLabel}>{t('Address')}</dt>
          <dd className={styles.detailValue}>
            <span className={styles.sellerLines}>
              <LazySellerAddress />
            </span>
          </dd>
        </div>
        <div>
          <dt className={styles.detailLabel}>{t('Phone')}</dt>
          <dd className={styles.detailValue}>
            <a href={shopContact.phoneHref}>{shopContact.phone}</a>
          </dd>
        </div>
        <div>
          <dt className={styles.detailLabel}>{t('Email')}</dt>
          <dd className={styles.detailValue}>
            <a href={`mailto:${shopContact.email}`}>{shopContact.email}</a>
          </dd>
        </div>
        <div>
          <dt className={styles.detailLabel}>{t('Business Hours')}</dt>
          <dd className={styles.detailValue}>{tKnown(shopContact.hours)}</dd>
        </div>
      </dl>
    </section>
  );
}
