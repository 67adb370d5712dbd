import type { CodConfirmation, CodConfirmLink } from '../../api-schema/codConfirmation';
import type { Pool } from '../db/pool';
import { withTransaction } from '../db/transaction';
import { HttpError } from '../http/respond';
import { invoiceSigningSecret } from '../tax/invoiceToken';
import { orderNumberOfCodConfirmToken } from './paymentToken';

export const CONFIRM_LINK_NOT_FOUND = 'Confirmation link not found';
export const CONFIRM_TOO_LATE = 'This order is cancelled or already on its way, so there is nothing to confirm.';
// Confirming means "please ship it": only while the shop has not sent it yet.
const CONFIRMABLE = new Set(['placed', 'confirmed', 'packed']);

interface Row {
  id: number;
  order_number: string;
  order_status: string;
  cod_confirmed_at: Date | null;
}

/** What a confirmation link is for, read without changing anything; 404 for a forged or foreign link. */
export async function readCodConfirmation(pool: Pool, token: string): Promise<CodConfirmLink> {
  const orderNumber = orderNumberOfCodConfirmToken(await invoiceSigningSecret(pool), token);
  const { rows } = orderNumber
    ? await pool.query<Row>(
        `SELECT id, order_number, order_status, cod_confirmed_at FROM orders
         WHERE order_number = $1 AND payment_mode = 'cod'`,
        [orderNumber],
      )
    : { rows: [] };
  const row = rows[0];
  if (!row) throw new HttpError(404, CONFIRM_LINK_NOT_FOUND);
  return {
    orderNumber: row.order_number,
    confirmedAt: row.cod_confirmed_at?.toISOString() ?? null,
    confirmable: !row.cod_confirmed_at && CONFIRMABLE.has(row.order_status),
  };
}

/** The shopper confirms a COD order by its signed link: a column and an event, once (a repeat changes nothing). */
export async function confirmCodOrder(pool: Pool, token: string): Promise<CodConfirmation> {
  return withTransaction(pool, async (db) => {
    const orderNumber = orderNumberOfCodConfirmToken(await invoiceSigningSecret(db), token);
    if (!orderNumber) throw new HttpError(404, CONFIRM_LINK_NOT_FOUND);
    const { rows } = await db.query<Row>(
      `SELECT id, order_number, order_status, cod_confirmed_at FROM orders
       WHERE order_number = $1 AND payment_mode = 'cod' FOR UPDATE`,
      [orderNumber],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, CONFIRM_LINK_NOT_FOUND);
    if (row.cod_confirmed_at) return { orderNumber, confirmedAt: row.cod_confirmed_at.toISOString(), changed: false };
    if (!CONFIRMABLE.has(row.order_status)) throw new HttpError(409, CONFIRM_TOO_LATE);
    // The column and its event row in one statement of this transaction (migration 215).
    const updated = await db.query<{ at: Date }>(
      `WITH e AS (INSERT INTO cod_confirmation_events (order_id, actor, source) VALUES ($1, 'shopper', 'confirmation link')
                  RETURNING at)
       UPDATE orders SET cod_confirmed_at = e.at FROM e WHERE id = $1 RETURNING e.at`,
      [row.id],
    );
    return { orderNumber, confirmedAt: updated.rows[0]!.at.toISOString(), changed: true };
  });
}
