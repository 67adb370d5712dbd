import type { Pool } from '../db/pool';
import { repeatCheck } from '../db/schedule/repeatCheck';
import type { OrderRow } from '../orderRecords/orderShape';
import { transitionOrder } from './transitionOrder';

const BATCH = 50;

/** Only an order still awaiting its money and still at the lifecycle's first step expires: never one the owner moved on. */
const EXPIRES = `payment_state = 'awaiting_payment' AND order_status = 'placed' AND payment_due_by <= now()`;
const stillExpires = (row: OrderRow) =>
  row.payment_state === 'awaiting_payment' &&
  row.order_status === 'placed' &&
  Boolean(row.payment_due_by && row.payment_due_by <= new Date());

/**
 * Cancels UPI orders still unpaid after their window: stock back on the shelf, the shopper told by
 * e-mail (the cancellation's message), the money state `not_paid`. The row is re-checked under its lock,
 * so an order the owner marks paid (or moves on) meanwhile is left alone. Returns how many were cancelled.
 */
export async function expireUnpaid(pool: Pool, windowMinutes: number): Promise<number> {
  const { rows } = await pool.query<{ order_number: string }>(
    `SELECT order_number FROM orders WHERE ${EXPIRES} ORDER BY payment_due_by LIMIT ${BATCH}`,
  );
  let cancelled = 0;
  for (const { order_number } of rows) {
    const result = await transitionOrder(pool, {
      orderNumber: order_number,
      to: 'cancelled',
      actor: 'shop',
      note: `Payment was not received within ${formatMinutes(windowMinutes)}.`,
      onlyIf: stillExpires,
    }).catch(() => undefined); // one order that fails holds back none of the others
    if (result?.changed) cancelled++;
  }
  return cancelled;
}

const formatMinutes = (minutes: number) => (minutes === 1 ? '1 minute' : `${Number(minutes.toFixed(2))} minutes`);

export interface ExpirySweep {
  stop(): Promise<void>;
}

/** Runs expireUnpaid every few seconds (a sixth of the window, between 1 s and 60 s). */
export function startExpirySweep(pool: Pool, windowMinutes: number, onCancelled: (count: number) => void): ExpirySweep {
  const everyMs = Math.min(60_000, Math.max(1_000, (windowMinutes * 60_000) / 6));
  const sweeping = repeatCheck(
    async () => {
      const count = await expireUnpaid(pool, windowMinutes);
      if (count > 0) onCancelled(count);
    },
    // A failed sweep (database away) is tried again at the next tick; each order's own failure is already contained.
    { firstCheckMs: everyMs, checkEveryMs: everyMs, onError: () => {} },
  );
  return {
    async stop() {
      sweeping.stop();
      await sweeping.idle();
    },
  };
}
