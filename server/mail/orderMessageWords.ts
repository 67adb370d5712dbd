import { deliveryRangeText } from '../../api-schema/deliveryDates';
import { formatShopDateTime } from '../../api-schema/format';
import type { OrderLanguage } from '../../api-schema/orderLanguage';
import { type OrderStatus, statusLabels } from '../../api-schema/orderLifecycle';
import type { BreakdownRow, ChargedFigures } from '../../api-schema/orderBreakdown';
import { hindiBreakdownRow } from '../../api-schema/orderBreakdownHi';
import { deliveryRangeTextHi, formatShopDateTimeHi } from '../../api-schema/shopDatesHi';

/** The fixed words around an order message's copy (renderOrderMessage.ts), in the order's language. */
const english = {
  htmlLang: 'en-IN',
  hello: (name: string) => `Hello ${name},`,
  courierLink: (courier: string) => `Track on ${courier}'s site`,
  orderNumber: 'Order number',
  status: 'Status',
  statusLabel: (status: OrderStatus) => statusLabels[status],
  when: formatShopDateTime,
  expectedDelivery: 'Expected delivery',
  deliveryRange: deliveryRangeText,
  payment: 'Payment',
  awaitingPayment: 'Awaiting payment',
  payNow: 'Pay now',
  confirmOrder: 'Confirm your order',
  review: 'Rate and review what you bought',
  lineDetail: (color: string, quantity: number) => `Color: ${color} · Qty: ${quantity}`,
  /** The breakdown's rows as every English surface shows them (api-schema/orderBreakdown.ts). */
  breakdownRow: (row: BreakdownRow, _order: ChargedFigures) => row,
  shippingTo: 'Shipping to',
  trackOrder: 'Track your order',
  orOpen: 'Or open',
  creditNote: 'Credit note',
  invoice: 'Invoice',
  downloadPdf: 'download the PDF',
};

export type OrderMessageWords = typeof english;

const HINDI_STATUS: Record<OrderStatus, string> = {
  placed: 'ऑर्डर हो गया',
  confirmed: 'पुष्टि हो गई',
  packed: 'पैक हो गया',
  shipped: 'भेज दिया गया',
  out_for_delivery: 'डिलीवरी के लिए निकला',
  delivered: 'पहुँच गया',
  cancelled: 'रद्द',
  return_requested: 'वापसी का अनुरोध',
  returned: 'वापस आ गया',
  returned_to_origin: 'हमारे पास लौट आया',
};

/** Typed as the English words: a Hindi word missing or one too many fails the typecheck. */
const hindi: OrderMessageWords = {
  htmlLang: 'hi-IN',
  hello: (name) => `नमस्ते ${name},`,
  courierLink: (courier) => `${courier} की साइट पर ट्रैक करें`,
  orderNumber: 'ऑर्डर नंबर',
  status: 'स्थिति',
  statusLabel: (status) => HINDI_STATUS[status],
  when: formatShopDateTimeHi,
  expectedDelivery: 'अनुमानित डिलीवरी',
  deliveryRange: deliveryRangeTextHi,
  payment: 'भुगतान',
  awaitingPayment: 'भुगतान बाकी है',
  payNow: 'अभी भुगतान करें',
  confirmOrder: 'अपने ऑर्डर की पुष्टि करें',
  review: 'जो ख़रीदा उसे रेटिंग और समीक्षा दें',
  lineDetail: (color, quantity) => `रंग: ${color} · मात्रा: ${quantity}`,
  breakdownRow: hindiBreakdownRow,
  shippingTo: 'भेजने का पता',
  trackOrder: 'अपना ऑर्डर ट्रैक करें',
  orOpen: 'या यह खोलें',
  creditNote: 'क्रेडिट नोट',
  invoice: 'बिल',
  downloadPdf: 'PDF डाउनलोड करें',
};

export const orderMessageWords = (language: OrderLanguage | undefined): OrderMessageWords =>
  language === 'hi' ? hindi : english;
