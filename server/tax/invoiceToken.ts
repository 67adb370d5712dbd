import { createHmac, timingSafeEqual } from 'node:crypto';
import { config, type Config } from '../config';
import type { Pool } from '../db/pool';

type Queryable = Pick<Pool, 'query'>;

/** INVOICE_SIGNING_SECRET, else the secret made in the database on first start (so links survive restarts). */
export async function invoiceSigningSecret(db: Queryable, env: Config = config()): Promise<string> {
  if (env.INVOICE_SIGNING_SECRET) return env.INVOICE_SIGNING_SECRET;
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'invoice_signing'`);
  if (!rows[0]) throw new Error('app_secrets has no invoice_signing secret');
  return rows[0].value;
}

const SIGNATURE_CHARS = 32; // 192 bits of HMAC-SHA256

const signature = (secret: string, orderNumber: string) =>
  createHmac('sha256', secret).update(`invoice:${orderNumber}`).digest('base64url').slice(0, SIGNATURE_CHARS);

/** `BAG-7K2M9QX4TD.<signature>`: readable, but only the server can make one. */
export const invoiceToken = (secret: string, orderNumber: string) => `${orderNumber}.${signature(secret, orderNumber)}`;

/** The order number a token was made for, or undefined when it was not made with this secret. */
export function orderNumberOfToken(secret: string, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const orderNumber = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, orderNumber));
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderNumber : undefined;
}

/** The path id of an invoice's or credit note's PDF, `<token>.pdf`: the router matches it whole. */
export const PDF_FILE = '[A-Za-z0-9._-]{1,200}\\.pdf';
