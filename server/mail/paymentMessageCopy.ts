import { formatINR, formatShopDay } from '../../api-schema/format';
import type { OrderMessagePayload, PaymentNews } from './outbox';

interface Copy {
  subject: string;
  heading: string;
  lines: string[];
  /** The order's standing after this change, for the message's status line (the lifecycle did not move). */
  status?: string;
}

const shopTime = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** Messages about money alone (no lifecycle change): payment received, refund sent. */
export function paymentOnlyCopy({ order, payment }: OrderMessagePayload): Copy | undefined {
  const n = order.orderNumber;
  if (payment?.kind === 'received')
    return {
      subject: `Payment received for order ${n}`,
      status: 'Paid',
      heading: 'Thank you: your payment arrived',
      lines: [
        `We have received ${formatINR(payment.amount)} by UPI${payment.reference ? ` (UTR ${payment.reference})` : ''}. Your order is paid; we will now prepare it for dispatch.`,
      ],
    };
  if (payment?.kind === 'refunded')
    return {
      subject: `Refund sent for order ${n}`,
      status: 'Refunded',
      heading: 'Your refund is sent',
      lines: [
        `We have sent ${formatINR(payment.amount)} to ${payment.toVpa ?? 'your UPI ID'} on ${payment.refundedOn ? formatShopDay(payment.refundedOn) : 'today'} (UPI reference ${payment.reference ?? ''}).`,
        'It usually shows in your bank account within a day.',
      ],
    };
  return undefined;
}

/** The money sentence of a lifecycle message, when the order's payment says something other than COD. */
export function moneyLine(payment: PaymentNews | undefined, fallback: string): string {
  const amount = payment ? formatINR(payment.amount) : '';
  switch (payment?.kind) {
    case 'awaiting':
      return `Please pay ${amount} by UPI to complete your order: open the payment page, scan the QR code or tap "Pay with any UPI app".${payment.dueBy ? ` An unpaid order is cancelled at ${shopTime.format(new Date(payment.dueBy))} (India time).` : ''}`;
    case 'unpaid':
      return `Payment of ${amount} by UPI is still awaited.`;
    case 'paid':
      return 'It is paid: nothing is due at the door.';
    case 'expired':
      return `We did not receive your UPI payment of ${amount} in time, so nothing was charged.`;
    case 'void':
      return 'No payment was received, so nothing is due.';
    case 'refund_due':
      return `A refund of ${amount} is due to you. We will send it to ${payment.toVpa ?? 'the UPI ID you give us'} and e-mail you when it is sent.`;
    default:
      return fallback;
  }
}
