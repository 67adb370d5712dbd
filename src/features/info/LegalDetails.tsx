import { useQuery } from '@tanstack/react-query';
import { useNearScreen } from '../../lib/useNearScreen';
import { GrievanceOfficer } from './GrievanceOfficer';
import { legalQueries } from './legalQueries';
import { useT } from '../../i18n/language';

const party = ({ name, addressLines }: { name: string; addressLines: string[] }) => [name, ...addressLines].join(', ');

/**
 * The shop's legal details where a page shows them, mostly below its first screen (the footer, a product
 * page's disclosures). Its code loads after the page's first render, its request only once its place nears
 * the screen: no page's first load pays for either. Its place keeps its room meanwhile (the caller's box).
 */
export default function LegalDetails() {
  const [ref, near] = useNearScreen<HTMLSpanElement>();
  const legal = useQuery({ ...legalQueries.details(), enabled: near }).data;
  return <span ref={ref}>{legal && <GrievanceOfficer officer={legal.grievanceOfficer} />}</span>;
}

/** The seller and, when another firm, the manufacturer/packer. */
export function LegalParty() {
  const t = useT();
  const [ref, near] = useNearScreen<HTMLSpanElement>();
  const legal = useQuery({ ...legalQueries.details(), enabled: near }).data;
  return (
    <span ref={ref}>
      {legal && party(legal.seller)}
      {legal?.manufacturer && (
        <>
          <br />
          {t('Manufactured and packed by {party}', { party: party(legal.manufacturer) })}
        </>
      )}
    </span>
  );
}

/** The seller's address a line each (SUPPLIER_ADDRESS): the one on invoices and product pages. */
export function SellerAddress() {
  const [ref, near] = useNearScreen<HTMLSpanElement>();
  const lines = useQuery({ ...legalQueries.details(), enabled: near }).data?.seller.addressLines;
  return (
    <span ref={ref}>
      {lines?.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </span>
  );
}
