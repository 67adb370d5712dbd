import { Suspense, useState } from 'react';
import type { OrderPayment } from '../../../api-schema/payment';
import { RefundUpiField } from '../payments/LazyRefundUpiField';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/language';
import * as styles from './TrackOrder.css';
import { cancelOrder } from './trackingApi';
import { useShopperOrderAction } from './useShopperOrderAction';

/** Cancel, with a confirm step: allowed until the order ships (the lifecycle table decides). */
export function CancelOrder({
  orderNumber,
  contact,
  payment,
}: {
  orderNumber: string;
  contact: string;
  payment?: OrderPayment;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [refund, setRefund] = useState({ upiId: '', valid: false });
  const [refundError, setRefundError] = useState(false);
  // A paid order's money goes back by UPI: ask where (docs/payments.md).
  const paid = payment?.state === 'paid';
  const cancel = useShopperOrderAction(
    orderNumber,
    contact,
    () => cancelOrder(orderNumber, paid ? { contact, refundUpiId: refund.upiId.trim() } : { contact }),
    'Your order has been cancelled',
  );
  const confirm = () => {
    if (paid && !refund.valid) return setRefundError(true);
    cancel.mutate(undefined);
  };
  if (!confirming) {
    return (
      <section className={styles.action}>
        <p>{t('Changed your mind? You can cancel until the order ships.')}</p>
        <Button tone="secondary" onClick={() => setConfirming(true)}>
          {t('Cancel Order')}
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.action} role="alertdialog" aria-labelledby="cancel-title" aria-describedby="cancel-text">
      <h2 id="cancel-title" className={styles.actionTitle}>
        {t('Cancel order {orderNumber}?', { orderNumber })}
      </h2>
      <p id="cancel-text">
        {paid
          ? t('The whole order will be cancelled and what you paid refunded by UPI.')
          : payment?.mode === 'upi'
            ? t('The whole order will be cancelled. Nothing is due, as it is not paid yet.')
            : t('The whole order will be cancelled. Nothing is due, as it is cash on delivery.')}
      </p>
      {paid && (
        <Suspense fallback={null}>
          <RefundUpiField
            required
            value={refund.upiId}
            showError={refundError}
            onChange={(upiId, valid) => {
              setRefund({ upiId, valid });
              setRefundError(false);
            }}
          />
        </Suspense>
      )}
      <div className={styles.actions}>
        <Button tone="danger" disabled={cancel.isPending} onClick={confirm}>
          {cancel.isPending ? t('Cancelling...') : t('Yes, Cancel Order')}
        </Button>
        <Button tone="ghost" disabled={cancel.isPending} onClick={() => setConfirming(false)} autoFocus>
          {t('Keep My Order')}
        </Button>
      </div>
    </section>
  );
}
