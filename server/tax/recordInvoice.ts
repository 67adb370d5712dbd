import type { Pool } from '../db/pool';
import { nextInvoiceNumber } from './invoiceSerial';
import { invoiceSigningSecret, invoiceToken } from './invoiceToken';

export interface PlaceOfSupply {
  stateCode: string;
  stateName: string;
  district: string;
}

export interface InvoiceFields {
  invoice_number: string;
  invoice_token: string;
  supply_state_code: string;
  supply_state: string;
  district: string;
}

/**
 * Run last in the order's transaction: fixes each line's HSN code and rate, the place of supply, and the
 * invoice serial (taken last, so the counter row is locked for as short a time as possible).
 */
export async function recordInvoice(
  db: Pick<Pool, 'query'>,
  order: { id: number; order_number: string; created_at: Date },
  place: PlaceOfSupply,
): Promise<InvoiceFields> {
  await db.query(
    `UPDATE order_lines ol SET hsn_code = p.hsn_code, gst_rate = p.gst_rate
     FROM products p WHERE ol.order_id = $1 AND p.id = ol.product_id`,
    [order.id],
  );
  const secret = await invoiceSigningSecret(db);
  const fields: InvoiceFields = {
    invoice_number: await nextInvoiceNumber(db, order.created_at),
    invoice_token: invoiceToken(secret, order.order_number),
    supply_state_code: place.stateCode,
    supply_state: place.stateName,
    district: place.district,
  };
  await db.query(
    `UPDATE orders SET invoice_number = $2, invoice_token = $3, supply_state_code = $4, supply_state = $5, district = $6
     WHERE id = $1`,
    [
      order.id,
      fields.invoice_number,
      fields.invoice_token,
      fields.supply_state_code,
      fields.supply_state,
      fields.district,
    ],
  );
  return fields;
}
