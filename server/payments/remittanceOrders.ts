import { parse } from 'csv-parse/sync';
import { HttpError } from '../http/respond';
import { normaliseOrderNumber } from '../orderRecords/orderNumber';
import type { Pool } from '../db/pool';
import { SHIPPED_AWB } from './codRemittanceSql';

type Queryable = Pick<Pool, 'query'>;

export interface CoveredOrder {
  id: number;
  orderNumber: string;
  amount: number;
}

const IDENTIFIER_HEADER = /awb|waybill|tracking|order/i;

/** The order numbers or AWBs of a courier's remittance CSV: the column headed AWB/waybill/tracking/order, else the first. */
export function identifiersFromCsv(csv: string): string[] {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    throw new HttpError(400, 'The file is not a readable CSV.');
  }
  const header = records[0] ?? [];
  const named = header.findIndex((h) => IDENTIFIER_HEADER.test(h));
  const rows = named >= 0 ? records.slice(1) : records;
  return rows.map((cells) => cells[Math.max(named, 0)] ?? '').filter(Boolean);
}

/**
 * The delivered cash-on-delivery orders the identifiers name (order number, read leniently, or shipping AWB),
 * locked in id order until the transaction ends. Anything else is a 400 naming each identifier, so a
 * remittance is recorded whole or not at all.
 */
export async function lockCoveredOrders(db: Queryable, identifiers: string[]): Promise<CoveredOrder[]> {
  const typed = [...new Set(identifiers.map((i) => i.trim()).filter(Boolean))];
  const numbers = typed.map(normaliseOrderNumber);
  const { rows } = await db.query<{
    id: string;
    order_number: string;
    awb: string | null;
    payment_mode: string;
    paid: boolean;
    paid_amount: number;
  }>(
    `SELECT o.id, o.order_number, ${SHIPPED_AWB} AS awb, o.payment_mode, o.paid_at IS NOT NULL AS paid, o.paid_amount
     FROM orders o
     WHERE o.order_number = ANY($1::text[])
        OR o.id IN (SELECT order_id FROM order_events WHERE status = 'shipped' AND tracking_number = ANY($2::text[]))
     ORDER BY o.id FOR UPDATE`,
    [numbers, typed],
  );
  const unknown = typed.filter((t, i) => !rows.some((r) => r.order_number === numbers[i] || r.awb === t));
  if (unknown.length) throw listed(`No shipped order has this order number or AWB: ${unknown.join(', ')}`);
  const notCod = rows.filter((r) => r.payment_mode !== 'cod').map((r) => r.order_number);
  if (notCod.length) throw listed(`Not cash on delivery, so not in a courier remittance: ${notCod.join(', ')}`);
  const notDelivered = rows.filter((r) => !r.paid).map((r) => r.order_number);
  if (notDelivered.length) throw listed(`Not delivered yet, so no cash was collected: ${notDelivered.join(', ')}`);
  return rows.map((r) => ({ id: Number(r.id), orderNumber: r.order_number, amount: r.paid_amount }));
}

const listed = (message: string) => new HttpError(400, message, [{ field: 'orders', message }]);
