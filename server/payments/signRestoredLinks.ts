import { reviewPathFor } from '../../api-schema/reviews';
import { LINK_COLUMNS, linkMarker, REVIEW_PATH_MARKER } from '../db/backup/keptOut';
import type { Pool } from '../db/pool';
import { codConfirmToken, paymentToken, reviewToken } from './paymentToken';
import { invoiceSigningSecret, invoiceToken } from '../tax/invoiceToken';

/**
 * A backup holds no signed links (server/db/backup/keptOut.ts): a restored order that had one reads ''.
 * They are signed again before the shop listens, with the secret it checks links with
 * (INVOICE_SIGNING_SECRET, else the database's), so restored invoices and payment steps open again.
 * Returns how many orders were signed; none on every start but the first after a restore.
 */
export async function signRestoredLinks(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ id: string; order_number: string }>(
    `SELECT id, order_number FROM orders WHERE invoice_token = '' OR payment_token = '' OR cod_confirm_token = ''`,
  );
  if (!rows.length) return 0;
  const secret = await invoiceSigningSecret(pool);
  const sign = (token: (secret: string, orderNumber: string) => string) =>
    rows.map((r) => token(secret, r.order_number));
  // Only a link the order had ('') is made; NULL (none) stays NULL, a signed one stays as it is.
  await pool.query(
    `UPDATE orders o SET
       invoice_token = CASE WHEN o.invoice_token = '' THEN s.invoice ELSE o.invoice_token END,
       payment_token = CASE WHEN o.payment_token = '' THEN s.pay ELSE o.payment_token END,
       cod_confirm_token = CASE WHEN o.cod_confirm_token = '' THEN s.confirm ELSE o.cod_confirm_token END
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS s(id, invoice, pay, confirm)
     WHERE o.id = s.id`,
    [rows.map((r) => r.id), sign(invoiceToken), sign(paymentToken), sign(codConfirmToken)],
  );
  // Their messages name the links by markers (a message still to be sent shows them).
  const filled = LINK_COLUMNS.reduce(
    (sql, c) => `replace(${sql}, '${linkMarker(c)}', coalesce(o.${c}, ''))`,
    'm.payload::text',
  );
  await pool.query(
    `UPDATE mail_outbox m SET payload = ${filled}::jsonb FROM orders o
     WHERE o.id = m.order_id AND m.order_id = ANY ($1::bigint[])`,
    [rows.map((r) => r.id)],
  );
  // A delivered message's review link is signed from the order number alone.
  await pool.query(
    `UPDATE mail_outbox m SET payload = jsonb_set(m.payload, '{reviewPath}', to_jsonb(s.path))
     FROM unnest($1::bigint[], $2::text[]) AS s(order_id, path)
     WHERE m.order_id = s.order_id AND m.payload->>'reviewPath' = $3`,
    [rows.map((r) => r.id), rows.map((r) => reviewPathFor(reviewToken(secret, r.order_number))), REVIEW_PATH_MARKER],
  );
  return rows.length;
}
