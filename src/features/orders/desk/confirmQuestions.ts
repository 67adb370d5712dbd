import type { OrderStatus } from '../../../../api-schema/orderLifecycle';
import type { PaymentStanding } from '../../../../api-schema/paymentStanding';

/** Changes that cannot be taken back ask first: what happens, in the owner's words. */
export const ASK_FIRST: Partial<Record<OrderStatus, { question: string; yes: string; no: string }>> = {
  delivered: {
    question: 'The shopper is told it arrived. This cannot be undone.',
    yes: 'Yes, mark delivered',
    no: 'Not yet',
  },
  cancelled: {
    question:
      'Stock goes back on the shelf, the shopper is told, and a paid order’s refund becomes due. This cannot be undone.',
    yes: 'Yes, cancel order',
    no: 'Keep the order',
  },
  returned: {
    question: 'Stock goes back on the shelf and a paid order’s refund becomes due. This cannot be undone.',
    yes: 'Yes, mark returned',
    no: 'Not yet',
  },
  returned_to_origin: {
    question:
      'Stock goes back on the shelf, the shopper is told, and the refusal counts against this phone for cash on delivery. This cannot be undone.',
    yes: 'Yes, mark returned to origin',
    no: 'Not yet',
  },
};

/** Delivering a cash-on-delivery order also records the cash as collected; a prepaid one has nothing to collect. */
const DELIVERED_COD =
  'The shopper is told it arrived, and cash on delivery counts as collected. This cannot be undone.';

/** What the owner is asked before the change, for this order's payment state (undefined: no question). */
export const questionFor = (to: OrderStatus, standing: PaymentStanding) =>
  to === 'delivered' && standing === 'cod_to_collect' ? DELIVERED_COD : ASK_FIRST[to]?.question;
