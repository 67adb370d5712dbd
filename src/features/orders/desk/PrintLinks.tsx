import { paymentHold, type PaymentStanding } from '../../../../api-schema/paymentStanding';
import * as styles from '../../desk/Desk.css';

const print = (kind: string, orderNumbers: string[], extra = '') =>
  `/api/admin/orders/${kind}.pdf?orders=${orderNumbers.map(encodeURIComponent).join(',')}${extra}`;

interface Props {
  orderNumbers: string[];
  label?: string;
  /** One order's payment state: an order awaiting UPI payment gets no label or slip (the server refuses them too). */
  standing?: PaymentStanding;
}

/** Shipping labels and packing slips (with or without prices) for one order or several, one PDF each. */
export function PrintLinks({ orderNumbers, label = '', standing }: Props) {
  if (orderNumbers.length === 0) return null;
  if (standing && paymentHold(standing, 'print'))
    return (
      <span className={styles.muted} data-testid="print-held">
        No shipping label or packing slip until the UPI payment is received.
      </span>
    );
  const open = { target: '_blank', rel: 'noreferrer', className: styles.printLink } as const;
  return (
    <span className={styles.actions}>
      <a {...open} href={print('labels', orderNumbers)}>
        Shipping label{label} (PDF)
      </a>
      <a {...open} href={print('packing-slips', orderNumbers)}>
        Packing slip{label} (PDF)
      </a>
      <a {...open} href={print('packing-slips', orderNumbers, '&prices=false')}>
        Packing slip{label} without prices
      </a>
    </span>
  );
}
