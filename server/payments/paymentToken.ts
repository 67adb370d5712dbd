import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed with the invoice links' secret (tax/invoiceToken.ts) under a purpose per link ('pay', 'confirm', 'review'),
// so no link opens another.
type Purpose = 'pay' | 'confirm' | 'review';
const SIGNATURE_CHARS = 32;
const signature = (secret: string, purpose: Purpose, orderNumber: string) =>
  createHmac('sha256', secret).update(`${purpose}:${orderNumber}`).digest('base64url').slice(0, SIGNATURE_CHARS);

const signedToken = (purpose: Purpose) => (secret: string, orderNumber: string) =>
  `${orderNumber}-${signature(secret, purpose, orderNumber)}`;

const orderNumberOf = (purpose: Purpose) => (secret: string, token: string) => {
  const dash = token.length - SIGNATURE_CHARS - 1;
  if (dash <= 0 || token[dash] !== '-') return undefined;
  const orderNumber = token.slice(0, dash);
  const given = Buffer.from(token.slice(dash + 1));
  const expected = Buffer.from(signature(secret, purpose, orderNumber));
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderNumber : undefined;
};

/**
 * `BAG-7K2M9QX4TD-<signature>`: the payment step's key, in the e-mail and on the tracking page. No dot, so
 * it reads as one word in a link.
 */
export const paymentToken = signedToken('pay');
/** The order number a payment token was made for, or undefined for a forged or foreign one. */
export const orderNumberOfPaymentToken: (secret: string, token: string) => string | undefined = orderNumberOf('pay');

/** A COD order's "Confirm your order" key (docs/pricing.md), the same form under its own purpose. */
export const codConfirmToken = signedToken('confirm');
export const orderNumberOfCodConfirmToken: (secret: string, token: string) => string | undefined =
  orderNumberOf('confirm');

/** A delivered order's review link key (REVIEWS=on, server/reviews/), the same form under its own purpose. */
export const reviewToken = signedToken('review');
export const orderNumberOfReviewToken: (secret: string, token: string) => string | undefined = orderNumberOf('review');
