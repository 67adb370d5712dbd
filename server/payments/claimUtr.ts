import type { Pool } from '../db/pool';
import { withTransaction as inTransaction } from '../db/transaction';
import { HttpError } from '../http/respond';
import { recordPaymentEvent } from './paymentEvents';
import { orderOfPaymentLink } from './paymentStep';
import { orderPaidWith } from './utrTaken';

const UTR_USED = 'This UTR has already paid another order. Please check the 12 digits in your UPI app.';

/** Keeps the UTR the shopper says they paid with (a claim: the owner confirms the money); a repeat changes nothing. */
export async function claimUtr(pool: Pool, token: string, utr: string) {
  return inTransaction(pool, async (db) => {
    const row = await orderOfPaymentLink(db, token, true);
    if (row.claimed_utr === utr) return row;
    if (row.payment_state !== 'awaiting_payment')
      throw new HttpError(409, 'This order is no longer awaiting payment, so there is nothing to pay.');
    // A UTR pays one order: one that already paid another is a mistyped claim (the other order is not named).
    if (await orderPaidWith(db, utr)) throw new HttpError(409, UTR_USED);
    await db.query('UPDATE orders SET claimed_utr = $2 WHERE id = $1', [row.id, utr]);
    await recordPaymentEvent(db, row.id, {
      kind: 'utr_claimed',
      reference: utr,
      actor: 'shopper',
      source: 'payment step',
    });
    return { ...row, claimed_utr: utr };
  });
}
