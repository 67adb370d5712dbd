import type { TaxedItem } from './gstSplit';

export interface Column {
  title: string;
  width: number;
  cell: (item: TaxedItem, index: number) => string;
  right?: boolean;
}

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
export const rupees = (paise: number) => money.format(paise / 100);

/**
 * The item table's columns. With a discount the table shows each line's value, its discount and the taxable
 * value after it (rule 46: the discount before tax), narrower columns making room.
 */
export function invoiceColumns(intraState: boolean, tableWidth: number, items: readonly TaxedItem[]): Column[] {
  const discounted = items.some((i) => i.discountPaise > 0);
  const taxCols: [string, (i: TaxedItem) => number][] = intraState
    ? [
        ['CGST', (i) => i.cgstPaise],
        ['SGST', (i) => i.sgstPaise],
      ]
    : [['IGST', (i) => i.igstPaise]];
  const rateOf = (i: TaxedItem) => (intraState ? `${i.rate / 2}% + ${i.rate / 2}%` : `${i.rate}%`);
  const narrow = discounted ? 0.82 : 1;
  const w = (width: number) => Math.round(width * narrow);
  const cols: Column[] = [
    { title: '#', width: 16, cell: (_, n) => String(n + 1) },
    { title: 'Description', width: w(intraState ? 118 : 170), cell: (i) => i.description },
    { title: 'HSN', width: w(50), cell: (i) => i.hsnCode },
    { title: 'Qty', width: w(40), cell: (i) => `${i.quantity} NOS` },
    ...(discounted
      ? [
          { title: 'Value', width: 52, cell: (i: TaxedItem) => rupees(i.grossPaise + i.discountPaise), right: true },
          { title: 'Discount', width: 48, cell: (i: TaxedItem) => rupees(i.discountPaise), right: true },
        ]
      : []),
    { title: 'Taxable value', width: w(65), cell: (i) => rupees(i.taxablePaise), right: true },
    { title: 'GST rate', width: w(intraState ? 62 : 35), cell: rateOf, right: true },
    ...taxCols.map(([title, pick]) => ({ title, width: w(55), cell: (i: TaxedItem) => rupees(pick(i)), right: true })),
    { title: 'Total', width: 0, cell: (i) => rupees(i.grossPaise), right: true },
  ];
  cols[cols.length - 1]!.width = tableWidth - cols.reduce((s, c) => s + c.width, 0);
  return cols;
}
