import type { PromisedOrder } from '../../api-schema/promisedOrder';
import { payPathFor } from '../../api-schema/paymentMode';
import { confirmPathFor } from '../../api-schema/codConfirmation';
import { type ChargedFigures, orderAdjustments } from '../../api-schema/orderBreakdown';

export interface OrderRow {
  id: number;
  order_number: string;
  created_at: Date;
  order_status: string;
  payment_mode: string;
  name: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city_id: string;
  city_name: string;
  state: string;
  pincode: string;
  subtotal: number;
  delivery_charge: number;
  total_amount: number;
  /** The quote's adjustments (migration 210, docs/pricing.md). */
  coupon_code?: string | null;
  coupon_discount?: number;
  prepaid_discount?: number;
  /** The UPI discount's percent (migration 310); 0 on orders placed before. */
  prepaid_percent?: number;
  cod_fee?: number;
  idempotency_payload: string | null;
  /** Set when the order was placed (migration 031); older orders have none. */
  invoice_token?: string | null;
  /** Money state beside the lifecycle (migration 150, docs/payments.md). */
  payment_state?: string | null;
  payment_due_by?: Date | null;
  payment_token?: string | null;
  /** COD confirmation (migration 215, docs/pricing.md). */
  cod_confirm_token?: string | null;
  cod_confirmed_at?: Date | null;
  claimed_utr?: string | null;
  paid_amount?: number;
  paid_reference?: string | null;
  paid_at?: Date | null;
  refund_vpa?: string | null;
  invoice_number?: string | null;
  /** The delivery dates promised when placed (migration 231); older orders have none. */
  promised_earliest?: Date | string | null;
  promised_latest?: Date | string | null;
  /** The shopper's order notes (migration 320); '' when none. */
  notes?: string;
  /** The language the order was placed in (migration 400): its e-mails and invoice follow it. */
  language?: string;
}

export interface OrderLineRow {
  product_id: string;
  product_name: string;
  color: string;
  quantity: number;
  price: number;
  old_price: number | null;
  /** The line's share of the order's discounts (rupees off before tax); 0 when none. */
  discount?: number;
}

/** A DATE column as 'YYYY-MM-DD': node-pg reads it as local midnight, so its local parts are the date. */
const calendarDate = (value: Date | string) =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;

/** The stored columns an order was charged by (a subset of OrderRow; the invoice's row has them too). */
export type ChargedColumns = Pick<
  OrderRow,
  | 'subtotal'
  | 'coupon_code'
  | 'coupon_discount'
  | 'prepaid_discount'
  | 'prepaid_percent'
  | 'delivery_charge'
  | 'cod_fee'
  | 'total_amount'
>;

/** The order's stored figures, for api-schema's one breakdown (orderAdjustments, orderBreakdown). */
export const chargedFigures = (row: ChargedColumns): ChargedFigures => ({
  subtotal: row.subtotal,
  couponCode: row.coupon_code,
  couponDiscount: row.coupon_discount,
  prepaidDiscount: row.prepaid_discount,
  prepaidPercent: row.prepaid_percent,
  deliveryCharge: row.delivery_charge,
  codFee: row.cod_fee,
  totalAmount: row.total_amount,
});

/** The api-schema `order` shape (docs/product.md §3) from stored rows. */
export function toOrder(row: OrderRow, lines: OrderLineRow[]): PromisedOrder {
  return {
    orderNumber: row.order_number,
    createdAt: row.created_at.toISOString(),
    orderStatus: row.order_status,
    paymentMode: row.payment_mode,
    shippingInfo: {
      name: row.name,
      email: row.email,
      phone: row.phone,
      address1: row.address1,
      address2: row.address2,
      city: { _id: row.city_id, name: row.city_name },
      state: row.state,
      pincode: row.pincode,
    },
    products: lines.map((l) => ({
      productId: { _id: l.product_id, productName: l.product_name },
      color: l.color,
      quantity: l.quantity,
      price: l.price,
      oldPrice: l.old_price,
    })),
    subtotal: row.subtotal,
    deliveryCharge: row.delivery_charge,
    totalAmount: row.total_amount,
    ...(row.coupon_code ? { couponCode: row.coupon_code, couponDiscount: row.coupon_discount ?? 0 } : {}),
    ...(row.prepaid_discount
      ? {
          prepaidDiscount: row.prepaid_discount,
          ...(row.prepaid_percent ? { prepaidPercent: row.prepaid_percent } : {}),
        }
      : {}),
    ...(row.cod_fee ? { codFee: row.cod_fee } : {}),
    adjustments: orderAdjustments(chargedFigures(row)),
    ...(row.invoice_token ? { invoicePdfUrl: `/api/invoices/${row.invoice_token}.pdf` } : {}),
    ...(row.payment_token ? { payPath: payPathFor(row.payment_token) } : {}),
    ...(row.cod_confirmed_at
      ? { codConfirmedAt: row.cod_confirmed_at.toISOString() }
      : row.cod_confirm_token
        ? { confirmPath: confirmPathFor(row.cod_confirm_token) }
        : {}),
    ...(row.notes ? { notes: row.notes } : {}),
    ...(row.language === 'hi' ? { language: row.language } : {}),
    ...(row.promised_earliest && row.promised_latest
      ? {
          deliveryPromise: { earliest: calendarDate(row.promised_earliest), latest: calendarDate(row.promised_latest) },
        }
      : {}),
  };
}
