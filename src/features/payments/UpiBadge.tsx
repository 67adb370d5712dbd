import { useQuery } from '@tanstack/react-query';
import { useNearScreen } from '../../lib/useNearScreen';
import { paymentOptionsQuery } from './paymentOptions';

/**
 * The footer's UPI badge, only while the shop takes UPI (it has a UPI ID); cash on delivery is always taken and
 * there is no card gateway, so no card badge (docs/payments.md). Asked for once the footer nears the screen.
 */
export default function UpiBadge({ className }: { className: string }) {
  const [ref, near] = useNearScreen<HTMLSpanElement>();
  const upi = useQuery({ ...paymentOptionsQuery, enabled: near }).data?.upi;
  return (
    <span ref={ref} className={upi ? className : undefined}>
      {upi && 'UPI'}
    </span>
  );
}
