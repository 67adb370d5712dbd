import { messages } from '../../../api-schema/messages';
import { cartTotals } from '../../../api-schema/money';
import type { OrderCreate } from '../../../api-schema/order';
import type { PaymentMode } from '../../../api-schema/paymentMode';
import { orderAdjustments } from '../../../api-schema/orderBreakdown';
import type { Quote } from '../../../api-schema/quote';
import type { Pool } from '../../db/pool';
import { deliveryChargeOf } from '../../delivery/deliveryCharge';
import { HttpError } from '../../http/respond';
import type { PaymentSettings } from '../../payments/paymentSettings';
import type { OrderLineRow } from '../../orderRecords/orderShape';
import { priceLines } from '../priceLines';
import { codVerdict, DEFAULT_COD_RULES } from '../../delivery/codRules';
import { loadCoupon, normaliseCode } from './couponRedemption';
import { couponVerdict } from './couponVerdict';
import { phoneKey } from './phoneKey';
import { returnedToOriginCounts } from './returnedToOrigin';
import { spreadDiscount } from './spreadDiscount';

export interface QuoteRequest {
  products: OrderCreate['products'];
  city?: string;
  pincode?: string;
  phone?: string;
  paymentMode?: PaymentMode;
  couponCode?: string;
}

export interface PricedOrder {
  quote: Quote;
  /** The UPI discount's percent when it applies (0 otherwise), stored with the order to name its row. */
  prepaidPercent: number;
  /** The priced lines, each with its share of the discounts (taxed after it). */
  lines: OrderLineRow[];
  city?: { id: string; name: string };
}

/**
 * The one price of an order (docs/pricing.md): the checkout's summary asks it (`lock: false`), and placing the
 * order asks it again inside the order's transaction (`lock: true`: products and the coupon row locked), so
 * what the shopper is shown is what the order charges. Total = subtotal − coupon − prepaid discount +
 * delivery + COD fee. An unknown city is refused only when `requireCity` (placing).
 */
export async function quoteOrder(
  db: Pick<Pool, 'query'>,
  request: QuoteRequest,
  payments: PaymentSettings,
  { lock, requireCity = lock }: { lock: boolean; requireCity?: boolean },
): Promise<PricedOrder> {
  const rules = payments.cod ?? DEFAULT_COD_RULES;
  const upiOffered = Boolean(payments.upi);
  const mode: PaymentMode = upiOffered && request.paymentMode === 'upi' ? 'upi' : 'cod';
  const lines = await priceLines(db, request.products, { lock });
  const { totalPrice: subtotal, savings } = cartTotals(lines.map((l) => ({ ...l, oldPrice: l.old_price })));
  const phone = request.phone ? phoneKey(request.phone) : '';

  const code = request.couponCode ? normaliseCode(request.couponCode) : '';
  const coupon = code ? await loadCoupon(db, code, phone, lock) : undefined;
  const verdict = coupon && couponVerdict(code, coupon.coupon, coupon.uses, { subtotal, phone: phone !== '' });
  const couponDiscount = verdict?.discount ?? 0;

  const afterCoupon = subtotal - couponDiscount;
  const prepaidDiscount = mode === 'upi' ? Math.floor((afterCoupon * rules.prepaidPercent) / 100) : 0;
  const delivery = request.city
    ? await deliveryChargeOf(db, { city: request.city, pincode: request.pincode }, subtotal)
    : undefined;
  if (!delivery && requireCity)
    throw new HttpError(400, messages.citySelect, [{ field: 'shippingInfo.city', message: messages.citySelect }]);
  const deliveryCharge = delivery?.charge ?? 0;
  const codFee = mode === 'cod' ? rules.fee : 0;

  const rto = phone && upiOffered ? (await returnedToOriginCounts(db, { phones: [phone] })).byPhone.get(phone) : 0;
  const cod = codVerdict(rules, {
    prepaidOffered: upiOffered,
    codTotal: afterCoupon + deliveryCharge + rules.fee,
    returnedToOrigin: rto ?? 0,
    pinLimit: delivery?.pinCodLimit,
  });

  const prepaidPercent = prepaidDiscount > 0 ? rules.prepaidPercent : 0;
  const totalAmount = afterCoupon - prepaidDiscount + deliveryCharge + codFee;
  // The same rows the placed order shows everywhere (api-schema/orderBreakdown.ts).
  const adjustments = orderAdjustments({
    subtotal,
    couponCode: code,
    couponDiscount,
    prepaidDiscount,
    prepaidPercent,
    deliveryCharge: delivery ? deliveryCharge : null,
    codFee,
    totalAmount,
  });
  const shares = spreadDiscount(
    lines.map((l) => l.price * l.quantity),
    couponDiscount + prepaidDiscount,
  );
  return {
    quote: {
      subtotal,
      savings,
      couponCode: couponDiscount > 0 ? code : null,
      couponDiscount,
      couponMessage: verdict?.message ?? null,
      prepaidDiscount,
      deliveryCharge: delivery ? deliveryCharge : null,
      codFee,
      totalAmount,
      adjustments,
      cod,
    },
    prepaidPercent,
    lines: lines.map((line, index) => ({ ...line, discount: shares[index]! })),
    city: delivery?.city,
  };
}
