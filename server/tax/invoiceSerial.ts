import type { Pool } from '../db/pool';
import { indianDate } from '../delivery/businessDays';

/** India's financial year runs April to March: 15 Jan 2027 is in '2026-27'. */
export function financialYear(at: Date): string {
  const [year, month] = indianDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String(start + 1).slice(2)}`;
}

export const INVOICE_PREFIX = 'JC';
const SERIAL_DIGITS = 7;

/**
 * The next serial of the financial year, taken inside the order's transaction: the counter row stays
 * locked until that transaction ends, so concurrent orders queue here and a rolled-back order gives its
 * number back — serials are consecutive with no gap and no repeat.
 */
export async function nextInvoiceNumber(db: Pick<Pool, 'query'>, at: Date): Promise<string> {
  const fy = financialYear(at);
  const { rows } = await db.query<{ last_serial: number }>(
    `INSERT INTO invoice_counters (financial_year, last_serial) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_serial = invoice_counters.last_serial + 1
     RETURNING last_serial`,
    [fy],
  );
  const serial = rows[0]!.last_serial;
  if (serial >= 10 ** SERIAL_DIGITS) throw new Error(`Invoice serials of ${fy} are used up`);
  // CGST rule 46(b): at most 16 characters, so 'JC/26-27/0000123' (the four-digit year would make 17).
  return `${INVOICE_PREFIX}/${fy.slice(2)}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}
