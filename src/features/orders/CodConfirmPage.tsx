import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { serverMessage } from '../../api/http';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/buttonClass';
import { Spinner } from '../../ui/Spinner';
import { t, tKnown, useT } from '../../i18n/language';
import * as styles from './TrackOrder.css';
import { codConfirmLinkQuery, confirmCodOrder } from './codConfirmApi';

const trackLink = (orderNumber?: string) => (
  <Link
    to="/track-order"
    search={orderNumber ? { order: orderNumber } : {}}
    className={buttonClass({ tone: 'secondary' })}
  >
    {t('Track Your Order')}
  </Link>
);

/**
 * /track-order?confirm={token}: the shopper confirms a cash-on-delivery order (no login; the link is signed). The
 * link is checked first: a link the shop did not sign says so and offers nothing to confirm.
 */
export function CodConfirmPage({ token }: { token: string }) {
  useT();
  const link = useQuery(codConfirmLinkQuery(token));
  const send = useMutation({ mutationFn: () => confirmCodOrder(token) });
  if (link.isPending) return <Spinner label={t('Checking the link')} />;
  if (link.isError)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          {isHTTPError(link.error) && link.error.response.status === 404
            ? t('This link is not valid')
            : t('We could not check this link')}
        </h1>
        <section className={styles.action} role="alert" data-testid="cod-link-invalid">
          <p>
            {isHTTPError(link.error) && link.error.response.status === 404
              ? t(
                  'Please open the "Confirm your order" link from your order e-mail again, or find your order on the tracking page.',
                )
              : tKnown(serverMessage(link.error) ?? 'Please check your connection and open the link again.')}
          </p>
          {trackLink()}
        </section>
      </div>
    );
  const { orderNumber } = link.data;
  const confirmed = send.isSuccess || link.data.confirmedAt !== null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{confirmed ? t('Thank you: your order is confirmed') : t('Confirm your order')}</h1>
      <section className={styles.action} aria-live="polite">
        <p className={styles.orderNumber}>{t('Order {orderNumber}', { orderNumber })}</p>
        {confirmed ? (
          <p data-testid="cod-confirmed">{t('We will prepare your bags for dispatch. You pay in cash on delivery.')}</p>
        ) : link.data.confirmable ? (
          <>
            <p>
              {t(
                'You chose cash on delivery. Please confirm that you want this order, so we can prepare it for dispatch.',
              )}
            </p>
            <Button tone="primary" onClick={() => send.mutate()} disabled={send.isPending}>
              {send.isPending ? t('Confirming...') : t('Confirm your order')}
            </Button>
          </>
        ) : (
          <p data-testid="cod-too-late">
            {t('This order is cancelled or already on its way, so there is nothing to confirm.')}
          </p>
        )}
        {send.isError && (
          <p role="alert">{tKnown(serverMessage(send.error) ?? 'That did not work. Please try again.')}</p>
        )}
        {trackLink(orderNumber)}
      </section>
    </div>
  );
}
