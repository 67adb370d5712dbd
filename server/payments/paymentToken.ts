import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed with the invoice links' secret (tax/invoiceToken.ts) under another purpose, so neither link opens the other.
const SIGNATURE_CHARS = 32;
const signature = (secret: string, orderNumber: string) =>
  createHmac('sha256', secret).update(`pay:${orderNumber}`).digest('base64url').slice(0, SIGNATURE_CHARS);

/**
 * `BAG-7K2M9QX4TD-<signature>`: the payment step's key, in the e-mail and on the tracking page. No dot, so
 * it reads as one word in a link.
 */
export const paymentToken = (secret: string, orderNumber: string) => `${orderNumber}-${signature(secret, orderNumber)}`;

/** The order number a payment token was made for, or undefined for a forged or foreign one. */
export function orderNumberOfPaymentToken(secret: string, token: string): string | undefined {
  const dash = token.length - SIGNATURE_CHARS - 1;
  if (dash <= 0 || token[dash] !== '-') return undefined;
  const orderNumber = token.slice(0, dash);
  const given = Buffer.from(token.slice(dash + 1));
  const expected = Buffer.from(signature(secret, orderNumber));
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderNumber : undefined;
}
