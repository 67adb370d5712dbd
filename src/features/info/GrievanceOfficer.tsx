import type { ShopLegal } from '../../../api-schema/shopLegal';
import { tKnown, useT } from '../../i18n/language';

/**
 * The grievance officer's designation, name and contact (Consumer Protection (E-Commerce) Rules, 2020), a line
 * each: four short lines fit the footer's narrow column, whose space is kept for them before they arrive.
 */
export function GrievanceOfficer({ officer }: { officer: ShopLegal['grievanceOfficer'] }) {
  useT();
  return (
    <>
      {/* The shop's configured designation; the default one ('Grievance Officer') is in the catalogue. */}
      {tKnown(officer.designation)}:
      <br />
      {officer.name}
      <br />
      <a href={`mailto:${officer.email}`}>{officer.email}</a>
      <br />
      <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a>
    </>
  );
}
