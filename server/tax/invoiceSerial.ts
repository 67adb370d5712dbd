import { indianDate } from '../delivery/businessDays';

/** India's financial year runs April to March: 15 Jan 2027 is in '2026-27'. */
export function financialYear(at: Date): string {
  const [year, month] = indianDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String(start + 1).slice(2)}`;
}

export const INVOICE_PREFIX = 'JC';
export const CREDIT_NOTE_PREFIX = 'CN';
// CGST rule 46(b): a serial of at most 16 characters.
const MAX_CHARS = 16;

/**
 * 'JC/26-27/0000123' in the first series; every restore starts a new one (document_series), its number
 * after the prefix and one digit fewer: 'JC2/26-27/000123', 'JC12/26-27/00123' — always 16 characters
 * (the four-digit year would make 17). Serials that no longer fit are an error, never a longer number.
 */
export function formatSerial(prefix: string, fy: string, serial: number, series = 1): string {
  const head = `${prefix}${series > 1 ? series : ''}/${fy.slice(2)}/`;
  const digits = MAX_CHARS - head.length;
  if (serial >= 10 ** digits) throw new Error(`${prefix}${series > 1 ? series : ''} serials of ${fy} are used up`);
  return `${head}${String(serial).padStart(digits, '0')}`;
}

export const formatInvoiceNumber = (fy: string, serial: number, series = 1) =>
  formatSerial(INVOICE_PREFIX, fy, serial, series);
