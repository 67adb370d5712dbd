import { Link } from '@tanstack/react-router';
import type { OrderPayment } from '../../../api-schema/payment';
import { payTokenOf } from '../../../api-schema/paymentMode';
import { formatINR } from '../../lib/format';
import { tKnown, useT } from '../../i18n/language';
import { buttonClass } from '../../ui/buttonClass';

interface Props {
  payment: OrderPayment;
  /** The panel style of the page it sits on. */
  className: string;
}

/** Which state the money is in, on the tracking page: pay now, paid, refund due or sent, credit note. */
export function PaymentStatus({ payment, className }: Props) {
  const t = useT();
  // Cash on delivery says nothing new until the cash is collected (the order details name the method).
  if (payment.mode === 'cod' && payment.state === null) return null;
  const refund = payment.refund;
  return (
    <section className={className} aria-labelledby="payment-status-title" data-testid="payment-status">
      <h2 id="payment-status-title" style={{ margin: 0, fontSize: '1.1rem' }}>
        {t('Payment: {state}', { state: tKnown(payment.label) })}
      </h2>
      {payment.payPath && (
        <>
          <p>{t('We have not received your UPI payment yet. Pay now to keep your order.')}</p>
          <Link
            to="/track-order"
            search={{ pay: payTokenOf(payment.payPath) }}
            className={buttonClass({ tone: 'primary' })}
          >
            {t('Pay now')}
          </Link>
        </>
      )}
      {payment.state === 'paid' && payment.amountPaid > 0 && (
        <p>{t('We have received {amount}.', { amount: formatINR(payment.amountPaid) })}</p>
      )}
      {refund && refund.amountRefunded === null && (
        <p>
          {refund.toVpa
            ? t('A refund of {amount} is due to {vpa}. We will e-mail you when it is sent.', {
                amount: formatINR(refund.amountDue),
                vpa: refund.toVpa,
              })
            : t('A refund of {amount} is due. We will e-mail you when it is sent.', {
                amount: formatINR(refund.amountDue),
              })}
        </p>
      )}
      {refund && refund.amountRefunded !== null && (
        <p>
          {t(
            refund.toVpa
              ? 'Refund of {amount} sent to {vpa} on {date} (UPI reference {reference}).'
              : 'Refund of {amount} sent on {date} (UPI reference {reference}).',
            {
              amount: formatINR(refund.amountRefunded),
              vpa: refund.toVpa ?? '',
              date: refund.refundedOn ?? '',
              reference: refund.reference ?? '',
            },
          )}
        </p>
      )}
      {payment.creditNotePdfUrl && (
        <a href={payment.creditNotePdfUrl} target="_blank" rel="noreferrer">
          {t('Credit note (PDF)')}
        </a>
      )}
    </section>
  );
}
