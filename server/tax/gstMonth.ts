import type { Pool } from '../db/pool';
import { indianDate } from '../delivery/businessDays';
import { invoiceDocument, type InvoiceOrderRow, type InvoiceLineRow } from './invoiceDocument';
import type { TaxedItem } from './gstSplit';
import type { Supplier } from './supplier';

const IST_OFFSET_MS = 330 * 60_000;

/** The instants a calendar month in India starts and ends: '2026-11' is 31 Oct 18:30 UTC to 30 Nov 18:30 UTC. */
export function istMonthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS),
  };
}

/** One invoice or credit note of the month, with the very items its PDF prints (credit notes: the invoice's). */
export interface GstDocument {
  kind: 'Invoice' | 'Credit note';
  number: string;
  /** India's calendar day of issue, YYYY-MM-DD. */
  date: string;
  againstInvoice: string;
  orderNumber: string;
  placeOfSupply: string;
  items: TaxedItem[];
  /** How many of `items` are goods (the rest: delivery and COD fee, taxed with the principal item). */
  goodsCount: number;
}

interface MonthOrderRow extends InvoiceOrderRow {
  credit_note_number: string | null;
  credit_note_issued_at: Date | null;
}

/**
 * The invoices dated in the month and the credit notes issued in it (a credit note may reverse an invoice
 * of an earlier month). Figures come from invoiceDocument, the same function the PDFs print from.
 */
export async function gstDocumentsOfMonth(pool: Pool, month: string, supplier: Supplier): Promise<GstDocument[]> {
  const { from, to } = istMonthBounds(month);
  const orders = await pool.query<MonthOrderRow>(
    `SELECT o.*, cn.credit_note_number, cn.issued_at AS credit_note_issued_at
     FROM orders o LEFT JOIN credit_notes cn ON cn.order_id = o.id
     WHERE o.invoice_number IS NOT NULL
       AND ((o.created_at >= $1 AND o.created_at < $2) OR (cn.issued_at >= $1 AND cn.issued_at < $2))`,
    [from, to],
  );
  const lines = await pool.query<InvoiceLineRow & { order_id: number }>(
    `SELECT order_id, product_name, color, quantity, price, discount, hsn_code, gst_rate FROM order_lines
     WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, position`,
    [orders.rows.map((o) => o.id)],
  );
  const linesOf = new Map<number, InvoiceLineRow[]>();
  for (const line of lines.rows) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const inMonth = (at: Date) => at >= from && at < to;
  const documents: GstDocument[] = [];
  for (const order of orders.rows) {
    const own = linesOf.get(order.id) ?? [];
    const invoice = invoiceDocument(order, own, supplier);
    const common = {
      againstInvoice: order.invoice_number,
      orderNumber: order.order_number,
      placeOfSupply: `${order.supply_state_code}-${order.supply_state}`,
      goodsCount: own.length,
    };
    if (inMonth(order.created_at))
      documents.push({
        ...common,
        kind: 'Invoice',
        number: order.invoice_number,
        date: indianDate(order.created_at),
        items: invoice.items,
      });
    if (order.credit_note_number && order.credit_note_issued_at && inMonth(order.credit_note_issued_at))
      documents.push({
        ...common,
        kind: 'Credit note',
        number: order.credit_note_number,
        date: indianDate(order.credit_note_issued_at),
        items: invoice.items,
      });
  }
  const invoicesFirst = (d: GstDocument) => (d.kind === 'Invoice' ? 0 : 1);
  return documents.sort((a, b) => invoicesFirst(a) - invoicesFirst(b) || a.number.localeCompare(b.number));
}
