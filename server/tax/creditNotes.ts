import type { Pool } from '../db/pool';
import { CREDIT_NOTE_PREFIX, financialYear, formatSerial } from './invoiceSerial';

type Queryable = Pick<Pool, 'query'>;

/** 'CN/26-27/0000001' (after a restore 'CN2/26-27/000001'): the credit notes' own series per financial year. */
export const formatCreditNoteNumber = (fy: string, serial: number, series = 1) =>
  formatSerial(CREDIT_NOTE_PREFIX, fy, serial, series);

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
  // The newest series (a restore starts one: document_series) is the one in use.
  const { rows } = await db.query<{ series: number; last_serial: number }>(
    `INSERT INTO credit_note_counters AS c (series, financial_year, last_serial)
     SELECT max(series), $1, 1 FROM document_series
     ON CONFLICT (series, financial_year) DO UPDATE SET last_serial = c.last_serial + 1 RETURNING series, last_serial`,
    [fy],
  );
  const number = formatCreditNoteNumber(fy, rows[0]!.last_serial, rows[0]!.series);
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
