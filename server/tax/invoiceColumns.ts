import type { TaxedItem } from './gstSplit';
import type { InvoiceLabel } from './invoiceWords';

export interface Column {
  title: string;
  width: number;
  cell: (item: TaxedItem, index: number) => string;
  right?: boolean;
}

/** The width a text takes in the table's font (bold for the header row). */
export type Measure = (text: string, bold: boolean) => number;

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
export const rupees = (paise: number) => money.format(paise / 100);

/** Room either side of a cell's text (the table draws it 2 pt in from each edge). */
export const CELL_PADDING = 4;
/** The description wraps; it never gets narrower than this, whatever the figures beside it need. */
const MIN_DESCRIPTION = 80;

/**
 * The item table's columns. With a discount the table shows each line's value, its discount and the taxable
 * value after it (rule 46: the discount before tax). Every column but the description is as wide as its widest
 * figure or header word, so an HSN code or an amount never breaks across lines; the description takes the rest.
 */
export function invoiceColumns(
  intraState: boolean,
  tableWidth: number,
  items: readonly TaxedItem[],
  measure: Measure,
  say: (label: InvoiceLabel) => string = (label) => label,
): Column[] {
  const discounted = items.some((i) => i.discountPaise > 0);
  const taxCols: [string, (i: TaxedItem) => number][] = intraState
    ? [
        ['CGST', (i) => i.cgstPaise],
        ['SGST', (i) => i.sgstPaise],
      ]
    : [['IGST', (i) => i.igstPaise]];
  const rateOf = (i: TaxedItem) => (intraState ? `${i.rate / 2}% + ${i.rate / 2}%` : `${i.rate}%`);
  const cols: Column[] = [
    { title: '#', width: 0, cell: (_, n) => String(n + 1) },
    { title: say('Description'), width: 0, cell: (i) => i.description },
    { title: 'HSN', width: 0, cell: (i) => i.hsnCode },
    { title: say('Qty'), width: 0, cell: (i) => `${i.quantity} NOS` },
    ...(discounted
      ? [
          { title: 'Value', width: 0, cell: (i: TaxedItem) => rupees(i.grossPaise + i.discountPaise), right: true },
          { title: 'Discount', width: 0, cell: (i: TaxedItem) => rupees(i.discountPaise), right: true },
        ]
      : []),
    { title: 'Taxable value', width: 0, cell: (i) => rupees(i.taxablePaise), right: true },
    { title: 'GST rate', width: 0, cell: rateOf, right: true },
    ...taxCols.map(([title, pick]) => ({ title, width: 0, cell: (i: TaxedItem) => rupees(pick(i)), right: true })),
    { title: say('Total'), width: 0, cell: (i) => rupees(i.grossPaise), right: true },
  ];
  const description = cols[1]!;
  for (const col of cols) {
    if (col === description) continue;
    const widest = Math.max(
      ...col.title.split(' ').map((word) => measure(word, true)),
      ...items.map((item, n) => measure(col.cell(item, n), false)),
    );
    col.width = Math.ceil(widest) + CELL_PADDING + 1;
  }
  const figures = cols.reduce((sum, col) => sum + col.width, 0);
  description.width = Math.max(MIN_DESCRIPTION, tableWidth - figures);
  return cols;
}
