import { LazyGrievanceOfficer } from './LazyLegalDetails';
import { richText } from './RichText.css';

/** The terms' closing section: whom to write to with a complaint (from the shop's configuration). */
export const TermsGrievanceOfficer = () => (
  <section className={richText} aria-labelledby="grievance-heading">
    <h2 id="grievance-heading">Grievance Officer</h2>
    <p>
      Complaints about an order or this website go to our grievance officer, who acknowledges them within 48 hours and
      resolves them within one month.
    </p>
    <p>
      <LazyGrievanceOfficer />
    </p>
  </section>
);
