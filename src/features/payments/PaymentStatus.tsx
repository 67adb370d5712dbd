import { Link } from '@tanstack/react-router';
import type { OrderPayment } from '../../../api-schema/payment';
import { payTokenOf } from '../../../api-schema/paymentMode';
import { formatINR } from '../../lib/format';
import { buttonClass } from '../../ui/buttonClass';

interface Props {
  payment: OrderPayment;
  /** The panel style of the page it sits on. */
  className: string;
}

/** Which state the money is in, on the tracking page: pay now, paid, refund due or sent, credit note. */
export function PaymentStatus({ payment, className }: Props) {
  // Cash on delivery says nothing new until the cash is collected (the order details name the method).
  if (payment.mode === 'cod' && payment.state === null) return null;
  const refund = payment.refund;
  return (
    <section className={className} aria-labelledby="payment-status-title" data-testid="payment-status">
      <h2 id="payment-status-title" style={{ margin: 0, fontSize: '1.1rem' }}>
        Payment: {payment.label}
      </h2>
      {payment.payPath && (
        <>
          <p>We have not received your UPI payment yet. Pay now to keep your order.</p>
          <Link
            to="/track-order"
            search={{ pay: payTokenOf(payment.payPath) }}
            className={buttonClass({ tone: 'primary' })}
          >
            Pay now
          </Link>
        </>
      )}
      {payment.state === 'paid' && payment.amountPaid > 0 && <p>We have received {formatINR(payment.amountPaid)}.</p>}
      {refund && refund.amountRefunded === null && (
        <p>
          A refund of {formatINR(refund.amountDue)} is due
          {refund.toVpa ? ` to ${refund.toVpa}` : ''}. We will e-mail you when it is sent.
        </p>
      )}
      {refund && refund.amountRefunded !== null && (
        <p>
          Refund of {formatINR(refund.amountRefunded)} sent{refund.toVpa ? ` to ${refund.toVpa}` : ''} on{' '}
          {refund.refundedOn} (UPI reference {refund.reference}).
        </p>
      )}
      {payment.creditNotePdfUrl && (
        <a href={payment.creditNotePdfUrl} target="_blank" rel="noreferrer">
          Credit note (PDF)
        </a>
      )}
    </section>
  );
}
