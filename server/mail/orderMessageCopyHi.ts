import { RETURN_WINDOW_DAYS, type ReturnReason, type RtoReason } from '../../api-schema/orderLifecycle';
import type { OrderEvent } from '../../api-schema/orderTracking';
import type { CopyContext, StatusCopies } from './orderMessageCopy';

/** The return reasons and courier returns in Hindi (api-schema/orderLifecycle.ts holds the English). */
const RETURN_REASONS_HI: Record<ReturnReason, string> = {
  damaged: 'टूटा-फूटा या ख़राब पहुँचा',
  wrong_item: 'ग़लत सामान या रंग मिला',
  not_as_described: 'विवरण या तस्वीर जैसा नहीं',
  quality: 'गुणवत्ता उम्मीद जैसी नहीं',
  changed_mind: 'मेरा मन बदल गया',
  other: 'कोई और कारण',
};
const RTO_REASONS_HI: Record<RtoReason, string> = {
  refused: 'दरवाज़े पर लेने से मना किया गया',
  address_not_found: 'पता नहीं मिला',
  unreachable: 'ग्राहक से संपर्क नहीं हो सका',
};

const known = <K extends string>(labels: Record<K, string>, reason: string | null) =>
  reason && reason in labels ? labels[reason as K] : reason;

/** The payment window's own note (orders/expireUnpaid.ts) reads in Hindi; a note a person wrote stays as written. */
const EXPIRED_NOTE = /^Payment was not received within (\d+(?:\.\d+)?) minutes?\.$/;

export const hindiNote = (by: OrderEvent['by'], note: string) =>
  `${by === 'shop' ? 'दुकान की ओर से नोट' : 'आपका नोट'}: ${note.replace(EXPIRED_NOTE, '$1 मिनट में पेमेंट नहीं मिला।')}`;

/** The Hindi wording of each status's message: the same facts as the English (orderMessageCopy.ts). */
export function hindiCopies({ payload, n, total, first, money }: CopyContext): StatusCopies {
  const { event, payment } = payload;
  const codNothingDue = 'यह कैश ऑन डिलीवरी ऑर्डर था, इसलिए कुछ भी देय नहीं है।';
  return {
    placed: () => ({
      subject: `ऑर्डर ${n} मिल गया: धन्यवाद, ${first}!`,
      heading: 'आपके ऑर्डर के लिए धन्यवाद',
      lines: [
        `हमें ऑर्डर ${n} मिल गया है। हम 1-2 कामकाजी दिनों में ऑर्डर की पुष्टि करते हैं; सामान्य डिलीवरी में 3-5 कामकाजी दिन लगते हैं।`,
        money(`आप ${total} डिलीवरी पर नकद चुकाएँगे।`),
      ],
    }),
    confirmed: () => ({
      subject: `ऑर्डर ${n} की पुष्टि हो गई`,
      heading: 'आपके ऑर्डर की पुष्टि हो गई है',
      lines: ['हम आपके बैग भेजने की तैयारी कर रहे हैं।'],
    }),
    packed: () => ({
      subject: `ऑर्डर ${n} पैक हो गया`,
      heading: 'आपका ऑर्डर पैक हो गया है',
      lines: ['इसे जल्द ही कूरियर को सौंपा जाएगा।'],
    }),
    shipped: () => ({
      subject: `ऑर्डर ${n} भेज दिया गया`,
      heading: 'आपका ऑर्डर रास्ते में है',
      lines: [
        `कूरियर: ${event.courier ?? ''}। ट्रैकिंग नंबर: ${event.trackingNumber ?? ''}।`,
        money(`कृपया कैश ऑन डिलीवरी के लिए ${total} तैयार रखें।`),
      ],
    }),
    out_for_delivery: () => ({
      subject: `ऑर्डर ${n} डिलीवरी के लिए निकल चुका है`,
      heading: 'आज पहुँच रहा है',
      lines: [`आपका ऑर्डर डिलीवरी के लिए निकल चुका है। ${money(`कृपया कैश ऑन डिलीवरी के लिए ${total} तैयार रखें।`)}`],
    }),
    delivered: () => ({
      subject: `ऑर्डर ${n} पहुँच गया`,
      heading: 'आपका ऑर्डर पहुँच गया है',
      lines: [
        `हमें उम्मीद है कि आपको यह पसंद आएगा। अगर कुछ ठीक नहीं है, तो आप ${RETURN_WINDOW_DAYS} दिनों के भीतर ट्रैकिंग पेज से वापसी का अनुरोध कर सकते हैं।`,
      ],
    }),
    cancelled: () => ({
      subject: `ऑर्डर ${n} रद्द कर दिया गया`,
      heading: 'आपका ऑर्डर रद्द हो गया है',
      lines: [
        event.by === 'shopper' ? 'आपके कहे अनुसार हमने आपका ऑर्डर रद्द कर दिया है।' : 'हमें खेद है: हमें आपका ऑर्डर रद्द करना पड़ा।',
        money(codNothingDue),
      ],
    }),
    return_requested: () => ({
      subject: `ऑर्डर ${n} की वापसी का अनुरोध`,
      heading: 'हमें आपका वापसी अनुरोध मिल गया है',
      lines: [
        `कारण: ${known(RETURN_REASONS_HI, event.reason) ?? 'नहीं बताया गया'}।`,
        'पिकअप तय करने के लिए हम आपसे संपर्क करेंगे।',
      ],
    }),
    returned: () => ({
      subject: `ऑर्डर ${n} की वापसी मिल गई: रिफ़ंड शुरू`,
      heading: 'आपका रिफ़ंड रास्ते में है',
      lines: [
        payment?.kind === 'refund_due'
          ? `हमें आपका लौटाया सामान मिल गया है। ${money('')}`
          : `हमें आपका लौटाया सामान मिल गया है। ${total} का रिफ़ंड शुरू कर दिया गया है और 5-7 कामकाजी दिनों में आप तक पहुँचेगा।`,
      ],
    }),
    returned_to_origin: () => ({
      subject: `ऑर्डर ${n} हमारे पास लौट आया`,
      heading: 'आपका पार्सल हमारे पास लौट आया',
      lines: [
        `कूरियर ने ऑर्डर ${n} हमें लौटा दिया (${known(RTO_REASONS_HI, event.reason) ?? 'डिलीवरी नहीं हो सकी'}), इसलिए इसकी डिलीवरी नहीं हो पाई।`,
        money(codNothingDue),
        'अगर आपको अब भी ये बैग चाहिए, तो आप फिर से ऑर्डर कर सकते हैं; डिलीवरी में कोई गड़बड़ी हुई हो तो हमें लिखें।',
      ],
    }),
  };
}
