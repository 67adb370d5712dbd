import { formatINR } from '../../api-schema/format';
import { formatShopClockHi, formatShopDayHi } from '../../api-schema/shopDatesHi';
import type { Copy } from './orderMessageCopy';
import type { OrderMessagePayload, PaymentNews } from './outbox';

/** Hindi messages about money alone (payment received, refund sent): paymentMessageCopy.ts in Hindi. */
export function paymentOnlyCopyHi({ order, payment }: OrderMessagePayload): Copy | undefined {
  const n = order.orderNumber;
  if (payment?.kind === 'received')
    return {
      subject: `ऑर्डर ${n} का भुगतान मिल गया`,
      status: 'भुगतान हो गया',
      heading: 'धन्यवाद: आपका भुगतान मिल गया',
      lines: [
        `हमें UPI से ${formatINR(payment.amount)} मिल गए हैं${payment.reference ? ` (UTR ${payment.reference})` : ''}। आपके ऑर्डर का भुगतान हो गया है; अब हम इसे भेजने की तैयारी करेंगे।`,
      ],
    };
  if (payment?.kind === 'refunded')
    return {
      subject: `ऑर्डर ${n} का रिफ़ंड भेज दिया गया`,
      status: 'रिफ़ंड हो गया',
      heading: 'आपका रिफ़ंड भेज दिया गया है',
      lines: [
        `हमने ${payment.refundedOn ? `${formatShopDayHi(payment.refundedOn)} को` : 'आज'} ${formatINR(payment.amount)} ${payment.toVpa ?? 'आपकी UPI ID'} पर भेज दिए हैं (UPI संदर्भ ${payment.reference ?? ''})।`,
        'यह आम तौर पर एक दिन के भीतर आपके बैंक खाते में दिख जाता है।',
      ],
    };
  return undefined;
}

/** The money sentence of a Hindi lifecycle message (moneyLine in paymentMessageCopy.ts). */
export function moneyLineHi(payment: PaymentNews | undefined, fallback: string): string {
  const amount = payment ? formatINR(payment.amount) : '';
  switch (payment?.kind) {
    case 'awaiting':
      return `अपना ऑर्डर पूरा करने के लिए कृपया UPI से ${amount} चुकाएँ: भुगतान पेज खोलें, QR कोड स्कैन करें या "किसी भी UPI ऐप से पेमेंट करें" पर टैप करें।${payment.dueBy ? ` भुगतान न होने पर ऑर्डर ${formatShopClockHi(payment.dueBy)} (भारतीय समय) पर रद्द हो जाएगा।` : ''}`;
    case 'unpaid':
      return `UPI से ${amount} के भुगतान का अभी इंतज़ार है।`;
    case 'paid':
      return 'इसका भुगतान हो चुका है: डिलीवरी पर कुछ भी नहीं देना है।';
    case 'expired':
      return `आपका ${amount} का UPI भुगतान समय पर नहीं मिला, इसलिए कोई राशि नहीं ली गई।`;
    case 'void':
      return 'कोई भुगतान नहीं मिला, इसलिए कुछ भी देय नहीं है।';
    case 'refund_due':
      return `आपको ${amount} का रिफ़ंड मिलना है। हम इसे ${payment.toVpa ?? 'आपकी दी हुई UPI ID'} पर भेजेंगे और भेजते ही आपको ई-मेल करेंगे।`;
    default:
      return fallback;
  }
}
