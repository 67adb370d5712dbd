import { stringify } from 'csv-stringify/sync';
import type { Pool } from '../db/pool';
import { gstDocumentsOfMonth, type GstDocument } from './gstMonth';
import { grandTotal, serialRanges, sumBy, taxColumns, type Amounts } from './gstSections';
import type { Supplier } from './supplier';

const TAX_HEADS = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];
const split = (key: string) => key.split('\u0000');

function documentLines(documents: readonly GstDocument[]): string[][] {
  const rows: string[][] = [];
  for (const doc of documents) {
    // One row per HSN and rate of the document: the PDF's lines (delivery included) summed exactly.
    const sums = sumBy([doc], (_, item) => `${item.hsnCode}\u0000${item.rate}`);
    for (const [key, amounts] of sums) {
      const [hsn, rate] = split(key);
      const against = doc.kind === 'Credit note' ? doc.againstInvoice : '';
      rows.push([doc.kind, doc.number, doc.date, against, doc.orderNumber, doc.placeOfSupply, hsn!, rate!]);
      rows[rows.length - 1]!.push(...taxColumns(amounts));
    }
  }
  return rows;
}

const totalRow = (sums: Map<string, Amounts>, blanks: number) => [
  'Total',
  ...Array<string>(blanks).fill(''),
  ...taxColumns(grandTotal(sums.values())),
];

/**
 * The month's GST return figures for the accountant, as one CSV of GSTR-1's sections separated by a blank
 * line: every invoice and credit note (credit notes negative), the B2C summary by place of supply and rate,
 * the HSN summary (both net of the month's credit notes) and the document serial ranges. Amounts in rupees
 * with paise, dates India's calendar days; UTF-8 with a BOM and CRLF lines like the orders export.
 */
export async function gstExportCsv(pool: Pool, month: string, supplier: Supplier): Promise<string> {
  const documents = await gstDocumentsOfMonth(pool, month, supplier);
  const lines = sumBy(documents, (doc) => doc.number);
  const b2c = sumBy(documents, (doc, item) => `${doc.placeOfSupply}\u0000${item.rate}`);
  const hsn = sumBy(documents, (_, item) => `${item.hsnCode}\u0000${item.rate}`);
  const table: string[][] = [
    [`GST export for ${month} (India time)`, supplier.name, `GSTIN ${supplier.gstin}`],
    [],
    ['Invoices and credit notes (INR; credit notes reverse their invoice, so negative)'],
    ['Document', 'Number', 'Date', 'Against invoice', 'Order', 'Place of supply', 'HSN', 'Rate (%)', ...TAX_HEADS],
    ...documentLines(documents),
    totalRow(lines, 7),
    [],
    ['B2C summary by place of supply and rate (net of credit notes)'],
    ['Place of supply', 'Rate (%)', ...TAX_HEADS],
    ...[...b2c].map(([key, amounts]) => [...split(key), ...taxColumns(amounts)]),
    totalRow(b2c, 1),
    [],
    ['HSN summary (net of credit notes)'],
    ['HSN', 'Rate (%)', 'Unit', 'Quantity', ...TAX_HEADS],
    ...[...hsn].map(([key, a]) => [...split(key), 'NOS', String(a.quantity), ...taxColumns(a)]),
    totalRow(hsn, 3),
    [],
    ['Documents issued'],
    ['Nature of document', 'Sr. No. from', 'Sr. No. to', 'Total number', 'Cancelled'],
    ...serialRanges(documents),
  ];
  return stringify(table, { bom: true, record_delimiter: 'windows' });
}
