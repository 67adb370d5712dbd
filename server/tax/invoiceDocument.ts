import { orderBreakdown } from '../../api-schema/orderBreakdown';
import { hindiBreakdownRow } from '../../api-schema/orderBreakdownHi';
import type { Pool } from '../db/pool';
import { chargedFigures, type ChargedColumns } from '../orderRecords/orderShape';
import { taxItem, type TaxedItem } from './gstSplit';
import type { InvoiceDocument } from './invoicePdf';
import type { Supplier } from './supplier';

export interface InvoiceOrderRow extends ChargedColumns {
  id: number;
  order_number: string;
  created_at: Date;
  name: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city_name: string;
  pincode: string;
  district: string;
  supply_state: string;
  supply_state_code: string;
  invoice_number: string;
  /** The order's language (migration 400). */
  language?: string;
}

export interface InvoiceLineRow {
  product_name: string;
  color: string;
  quantity: number;
  price: number;
  discount: number;
  hsn_code: string;
  gst_rate: number;
}

/** The invoice of an order that has one (orders placed before invoices existed do not). */
export async function loadInvoice(db: Pick<Pool, 'query'>, orderNumber: string, supplier: Supplier) {
  const orders = await db.query<InvoiceOrderRow>(
    'SELECT * FROM orders WHERE order_number = $1 AND invoice_number IS NOT NULL',
    [orderNumber],
  );
  const order = orders.rows[0];
  if (!order) return undefined;
  const lines = await db.query<InvoiceLineRow>(
    'SELECT product_name, color, quantity, price, discount, hsn_code, gst_rate FROM order_lines WHERE order_id = $1 ORDER BY position',
    [order.id],
  );
  return invoiceDocument(order, lines.rows, supplier);
}

export function invoiceDocument(order: InvoiceOrderRow, lines: InvoiceLineRow[], supplier: Supplier): InvoiceDocument {
  const intraState = order.supply_state_code === supplier.stateCode;
  const hindi = order.language === 'hi';
  const figures = chargedFigures(order);
  const breakdown = orderBreakdown(figures);
  const items: TaxedItem[] = lines.map((l) =>
    taxItem(
      {
        description: `${l.product_name} (${l.color})`,
        hsnCode: l.hsn_code,
        rate: l.gst_rate,
        quantity: l.quantity,
        grossRupees: l.price * l.quantity,
        discountRupees: l.discount,
      },
      intraState,
    ),
  );
  // A composite supply: delivery and the COD fee are taxed with the principal item (the line of highest value).
  const principal = items.reduce((best, item) => (item.grossPaise > best.grossPaise ? item : best));
  const charges: [string, number][] = [
    ['Delivery charge (part of the supply)', order.delivery_charge],
    ['Cash on delivery fee (part of the supply)', order.cod_fee ?? 0],
  ];
  for (const [description, rupees] of charges) {
    if (rupees <= 0) continue;
    const charge = { description, hsnCode: principal.hsnCode, rate: principal.rate, quantity: 1, grossRupees: rupees };
    items.push(taxItem(charge, intraState));
  }
  const address = [
    order.address1,
    order.address2,
    `${order.city_name} ${order.pincode}`,
    `District: ${order.district}`,
  ].filter(Boolean);
  return {
    supplier,
    invoiceNumber: order.invoice_number,
    issuedAt: order.created_at,
    orderNumber: order.order_number,
    recipient: { name: order.name, lines: address, contact: `${order.phone} · ${order.email}` },
    deliveryAddress: { name: order.name, lines: address },
    placeOfSupply: { stateName: order.supply_state, stateCode: order.supply_state_code },
    intraState,
    items,
    breakdown: hindi ? breakdown.map((row) => hindiBreakdownRow(row, figures)) : breakdown,
    ...(hindi ? { language: 'hi' as const } : {}),
  };
}
