import type { OrderStatus } from '../../../../api-schema/orderLifecycle';
import type { PaymentStanding } from '../../../../api-schema/paymentStanding';
import { ASK_FIRST, questionFor } from './confirmQuestions';
import { Button } from '../../../ui/Button';
import * as styles from '../../desk/Desk.css';

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
  standing: PaymentStanding;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** The question before an irreversible change: what will happen, and two plain answers. */
export function ConfirmChange({ orderNumber, to, standing, busy, onYes, onNo }: Props) {
  const ask = ASK_FIRST[to];
  if (!ask) return null;
  const question = questionFor(to, standing) ?? ask.question;
  const title = `${VERBS[to]} ${orderNumber} ${to === 'cancelled' ? '' : to.replaceAll('_', ' ')}`.trim();
  return (
    <div role="alertdialog" aria-label={`${title}?`} className={styles.panel}>
      <p>
        <strong>{title}?</strong> {question}
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
