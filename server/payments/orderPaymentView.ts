import { paymentStateLabels, type OrderPayment, type PaymentState } from '../../api-schema/payment';
import type { Pool } from '../db/pool';
import { payPathFor } from '../../api-schema/paymentMode';

interface MoneyRow {
  payment_mode: 'cod' | 'upi';
  payment_state: PaymentState | null;
  paid_amount: number;
  payment_token: string | null;
  amount_due: number | null;
  refund_vpa: string | null;
  amount_refunded: number | null;
  reference: string | null;
  refunded_on: string | null;
  credit_note_token: string | null;
}

/** The money part of the tracking answer: mode, state in words, refund and credit note (docs/payments.md). */
export async function paymentFor(db: Pick<Pool, 'query'>, orderNumber: string): Promise<OrderPayment> {
  const { rows } = await db.query<MoneyRow>(
    `SELECT o.payment_mode, o.payment_state, o.paid_amount, o.payment_token,
            r.amount_due, coalesce(r.refund_vpa, o.refund_vpa) AS refund_vpa, r.amount_refunded, r.reference,
            to_char(r.refunded_on, 'YYYY-MM-DD') AS refunded_on,
            CASE WHEN cn.order_id IS NOT NULL THEN o.invoice_token END AS credit_note_token
     FROM orders o LEFT JOIN refunds r ON r.order_id = o.id LEFT JOIN credit_notes cn ON cn.order_id = o.id
     WHERE o.order_number = $1`,
    [orderNumber],
  );
  const row = rows[0]!;
  const label = row.payment_state
    ? paymentStateLabels[row.payment_state]
    : row.payment_mode === 'cod'
      ? 'Cash on delivery: pay when it arrives'
      : 'Awaiting payment';
  return {
    mode: row.payment_mode,
    state: row.payment_state,
    label,
    amountPaid: row.paid_amount,
    payPath: row.payment_state === 'awaiting_payment' && row.payment_token ? payPathFor(row.payment_token) : null,
    refund:
      row.amount_due === null
        ? null
        : {
            amountDue: row.amount_due,
            toVpa: row.refund_vpa,
            amountRefunded: row.amount_refunded,
            reference: row.reference,
            refundedOn: row.refunded_on,
          },
    creditNotePdfUrl: row.credit_note_token ? `/api/credit-notes/${row.credit_note_token}.pdf` : null,
  };
}
