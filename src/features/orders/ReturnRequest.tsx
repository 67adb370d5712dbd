import { type FormEvent, Suspense, useState } from 'react';
import { RETURN_REASONS, RETURN_WINDOW_DAYS, type ReturnReason } from '../../../api-schema/orderLifecycle';
import { requiredFieldMessages } from '../../../api-schema/orderTracking';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { tKnown, useT } from '../../i18n/language';
import { RefundUpiField } from '../payments/LazyRefundUpiField';
import { Field } from '../../ui/Field';
import * as styles from './TrackOrder.css';
import { requestReturn } from './trackingApi';
import { useShopperOrderAction } from './useShopperOrderAction';

interface Props {
  orderNumber: string;
  contact: string;
  windowEndsAt: string | null;
}

/** docs/product.md §1 "7-day returns": a reason from the list, an optional note. */
export function ReturnRequest({ orderNumber, contact, windowEndsAt }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [refund, setRefund] = useState({ upiId: '', valid: true });
  const [refundError, setRefundError] = useState(false);
  const send = useShopperOrderAction(
    orderNumber,
    contact,
    (r: ReturnReason) =>
      requestReturn(orderNumber, {
        contact,
        reason: r,
        note,
        ...(refund.upiId.trim() ? { refundUpiId: refund.upiId.trim() } : {}),
      }),
    'Your return request has been sent',
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(requiredFieldMessages.reason);
    if (!refund.valid) return setRefundError(true);
    send.mutate(reason);
  };

  if (!open) {
    return (
      <section className={styles.action}>
        <p>
          {windowEndsAt
            ? t('Not happy with it? Returns are open for {days} days after delivery until {date}.', {
                days: RETURN_WINDOW_DAYS,
                date: formatDateTime(windowEndsAt),
              })
            : t('Not happy with it? Returns are open for {days} days after delivery.', { days: RETURN_WINDOW_DAYS })}
        </p>
        <Button tone="secondary" onClick={() => setOpen(true)}>
          {t('Request a Return')}
        </Button>
      </section>
    );
  }
  return (
    <form className={styles.action} onSubmit={onSubmit} noValidate aria-labelledby="return-title">
      <h2 id="return-title" className={styles.actionTitle}>
        {t('Request a return')}
      </h2>
      <Field label={t('Reason for return')} error={error && tKnown(error)}>
        <select
          name="reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as ReturnReason);
            setError(undefined);
          }}
        >
          <option value="">{t('Choose a reason')}</option>
          {Object.entries(RETURN_REASONS).map(([value, label]) => (
            <option key={value} value={value}>
              {tKnown(label)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('Anything we should know? (optional)')}>
        <textarea name="note" value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Suspense fallback={null}>
        <RefundUpiField
          value={refund.upiId}
          showError={refundError}
          onChange={(upiId, valid) => {
            setRefund({ upiId, valid });
            setRefundError(false);
          }}
        />
      </Suspense>
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('Sending...') : t('Send Return Request')}
        </Button>
        <Button tone="ghost" onClick={() => setOpen(false)} disabled={send.isPending}>
          {t('Never mind')}
        </Button>
      </div>
    </form>
  );
}
