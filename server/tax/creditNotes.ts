import type { Pool } from '../db/pool';
import { financialYear } from './invoiceSerial';

type Queryable = Pick<Pool, 'query'>;

const SERIAL_DIGITS = 7;

/** 'CN/26-27/0000001': the credit notes' own series per financial year (16 characters, like invoices). */
export function formatCreditNoteNumber(fy: string, serial: number): string {
  if (serial >= 10 ** SERIAL_DIGITS) throw new Error(`Credit note serials of ${fy} are used up`);
  return `CN/${fy.slice(2)}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/**
 * Issues the GST credit note against an invoiced order that is cancelled or returned, inside the change's
 * transaction (CGST Act s. 34, rule 53(1A)). The counter row stays locked until that transaction ends, so
 * serials are gapless and never repeat, however many cancellations run at once; a rolled-back change
 * gives its serial back. One credit note per order: a second call returns the first.
 */
export async function issueCreditNote(db: Queryable, orderId: number, reason: string): Promise<string> {
  const existing = await db.query<{ credit_note_number: string }>(
    'SELECT credit_note_number FROM credit_notes WHERE order_id = $1',
    [orderId],
  );
  if (existing.rows[0]) return existing.rows[0].credit_note_number;
  const fy = financialYear(new Date());
  const { rows } = await db.query<{ last_serial: number }>(
    `INSERT INTO credit_note_counters AS c (financial_year, last_serial) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_serial = c.last_serial + 1 RETURNING last_serial`,
    [fy],
  );
  const number = formatCreditNoteNumber(fy, rows[0]!.last_serial);
  await db.query('INSERT INTO credit_notes (order_id, credit_note_number, reason) VALUES ($1, $2, $3)', [
    orderId,
    number,
    reason,
  ]);
  return number;
}

export interface CreditNoteFacts {
  number: string;
  issuedAt: Date;
  reason: string;
}

/** The credit note issued against an order's invoice, if any. */
export async function creditNoteOf(db: Queryable, orderNumber: string): Promise<CreditNoteFacts | undefined> {
  const { rows } = await db.query<{ credit_note_number: string; issued_at: Date; reason: string }>(
    `SELECT cn.credit_note_number, cn.issued_at, cn.reason FROM credit_notes cn JOIN orders o ON o.id = cn.order_id
     WHERE o.order_number = $1`,
    [orderNumber],
  );
  const row = rows[0];
  return row && { number: row.credit_note_number, issuedAt: row.issued_at, reason: row.reason };
}
