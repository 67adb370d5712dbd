import { randomBytes } from 'node:crypto';

// Crockford base32: no I, L, O or U, so a number read aloud over the phone survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10; // 50 random bits

/** `BAG-` and 10 random characters, e.g. BAG-7K2M9QX4TD. */
export function newOrderNumber(): string {
  // 256 is a multiple of 32, so masking each byte keeps every character equally likely.
  return `BAG-${[...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('')}`;
}

/** Reads a typed order number leniently: case, spaces, and the letters Crockford treats as digits. */
export function normaliseOrderNumber(input: string): string {
  const upper = input.trim().toUpperCase().replace(/\s+/g, '');
  const [prefix, body] = upper.startsWith('BAG-') ? ['BAG-', upper.slice(4)] : ['', upper];
  return prefix + body.replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The order-number path parameter, as every route that takes one documents it (OpenAPI). */
export const ORDER_NUMBER_ID = { orderNumber: 'BAG-… (any case; O/I/L typos accepted)' };
