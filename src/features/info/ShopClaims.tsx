import { useQuery } from '@tanstack/react-query';
import { useNearScreen } from '../../lib/useNearScreen';
import { tKnown, useT } from '../../i18n/language';
import { claimsQuery } from './claimsQueries';

interface Props {
  className: string;
  itemClassName: string;
  labelClassName: string;
  valueClassName: string;
}

/**
 * The shop's marketing claims as figures under labels (the footer, the About page): the owner's configuration,
 * asked for only once the place nears the screen; none at all when the owner turned them off.
 */
export default function ShopClaims({ className, itemClassName, labelClassName, valueClassName }: Props) {
  useT();
  const [ref, near] = useNearScreen<HTMLDListElement>();
  const claims = useQuery({ ...claimsQuery, enabled: near }).data;
  return (
    <dl ref={ref} className={className} hidden={claims?.length === 0}>
      {claims?.map((claim) => (
        <div key={claim.label} className={itemClassName}>
          <dt className={labelClassName}>{tKnown(claim.label)}</dt>
          <dd className={valueClassName}>{claim.value}</dd>
        </div>
      ))}
    </dl>
  );
}
