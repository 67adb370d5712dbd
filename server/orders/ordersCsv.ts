import { stringify } from 'csv-stringify/sync';
import type { AdminOrderFilters } from '../../api-schema/adminOrders';
import type { Pool } from '../db/pool';
import { booksSettingsFromConfig } from '../http/operator';
import { orderFilterSql } from './orderDesk';

/** The most rows one export carries (a year of a busy shop); narrow the filters for more. */
export const MAX_EXPORT_ROWS = 50_000;

const COLUMNS = [
  'Order number',
  'Placed at',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'PIN code',
  'Items',
  'Subtotal (INR)',
  'Delivery (INR)',
  'Total (INR)',
  'Payment',
  'Invoice number',
];

interface ExportRow {
  order_number: string;
  created_at: Date;
  order_status: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city_name: string;
  state: string;
  pincode: string;
  items: string;
  subtotal: number;
  delivery_charge: number;
  total_amount: number;
  payment_mode: string;
  invoice_number: string | null;
}

// A cell a spreadsheet would read as a formula (OWASP "CSV injection") is kept as text.
const FORMULA_START = /^[=+\-@\t\r]/;
const safeText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * The filtered orders as CSV a spreadsheet opens cleanly: UTF-8 with a BOM, CRLF lines, RFC 4180
 * quoting (csv-stringify), amounts as plain whole rupees, times as ISO 8601 UTC.
 */
export async function ordersCsv(pool: Pool, filters: Omit<AdminOrderFilters, 'page'>): Promise<string> {
  const { where, params } = orderFilterSql(filters, booksSettingsFromConfig().codLateDays);
  const { rows } = await pool.query<ExportRow>(
    `SELECT o.order_number, o.created_at, o.order_status, o.name, o.email, o.phone,
            concat_ws(', ', nullif(o.address1, ''), nullif(o.address2, '')) AS address,
            o.city_name, o.state, o.pincode, o.subtotal, o.delivery_charge, o.total_amount, o.payment_mode, o.invoice_number,
            (SELECT string_agg(l.quantity || ' × ' || l.product_name || ' (' || l.color || ')', '; ' ORDER BY l.position)
             FROM order_lines l WHERE l.order_id = o.id) AS items
     FROM orders o ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${MAX_EXPORT_ROWS}`,
    params,
  );
  const records = rows.map((r) => [
    r.order_number,
    r.created_at.toISOString(),
    r.order_status,
    safeText(r.name),
    safeText(r.email),
    safeText(r.phone),
    safeText(r.address),
    safeText(r.city_name),
    safeText(r.state),
    r.pincode,
    safeText(r.items ?? ''),
    r.subtotal,
    r.delivery_charge,
    r.total_amount,
    r.payment_mode,
    r.invoice_number ?? '',
  ]);
  return stringify([COLUMNS, ...records], { bom: true, record_delimiter: 'windows' });
}
