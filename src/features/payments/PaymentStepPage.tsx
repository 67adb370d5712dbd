import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatINR } from '../../lib/format';
import { tKnown, useT } from '../../i18n/language';
import { buttonClass } from '../../ui/buttonClass';
import { Spinner } from '../../ui/Spinner';
import { OrderBreakdown } from '../../ui/OrderBreakdown';
import { paymentStepQuery } from './paymentApi';
import * as styles from './PaymentStep.css';
import { UtrForm } from './UtrForm';

/** /track-order?pay={token}: pay a UPI order (QR, or the UPI app link on a phone), then tell us the UTR. */
export function PaymentStepPage({ token }: { token: string }) {
  const t = useT();
  const step = useQuery(paymentStepQuery(token));
  if (step.isPending) return <Spinner label={t('Loading the payment')} />;
  if (step.isError)
    return (
      <div className={styles.page} role="alert">
        <h1>{t('Payment link not found')}</h1>
        <p>{t('Please open the link from your order e-mail again, or find the order on the tracking page.')}</p>
        <Link to="/track-order" className={buttonClass({ tone: 'primary' })}>
          {t('Track Your Order')}
        </Link>
      </div>
    );
  const p = step.data;
  return (
    <div className={styles.page}>
      <h1>{p.payable ? t('Pay for your order') : t('Order {orderNumber}', { orderNumber: p.orderNumber })}</h1>
      <section className={styles.card} aria-labelledby="pay-amount">
        <p>{t('Order {orderNumber}', { orderNumber: p.orderNumber })}</p>
        <p id="pay-amount" className={styles.amount} data-testid="pay-amount">
          {formatINR(p.amount)}
        </p>
        <p className={`${styles.state} ${p.state === 'paid' ? styles.paid : ''}`} data-testid="payment-state">
          {t('Payment: {state}', { state: tKnown(p.stateLabel) })}
        </p>
        {p.charged && (
          <OrderBreakdown order={p.charged} totalTestId="pay-breakdown-total" className={styles.breakdown} />
        )}
        {p.payable && (
          <>
            <img
              className={styles.qr}
              src={p.qrSvgUrl}
              alt={t('UPI QR code to pay {amount} to {payee}', { amount: formatINR(p.amount), payee: p.payee.name })}
            />
            <p className={styles.payee}>
              {t("Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank's) to pay {payee} · {vpa}", {
                payee: p.payee.name,
                vpa: p.payee.vpa,
              })}
            </p>
            <a href={p.uri} className={`${buttonClass({ tone: 'primary', block: true })} ${styles.appLink}`}>
              {t('Pay with any UPI app')}
            </a>
            {p.dueBy && (
              <p className={styles.payee}>
                {t('Please pay by {date}: an unpaid order is cancelled then and its bags go back on the shelf.', {
                  date: formatDateTime(p.dueBy),
                })}
              </p>
            )}
            <UtrForm token={token} claimed={p.claimedUtr} />
          </>
        )}
        {p.state === 'paid' && <p>{t('Thank you: we have received your payment. We will now prepare your order.')}</p>}
        {p.state === 'not_paid' && <p>{t('This order was cancelled before it was paid, so nothing is due.')}</p>}
      </section>
      <Link to="/track-order" search={{ order: p.orderNumber }} className={buttonClass({ tone: 'ghost' })}>
        {t('Track this order')}
      </Link>
    </div>
  );
}
