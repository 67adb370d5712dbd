import { paymentStateLabels, type PaymentState } from '../../api-schema/payment';
import { upiPayUri, type PaymentStep } from '../../api-schema/paymentStep';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';
import { chargedFigures, type ChargedColumns } from '../orderRecords/orderShape';
import { invoiceSigningSecret } from '../tax/invoiceToken';
import type { PaymentSettings } from './paymentSettings';
import { orderNumberOfPaymentToken } from './paymentToken';

export const PAYMENT_NOT_FOUND = 'Payment link not found';

interface StepRow extends ChargedColumns {
  id: number;
  order_number: string;
  order_status: string;
  payment_state: PaymentState;
  payment_due_by: Date | null;
  claimed_utr: string | null;
}

/** The order behind a payment link, or 404 for a forged link, a COD order, or a shop without UPI. */
export async function orderOfPaymentLink(db: Pick<Pool, 'query'>, token: string, lock = false): Promise<StepRow> {
  const orderNumber = orderNumberOfPaymentToken(await invoiceSigningSecret(db), token);
  if (!orderNumber) throw new HttpError(404, PAYMENT_NOT_FOUND);
  const { rows } = await db.query<StepRow>(
    `SELECT id, order_number, order_status, total_amount, payment_state, payment_due_by, claimed_utr, subtotal,
       coupon_code, coupon_discount, prepaid_discount, prepaid_percent, delivery_charge, cod_fee
     FROM orders WHERE order_number = $1 AND payment_mode = 'upi'${lock ? ' FOR UPDATE' : ''}`,
    [orderNumber],
  );
  if (!rows[0]) throw new HttpError(404, PAYMENT_NOT_FOUND);
  return rows[0];
}

/** What the payment step shows: the amount, the NPCI URI (QR and link) and the money state. */
export function paymentStepOf(row: StepRow, token: string, settings: PaymentSettings): PaymentStep {
  if (!settings.upi) throw new HttpError(404, PAYMENT_NOT_FOUND);
  const payable = row.payment_state === 'awaiting_payment';
  return {
    orderNumber: row.order_number,
    amount: row.total_amount,
    state: row.payment_state,
    stateLabel: paymentStateLabels[row.payment_state],
    payee: settings.upi,
    uri: upiPayUri(settings.upi, row.order_number, row.total_amount),
    qrSvgUrl: `/api/payments/${token}/qr.svg`,
    dueBy: payable ? (row.payment_due_by?.toISOString() ?? null) : null,
    claimedUtr: row.claimed_utr,
    payable,
    charged: chargedFigures(row),
  };
}
