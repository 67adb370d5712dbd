import type { ShopLegal } from '../../../api-schema/shopLegal';

/** The grievance officer's name, designation and contact (Consumer Protection (E-Commerce) Rules, 2020). */
export function GrievanceOfficer({ officer }: { officer: ShopLegal['grievanceOfficer'] }) {
  return (
    <>
      {officer.designation}: {officer.name}
      <br />
      <a href={`mailto:${officer.email}`}>{officer.email}</a> ·{' '}
      <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a>
    </>
  );
}
