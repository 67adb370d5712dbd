import { LazyGrievanceOfficer } from '../features/info/LazyLegalDetails';
import { t } from '../i18n/language';
import * as styles from './Footer.css';

/** The footer's contact details (rendered by the Footer, which re-renders on a language switch) end with the grievance officer (from the shop's configuration). */
export const FooterGrievanceOfficer = () => (
  <address className={styles.grievance} aria-label={t('Grievance officer')}>
    <LazyGrievanceOfficer />
  </address>
);
