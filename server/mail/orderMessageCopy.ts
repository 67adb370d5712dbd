import { formatINR } from '../../api-schema/format';
import {
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  type OrderStatus,
  RTO_REASONS,
  type ReturnReason,
  type RtoReason,
} from '../../api-schema/orderLifecycle';
import type { OrderMessagePayload } from './outbox';
import { moneyLine, paymentOnlyCopy } from './paymentMessageCopy';
import { hindiCopies, hindiNote } from './orderMessageCopyHi';
import { moneyLineHi, paymentOnlyCopyHi } from './paymentMessageCopyHi';

export interface Copy {
  subject: string;
  heading: string;
  /** Paragraphs of plain text. */
  lines: string[];
  /** The status line's words when the change was not a lifecycle move (payment received, refund sent). */
  status?: string;
}

const reasonLabel = (reason: string | null) =>
  reason && reason in RETURN_REASONS ? RETURN_REASONS[reason as ReturnReason] : reason;

const rtoLabel = (reason: string | null) =>
  (reason && reason in RTO_REASONS ? RTO_REASONS[reason as RtoReason] : (reason ?? 'undeliverable')).toLowerCase();

/** What each language's wording is written from. */
export interface CopyContext {
  payload: OrderMessagePayload;
  /** The order number, its total as shown, the shopper's first name. */
  n: string;
  total: string;
  first: string;
  /** The money sentence in the message's language, or `fallback` for a cash-on-delivery order. */
  money: (fallback: string) => string;
}

/** Each status's message; a language that misses a status or adds one fails the typecheck. */
export type StatusCopies = Record<OrderStatus, () => Copy>;

/**
 * Subject and wording of the message for each status (docs/product.md §9 promises: processing, returns, refunds),
 * in the language the order was placed in.
 */
export function orderMessageCopy(payload: OrderMessagePayload): Copy {
  const { order, event, payment } = payload;
  const hindi = order.language === 'hi';
  const context: CopyContext = {
    payload,
    n: order.orderNumber,
    total: formatINR(order.totalAmount),
    first: order.shippingInfo.name.split(/\s+/)[0] ?? order.shippingInfo.name,
    money: (fallback) => (hindi ? moneyLineHi : moneyLine)(payment, fallback),
  };
  const note = !event.note
    ? []
    : hindi
      ? [hindiNote(event.by, event.note)]
      : [`Note from ${event.by === 'shop' ? 'the shop' : 'you'}: ${event.note}`];
  const chosen = hindi
    ? (paymentOnlyCopyHi(payload) ?? hindiCopies(context)[event.status]())
    : (paymentOnlyCopy(payload) ?? englishCopies(context)[event.status]());
  return { ...chosen, lines: [...chosen.lines, ...note] };
}

function englishCopies({ payload, n, total, first, money }: CopyContext): StatusCopies {
  const { event, payment } = payload;
  return {
    placed: () => ({
      subject: `Order ${n} placed: thank you, ${first}!`,
      heading: 'Thank you for your order',
      lines: [
        `We have received order ${n}. We confirm orders within 1-2 business days; standard delivery takes 3-5 business days.`,
        money(`You pay ${total} in cash on delivery.`),
      ],
    }),
    confirmed: () => ({
      subject: `Order ${n} confirmed`,
      heading: 'Your order is confirmed',
      lines: ['We are preparing your bags for dispatch.'],
    }),
    packed: () => ({
      subject: `Order ${n} packed`,
      heading: 'Your order is packed',
      lines: ['It will be handed to the courier shortly.'],
    }),
    shipped: () => ({
      subject: `Order ${n} shipped`,
      heading: 'Your order is on its way',
      lines: [
        `Courier: ${event.courier ?? ''}. Tracking number: ${event.trackingNumber ?? ''}.`,
        money(`Please keep ${total} ready for cash on delivery.`),
      ],
    }),
    out_for_delivery: () => ({
      subject: `Order ${n} out for delivery`,
      heading: 'Arriving today',
      lines: [`Your order is out for delivery. ${money(`Please keep ${total} ready for cash on delivery.`)}`],
    }),
    delivered: () => ({
      subject: `Order ${n} delivered`,
      heading: 'Your order was delivered',
      lines: [
        `We hope you love it. If something is not right, you can request a return within ${RETURN_WINDOW_DAYS} days from the tracking page.`,
      ],
    }),
    cancelled: () => ({
      subject: `Order ${n} cancelled`,
      heading: 'Your order is cancelled',
      lines: [
        event.by === 'shopper'
          ? 'We have cancelled your order as you asked.'
          : 'We are sorry: we had to cancel your order.',
        money('Nothing is due, as it was cash on delivery.'),
      ],
    }),
    return_requested: () => ({
      subject: `Return requested for order ${n}`,
      heading: 'We have your return request',
      lines: [`Reason: ${reasonLabel(event.reason) ?? 'not given'}.`, 'We will contact you to arrange the pickup.'],
    }),
    returned: () => ({
      subject: `Return received for order ${n}: refund initiated`,
      heading: 'Your refund is on its way',
      lines: [
        payment?.kind === 'refund_due'
          ? `We have received your return. ${money('')}`
          : `We have received your return. A refund of ${total} has been initiated and reaches you in 5-7 business days.`,
      ],
    }),
    returned_to_origin: () => ({
      subject: `Order ${n} came back to us`,
      heading: 'Your parcel came back to us',
      lines: [
        `The courier returned order ${n} to us (${rtoLabel(event.reason)}), so it could not be delivered.`,
        money('Nothing is due, as it was cash on delivery.'),
        'If you still want these bags, you are welcome to order again; write to us if anything was wrong with the delivery.',
      ],
    }),
  };
}
