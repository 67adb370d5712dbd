import { paymentHold, paymentStanding } from '../../api-schema/paymentStanding';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';

/** No label or packing slip for an order awaiting UPI payment: a 409 naming it, with the desk's reason. */
export async function refuseUnpaid(pool: Pool, orderNumbers: string[]): Promise<void> {
  const { rows } = await pool.query<{
    order_number: string;
    payment_mode: string;
    payment_state: string | null;
    order_status: string;
  }>('SELECT order_number, payment_mode, payment_state, order_status FROM orders WHERE order_number = ANY($1)', [
    orderNumbers,
  ]);
  for (const row of rows) {
    const held = paymentHold(
      paymentStanding({ mode: row.payment_mode, state: row.payment_state, status: row.order_status }),
      'print',
    );
    if (held) throw new HttpError(409, `${row.order_number}: ${held}`);
  }
}
