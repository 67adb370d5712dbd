import type { ShopLegal } from '../../../api-schema/shopLegal';
import { GrievanceOfficer } from './GrievanceOfficer';
import { richText } from './RichText.css';

/** The terms' closing section: who sells, and whom to write to with a complaint (from the configuration). */
export function TermsGrievanceOfficer({ legal }: { legal: ShopLegal }) {
  return (
    <section className={richText} aria-labelledby="grievance-heading">
      <h2 id="grievance-heading">Grievance Officer</h2>
      <p>
        The seller is {legal.seller.name}, {legal.seller.addressLines.join(', ')}. Complaints about an order or this
        website go to our grievance officer, who acknowledges them within 48 hours and resolves them within one month:
      </p>
      <p>
        <GrievanceOfficer officer={legal.grievanceOfficer} />
      </p>
    </section>
  );
}
