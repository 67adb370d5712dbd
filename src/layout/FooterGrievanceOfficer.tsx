import { GrievanceOfficer } from '../features/info/GrievanceOfficer';
import { useLegalWhenNear } from '../features/info/useLegalWhenNear';
import * as styles from './Footer.css';

/** The footer's contact details end with the grievance officer (from the shop's configuration). */
export function FooterGrievanceOfficer() {
  const [ref, legal] = useLegalWhenNear<HTMLElement>();
  return (
    <address ref={ref} className={styles.grievance} aria-label="Grievance officer">
      {legal && <GrievanceOfficer officer={legal.grievanceOfficer} />}
    </address>
  );
}
