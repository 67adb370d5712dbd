import { createHash } from 'node:crypto';
import type { Order } from '../../api-schema/entities';
import { messages } from '../../api-schema/messages';
import type { OrderCreate } from '../../api-schema/order';
import type { Pool } from '../db/pool';
import { withTransaction } from '../db/transaction';
import { newOrderNumber } from '../orderRecords/orderNumber';
import { checkShippingPlace } from '../delivery/checkShippingPlace';
import { HttpError } from '../http/respond';
import { numberInvoices } from '../tax/invoiceNumbering';
import { invoiceFields, signingSecret } from '../tax/recordInvoice';
import { awaitPayment } from '../payments/awaitPayment';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '../payments/paymentSettings';
import { codConfirmToken, paymentToken } from '../payments/paymentToken';
import { toOrder, type OrderRow } from '../orderRecords/orderShape';
import { recordOrderPlaced } from './orderEvents';
import { findOrderByIdempotencyKey } from '../orderRecords/orders';
import { redeemCoupon } from './pricing/couponRedemption';
import { phoneKey } from './pricing/phoneKey';
import { quoteOrder } from './pricing/quoteOrder';

const ORDER_NUMBER_ATTEMPTS = 5;

export interface PlacedOrder {
  order: Order;
  /** False when the idempotency key had already placed this order. */
  created: boolean;
  /** The products whose colours' stock this request took, and whether each colour bought still has some. */
  stock: SoldStock[];
}

export interface SoldStock {
  id: string;
  inStock: boolean;
}

/**
 * Prices the order from the database and takes the stock, all in one transaction. Product rows
 * are locked (FOR UPDATE, in id order, so two orders never deadlock) before stock is checked.
 * The price is the quote's (pricing/quoteOrder.ts), asked again here with the products and any coupon locked.
 * Round trips are few (each one waits for the last inside the transaction): BEGIN, the locked products, the
 * city (and a coupon's row and uses, a phone's parcels returned to origin when they matter), the PIN, one statement writing the order, its lines and the stock, one for the
 * 'placed' event and its message, COMMIT (the delivery tables are read once a minute). The invoice serial is given after commit
 * (numberInvoices), so orders never queue behind one counter row while they commit.
 */
export async function placeOrder(
  pool: Pool,
  input: OrderCreate,
  idempotencyKey?: string,
  payments: PaymentSettings = DEFAULT_PAYMENT_SETTINGS,
): Promise<PlacedOrder> {
  // The parsed payload has a fixed key order, so equal orders give equal fingerprints. The language is left out:
  // a repeat from a page switched to the other language is the same order, and keeps the first one's.
  const { language: _language, ...sameOrder } = input;
  const payload = createHash('sha256').update(JSON.stringify(sameOrder)).digest('base64url');
  const placedBefore = async (db: Pick<Pool, 'query'>) => {
    const existing = idempotencyKey ? await findOrderByIdempotencyKey(db, idempotencyKey) : undefined;
    if (existing && existing.payload !== null && existing.payload !== payload) {
      throw new HttpError(422, 'This checkout already placed a different order. Please reload the page and try again.');
    }
    return existing?.order;
  };
  const earlier = await placedBefore(pool);
  if (earlier) return { order: earlier, created: false, stock: [] };
  for (let attempt = 1; ; attempt++) {
    let placed: Awaited<ReturnType<typeof writeOrder>>;
    try {
      const idempotency = idempotencyKey ? { key: idempotencyKey, payload } : undefined;
      placed = await writeOrder(pool, input, payments, idempotency);
    } catch (error) {
      // A twin request with the same key may have taken the last unit while we waited for the row locks.
      const twin = error instanceof HttpError && error.status === 409 ? await placedBefore(pool) : undefined;
      if (twin) return { order: twin, created: false, stock: [] };
      throw error;
    }
    if (placed) {
      // The order is committed: a failure here only delays its serial to the next batch (or its invoice link).
      await numberInvoices(pool).catch(() => {});
      return { ...placed, created: true };
    }
    // A concurrent request with the same key committed first (ours rolled back): answer with its order.
    const concurrent = await placedBefore(pool);
    if (concurrent) return { order: concurrent, created: false, stock: [] };
    if (attempt >= ORDER_NUMBER_ATTEMPTS) throw new Error('Could not allocate a unique order number');
  }
}

