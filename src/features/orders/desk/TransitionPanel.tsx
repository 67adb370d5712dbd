import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../ui/showToast';
import { RTO_REASONS, statusLabels, TRANSITIONS, type OrderStatus } from '../../../../api-schema/orderLifecycle';
import { paymentHold, type PaymentStanding } from '../../../../api-schema/paymentStanding';
import { serverFieldErrors, serverMessage } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { EMPTY_SHIPMENT, ShipmentFields, shipmentBody } from './ShipmentFields';
import { DeskLink } from '../../desk/deskLinks';
import { changeOrder, orderMoved } from './orderDeskApi';
import * as styles from '../../desk/Desk.css';
import { asksFirst, ConfirmChange } from './ConfirmChange';

const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirm',
  packed: 'Mark packed',
  shipped: 'Ship',
  out_for_delivery: 'Out for delivery',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  returned: 'Mark returned',
  returned_to_origin: 'Mark returned to origin',
};

interface Props {
  orderNumber: string;
  status: OrderStatus;
  standing: PaymentStanding;
}

/**
 * Only the changes the lifecycle table allows the shop from this status and the payment state allows now (an order
 * awaiting UPI payment may only be cancelled; the panel says why the rest is not offered). Shipping asks for the
 * courier and the AWB.
 */
export function TransitionPanel({ orderNumber, status, standing }: Props) {
  const queryClient = useQueryClient();
  const [shipping, setShipping] = useState(EMPTY_SHIPMENT);
  const [rtoReason, setRtoReason] = useState('');
  const [asking, setAsking] = useState<OrderStatus>();
  const lifecycle = TRANSITIONS.filter(
    (t) => t.from === status && t.by.includes('shop') && t.to !== 'return_requested',
  );
  const allowed = lifecycle.filter((t) => !paymentHold(standing, t.to));
  const heldBack = lifecycle.filter((t) => paymentHold(standing, t.to));
  const change = useMutation({
    mutationFn: (to: OrderStatus) =>
      changeOrder(
        orderNumber,
        to === 'shipped'
          ? { to, ...shipmentBody(shipping) }
          : to === 'returned_to_origin'
            ? { to, rtoReason: (rtoReason || undefined) as keyof typeof RTO_REASONS | undefined }
            : { to },
      ),
    onSettled: () => setAsking(undefined),
    onSuccess: (result, to) => {
      orderMoved(queryClient, orderNumber, result);
      showToast.success(`Order ${statusLabels[to].toLowerCase()}`);
    },
  });
  const fieldErrors = change.isError ? serverFieldErrors(change.error) : {};
  if (lifecycle.length === 0) return <p className={styles.muted}>No further changes for this order.</p>;
  return (
    <section className={styles.panel} aria-label="Change status">
      <h2>Next step</h2>
      {heldBack.length > 0 && (
        <p data-testid="held-steps">
          <strong>Not offered: {heldBack.map((t) => ACTION_LABELS[t.to]).join(', ')}.</strong>{' '}
          {paymentHold(standing, heldBack[0]!.to)} <DeskLink to="/admin/payments">Open Payments</DeskLink>
        </p>
      )}
      {allowed.some((t) => t.to === 'shipped') && (
        <ShipmentFields
          value={shipping}
          onChange={(next) => {
            setShipping(next);
            // A corrected field drops the last refusal's messages.
            if (change.isError) change.reset();
          }}
          errors={fieldErrors}
        />
      )}
      {allowed.some((t) => t.to === 'returned_to_origin') && (
        <Field label="If the parcel came back: why" error={fieldErrors.rtoReason}>
          <select value={rtoReason} onChange={(e) => setRtoReason(e.target.value)}>
            <option value="">Choose a reason</option>
            {Object.entries(RTO_REASONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      )}
      {change.isError && Object.keys(fieldErrors).length === 0 && (
        <p className={styles.error} role="alert">
          {serverMessage(change.error) ?? 'The change failed. Please try again.'}
        </p>
      )}
      {asking && (
        <ConfirmChange
          orderNumber={orderNumber}
          to={asking}
          standing={standing}
          busy={change.isPending}
          onYes={() => change.mutate(asking)}
          onNo={() => setAsking(undefined)}
        />
      )}
      <div className={styles.actions}>
        {allowed.map((t) => (
          <Button
            key={t.to}
            size="sm"
            tone={
              t.to === 'cancelled' || t.to === 'returned_to_origin'
                ? 'danger'
                : t.to === 'delivered' && status === 'return_requested'
                  ? 'secondary'
                  : 'primary'
            }
            disabled={change.isPending || asking !== undefined}
            onClick={() => (asksFirst(t.to, status) ? setAsking(t.to) : change.mutate(t.to))}
          >
            {t.to === 'delivered' && status === 'return_requested' ? 'Decline return' : ACTION_LABELS[t.to]}
          </Button>
        ))}
      </div>
    </section>
  );
}
