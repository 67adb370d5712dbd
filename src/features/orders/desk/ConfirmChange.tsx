import type { OrderStatus } from '../../../../api-schema/orderLifecycle';
import { Button } from '../../../ui/Button';
import * as styles from '../../desk/Desk.css';

/** Changes that cannot be taken back ask first: what happens, in the owner's words. */
const ASK_FIRST: Partial<Record<OrderStatus, { question: string; yes: string; no: string }>> = {
  delivered: {
    question: 'The shopper is told it arrived, and cash on delivery counts as collected. This cannot be undone.',
    yes: 'Yes, mark delivered',
    no: 'Not yet',
  },
  cancelled: {
    question:
      'Stock goes back on the shelf, the shopper is told, and a paid order’s refund becomes due. This cannot be undone.',
    yes: 'Yes, cancel order',
    no: 'Keep the order',
  },
  returned: {
    question: 'Stock goes back on the shelf and a paid order’s refund becomes due. This cannot be undone.',
    yes: 'Yes, mark returned',
    no: 'Not yet',
  },
  returned_to_origin: {
    question:
      'Stock goes back on the shelf, the shopper is told, and the refusal counts against this phone for cash on delivery. This cannot be undone.',
    yes: 'Yes, mark returned to origin',
    no: 'Not yet',
  },
};

/** Declining a return also targets 'delivered' but only puts the order back as it was: no question for that. */
export const asksFirst = (to: OrderStatus, from: OrderStatus) =>
  Boolean(ASK_FIRST[to]) && !(to === 'delivered' && from === 'return_requested');

const VERBS: Partial<Record<OrderStatus, string>> = {
  delivered: 'Mark',
  cancelled: 'Cancel',
  returned: 'Mark',
  returned_to_origin: 'Mark',
};

interface Props {
  orderNumber: string;
  to: OrderStatus;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** The question before an irreversible change: what will happen, and two plain answers. */
export function ConfirmChange({ orderNumber, to, busy, onYes, onNo }: Props) {
  const ask = ASK_FIRST[to];
  if (!ask) return null;
  const title = `${VERBS[to]} ${orderNumber} ${to === 'cancelled' ? '' : to.replaceAll('_', ' ')}`.trim();
  return (
    <div role="alertdialog" aria-label={`${title}?`} className={styles.panel}>
      <p>
        <strong>{title}?</strong> {ask.question}
      </p>
      <div className={styles.actions}>
        <Button
          size="sm"
          tone={to === 'cancelled' || to === 'returned_to_origin' ? 'danger' : 'primary'}
          disabled={busy}
          onClick={onYes}
        >
          {ask.yes}
        </Button>
        <Button size="sm" tone="secondary" onClick={onNo}>
          {ask.no}
        </Button>
      </div>
    </div>
  );
}
