import { LazyGrievanceOfficer } from '../features/info/LazyLegalDetails';
import * as styles from './Footer.css';

/** The footer's contact details end with the grievance officer (from the shop's configuration). */
export const FooterGrievanceOfficer = () => (
  <address className={styles.grievance} aria-label="Grievance officer">
    <LazyGrievanceOfficer />
  </address>
);
