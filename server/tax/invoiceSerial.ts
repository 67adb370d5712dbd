import { indianDate } from '../delivery/businessDays';

/** India's financial year runs April to March: 15 Jan 2027 is in '2026-27'. */
export function financialYear(at: Date): string {
  const [year, month] = indianDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String(start + 1).slice(2)}`;
}

export const INVOICE_PREFIX = 'JC';
const SERIAL_DIGITS = 7;

/** CGST rule 46(b): at most 16 characters, so 'JC/26-27/0000123' (the four-digit year would make 17). */
export function formatInvoiceNumber(fy: string, serial: number): string {
  if (serial >= 10 ** SERIAL_DIGITS) throw new Error(`Invoice serials of ${fy} are used up`);
  return `${INVOICE_PREFIX}/${fy.slice(2)}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}
