import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { serverMessage } from '../../api/http';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/buttonClass';
import * as styles from './TrackOrder.css';
import { confirmCodOrder, orderNumberOfConfirmToken } from './codConfirmApi';

/** /track-order?confirm={token}: the shopper confirms a cash-on-delivery order (no login; the link is signed). */
export function CodConfirmPage({ token }: { token: string }) {
  const orderNumber = orderNumberOfConfirmToken(token);
  const send = useMutation({ mutationFn: () => confirmCodOrder(token) });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{send.isSuccess ? 'Thank you: your order is confirmed' : 'Confirm your order'}</h1>
      <section className={styles.action} aria-live="polite">
        <p className={styles.orderNumber}>Order {orderNumber}</p>
        {send.isSuccess ? (
          <p data-testid="cod-confirmed">We will prepare your bags for dispatch. You pay in cash on delivery.</p>
        ) : (
          <>
            <p>
              You chose cash on delivery. Please confirm that you want this order, so we can prepare it for dispatch.
            </p>
            <Button tone="primary" onClick={() => send.mutate()} disabled={send.isPending}>
              {send.isPending ? 'Confirming...' : 'Confirm your order'}
            </Button>
          </>
        )}
        {send.isError && <p role="alert">{serverMessage(send.error) ?? 'That did not work. Please try again.'}</p>}
        <Link to="/track-order" search={{ order: orderNumber }} className={buttonClass({ tone: 'secondary' })}>
          Track Your Order
        </Link>
      </section>
    </div>
  );
}
