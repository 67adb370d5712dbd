import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatINR } from '../../lib/format';
import { buttonClass } from '../../ui/buttonClass';
import { Spinner } from '../../ui/Spinner';
import { OrderBreakdown } from '../../ui/OrderBreakdown';
import { paymentStepQuery } from './paymentApi';
import * as styles from './PaymentStep.css';
import { UtrForm } from './UtrForm';

/** /track-order?pay={token}: pay a UPI order (QR, or the UPI app link on a phone), then tell us the UTR. */
export function PaymentStepPage({ token }: { token: string }) {
  const step = useQuery(paymentStepQuery(token));
  if (step.isPending) return <Spinner label="Loading the payment" />;
  if (step.isError)
    return (
      <div className={styles.page} role="alert">
        <h1>Payment link not found</h1>
        <p>Please open the link from your order e-mail again, or find the order on the tracking page.</p>
        <Link to="/track-order" className={buttonClass({ tone: 'primary' })}>
          Track Your Order
        </Link>
      </div>
    );
  const p = step.data;
  return (
    <div className={styles.page}>
      <h1>{p.payable ? 'Pay for your order' : `Order ${p.orderNumber}`}</h1>
      <section className={styles.card} aria-labelledby="pay-amount">
        <p>Order {p.orderNumber}</p>
        <p id="pay-amount" className={styles.amount} data-testid="pay-amount">
          {formatINR(p.amount)}
        </p>
        <p className={`${styles.state} ${p.state === 'paid' ? styles.paid : ''}`} data-testid="payment-state">
          Payment: {p.stateLabel}
        </p>
        {p.charged && (
          <OrderBreakdown order={p.charged} totalTestId="pay-breakdown-total" className={styles.breakdown} />
        )}
        {p.payable && (
          <>
            <img
              className={styles.qr}
              src={p.qrSvgUrl}
              alt={`UPI QR code to pay ${formatINR(p.amount)} to ${p.payee.name}`}
            />
            <p className={styles.payee}>
              Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank&apos;s) to pay {p.payee.name} ·{' '}
              {p.payee.vpa}
            </p>
            <a href={p.uri} className={`${buttonClass({ tone: 'primary', block: true })} ${styles.appLink}`}>
              Pay with any UPI app
            </a>
            {p.dueBy && (
              <p className={styles.payee}>
                Please pay by {formatDateTime(p.dueBy)}: an unpaid order is cancelled then and its bags go back on the
                shelf.
              </p>
            )}
            <UtrForm token={token} claimed={p.claimedUtr} />
          </>
        )}
        {p.state === 'paid' && <p>Thank you: we have received your payment. We will now prepare your order.</p>}
        {p.state === 'not_paid' && <p>This order was cancelled before it was paid, so nothing is due.</p>}
      </section>
      <Link to="/track-order" search={{ order: p.orderNumber }} className={buttonClass({ tone: 'ghost' })}>
        Track this order
      </Link>
    </div>
  );
}
