import type { TaxedItem } from './gstSplit';
import type { GstDocument } from './gstMonth';

/** Paise as rupees with two decimals and no grouping ('-1234.50'): what a spreadsheet reads as a number. */
export function rupeesText(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface Amounts {
  quantity: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

const zero = (): Amounts => ({ quantity: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

/** Adds an item's paise to a running sum; a credit note's items count negative (they reverse the invoice). */
function add(sum: Amounts, item: TaxedItem, sign: number, goods: boolean) {
  sum.quantity += goods ? sign * item.quantity : 0;
  sum.taxable += sign * item.taxablePaise;
  sum.cgst += sign * item.cgstPaise;
  sum.sgst += sign * item.sgstPaise;
  sum.igst += sign * item.igstPaise;
  sum.total += sign * item.grossPaise;
}

export const signOf = (doc: GstDocument) => (doc.kind === 'Credit note' ? -1 : 1);

/** Sums the documents' items by a key (HSN and rate, place and rate…), keys in first-seen order. */
export function sumBy(documents: readonly GstDocument[], keyOf: (doc: GstDocument, item: TaxedItem) => string) {
  const sums = new Map<string, Amounts>();
  for (const doc of documents)
    doc.items.forEach((item, index) => {
      const key = keyOf(doc, item);
      const sum = sums.get(key) ?? zero();
      add(sum, item, signOf(doc), index < doc.goodsCount);
      sums.set(key, sum);
    });
  return sums;
}

export const taxColumns = (a: Amounts) => [a.taxable, a.cgst, a.sgst, a.igst, a.total].map(rupeesText);

export function grandTotal(sums: Iterable<Amounts>): Amounts {
  const total = zero();
  for (const s of sums) for (const k of Object.keys(total) as (keyof Amounts)[]) total[k] += s[k];
  return total;
}

/** GSTR-1 table 13: each series' first and last number and count (a month sits inside one financial year). */
export function serialRanges(documents: readonly GstDocument[]): string[][] {
  const series: [GstDocument['kind'], string][] = [
    ['Invoice', 'Invoices for outward supply'],
    ['Credit note', 'Credit notes'],
  ];
  return series.map(([kind, nature]) => {
    const numbers = documents.filter((d) => d.kind === kind).map((d) => d.number);
    return [nature, numbers[0] ?? '', numbers.at(-1) ?? '', String(numbers.length), '0'];
  });
}
