import { useState } from 'react';
import { Button } from '../../ui/Button';
import * as styles from './TrackOrder.css';
import { cancelOrder } from './trackingApi';
import { useShopperOrderAction } from './useShopperOrderAction';

/** Cancel, with a confirm step: allowed until the order ships (the lifecycle table decides). */
export function CancelOrder({ orderNumber, contact }: { orderNumber: string; contact: string }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useShopperOrderAction(
    orderNumber,
    contact,
    () => cancelOrder(orderNumber, { contact }),
    'Your order has been cancelled',
  );
  if (!confirming) {
    return (
      <section className={styles.action}>
        <p>Changed your mind? You can cancel until the order ships.</p>
        <Button tone="secondary" onClick={() => setConfirming(true)}>
          Cancel Order
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.action} role="alertdialog" aria-labelledby="cancel-title" aria-describedby="cancel-text">
      <h2 id="cancel-title" className={styles.actionTitle}>
        Cancel order {orderNumber}?
      </h2>
      <p id="cancel-text">The whole order will be cancelled. Nothing is due, as it is cash on delivery.</p>
      <div className={styles.actions}>
        <Button tone="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(undefined)}>
          {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Order'}
        </Button>
        <Button tone="ghost" disabled={cancel.isPending} onClick={() => setConfirming(false)} autoFocus>
          Keep My Order
        </Button>
      </div>
    </section>
  );
}
