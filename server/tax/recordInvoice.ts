import type { Pool } from '../db/pool';
import { invoiceSigningSecret, invoiceToken } from './invoiceToken';

export interface PlaceOfSupply {
  stateCode: string;
  stateName: string;
  district: string;
}

/** What an order row carries of its invoice from the start; the serial comes after commit (invoiceNumbering). */
export interface InvoiceFields {
  invoice_token: string;
  supply_state_code: string;
  supply_state: string;
  district: string;
}

// The signing secret never changes once made (migration 031 or INVOICE_SIGNING_SECRET): read once per database.
const secrets = new WeakMap<Pool, Promise<string>>();

// Read through the order's own connection: a pool query could wait for a connection held by this very order.
export function signingSecret(pool: Pool, db: Pick<Pool, 'query'>): Promise<string> {
  let secret = secrets.get(pool);
  if (!secret) {
    secrets.set(pool, (secret = invoiceSigningSecret(db)));
    secret.catch(() => secrets.delete(pool));
  }
  return secret;
}

/** The invoice link and place of supply, fixed when the order is placed (each line's HSN code and rate too). */
export async function invoiceFields(
  pool: Pool,
  db: Pick<Pool, 'query'>,
  orderNumber: string,
  place: PlaceOfSupply,
): Promise<InvoiceFields> {
  return {
    invoice_token: invoiceToken(await signingSecret(pool, db), orderNumber),
    supply_state_code: place.stateCode,
    supply_state: place.stateName,
    district: place.district,
  };
}
