import { LazyGrievanceOfficer } from './LazyLegalDetails';
import { richText } from './RichText.css';
import { useT } from '../../i18n/language';

/** The terms' closing section: whom to write to with a complaint (from the shop's configuration). */
export function TermsGrievanceOfficer() {
  const t = useT();
  return (
    <section className={richText} aria-labelledby="grievance-heading">
      <h2 id="grievance-heading">{t('Grievance Officer')}</h2>
      <p>
        {t(
          'Complaints about an order or this website go to our grievance officer, who acknowledges them within 48 hours and resolves them within one month.',
        )}
      </p>
      <p>
        <LazyGrievanceOfficer />
      </p>
    </section>
  );
}
