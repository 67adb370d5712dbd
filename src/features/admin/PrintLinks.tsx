import * as styles from './Desk.css';

const print = (kind: string, orderNumbers: string[], extra = '') =>
  `/api/admin/orders/${kind}.pdf?orders=${orderNumbers.map(encodeURIComponent).join(',')}${extra}`;

/** Shipping labels and packing slips (with or without prices) for one order or several, one PDF each. */
export function PrintLinks({ orderNumbers, label = '' }: { orderNumbers: string[]; label?: string }) {
  if (orderNumbers.length === 0) return null;
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