// Stock leaves the colours bought only when the order row went in (ON CONFLICT: a taken order number or key);
// the colours' trigger sums each product's stock (ADR 028).
const WRITE_ORDER = `WITH o AS (
    INSERT INTO orders (order_number, idempotency_key, idempotency_payload, name, email, phone, address1, address2,
      city_id, city_name, state, pincode, subtotal, delivery_charge, total_amount,
      invoice_token, supply_state_code, supply_state, district, payment_mode, payment_state, payment_due_by, payment_token,
      coupon_code, coupon_discount, prepaid_discount, cod_fee, created_at, promised_earliest, promised_latest, cod_confirm_token,
      prepaid_percent, notes, language)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $21, $22,
      now() + make_interval(secs => $23::float8 * 60), $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)
    ON CONFLICT DO NOTHING RETURNING *
  ), l AS (
    SELECT * FROM jsonb_populate_recordset(NULL::order_lines, $20)
  ), lines AS (
    INSERT INTO order_lines (order_id, position, product_id, product_name, color, quantity, price, old_price, discount,
      hsn_code, gst_rate)
    SELECT o.id, l.position, l.product_id, l.product_name, l.color, l.quantity, l.price, l.old_price, l.discount,
      p.hsn_code, p.gst_rate
    FROM o, l JOIN products p ON p.id = l.product_id
  ), stock AS (
    UPDATE product_colors pc SET stock = pc.stock - s.quantity
    FROM (SELECT product_id, color, sum(quantity)::int AS quantity FROM l WHERE EXISTS (SELECT 1 FROM o)
          GROUP BY product_id, color) s
    WHERE pc.product_id = s.product_id AND pc.name = s.color RETURNING pc.product_id AS id, pc.stock > 0 AS in_stock
  )
  SELECT o.*, (SELECT json_agg(json_build_object('id', id, 'inStock', in_stock)) FROM stock) AS stock FROM o`;

/** One attempt in one transaction; undefined (rolled back) when the order number or the key was taken. */
function writeOrder(
  pool: Pool,
  input: OrderCreate,
  payments: PaymentSettings,
  idempotency?: { key: string; payload: string },
) {
  return withTransaction(pool, async (client, transaction) => {
    const { shippingInfo: ship } = input;
    const request = { ...input, city: ship.city, pincode: ship.pincode, phone: ship.phone };
    const { quote: totals, lines, city, prepaidPercent } = await quoteOrder(client, request, payments, { lock: true });
    // Never charged full price silently: a code that no longer applies refuses the order with its reason.
    if (totals.couponMessage)
      throw new HttpError(409, totals.couponMessage, [{ field: 'couponCode', message: totals.couponMessage }]);
    const upi = input.paymentMode === 'upi' && Boolean(payments.upi);
    if (!upi && !totals.cod.offered) {
      const reason = totals.cod.reason ?? messages.paymentRequired;
      throw new HttpError(409, reason, [{ field: 'paymentMode', message: reason }]);
    }
    // The order's time and its delivery promise are one instant (docs/decisions/018-delivery-by-pin.md).
    const orderedAt = new Date();
    const place = await checkShippingPlace(pool, client, ship, city!.id, orderedAt);
    const orderNumber = newOrderNumber();
    const invoice = await invoiceFields(pool, client, orderNumber, place);
    const secret = await signingSecret(pool, client);
    const written = await client.query<OrderRow & { stock: SoldStock[] }>({
      name: 'order-write',
      text: WRITE_ORDER,
      values: [
        orderNumber,
        idempotency?.key ?? null,
        idempotency?.payload ?? null,
        ship.name,
        ship.email,
        ship.phone,
        ship.address1,
        ship.address2,
        city!.id,
        city!.name,
        ship.state,
        ship.pincode,
        totals.subtotal,
        totals.deliveryCharge ?? 0,
        totals.totalAmount,
        invoice.invoice_token,
        invoice.supply_state_code,
        invoice.supply_state,
        invoice.district,
        JSON.stringify(lines.map((line, position) => ({ ...line, position }))),
        upi ? 'upi' : 'cod',
        upi ? 'awaiting_payment' : null,
        upi ? payments.windowMinutes : null,
        upi ? paymentToken(secret, orderNumber) : null,
        totals.couponCode,
        totals.couponDiscount,
        totals.prepaidDiscount,
        totals.codFee,
        orderedAt,
        place.promise.earliest,
        place.promise.latest,
        upi ? null : codConfirmToken(secret, orderNumber),
        prepaidPercent,
        input.notes ?? '',
        input.language ?? 'en',
      ],
    });
    const row = written.rows[0];
    if (!row) {
      transaction.rollbackInstead();
      return undefined;
    }
    const order = toOrder(row, lines);
    if (totals.couponCode)
      await redeemCoupon(client, row.id, totals.couponCode, phoneKey(ship.phone), totals.couponDiscount);
    await recordOrderPlaced(client, order, await awaitPayment(client, row));
    return { order, stock: row.stock };
  });
}
