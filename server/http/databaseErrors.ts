/**
 * Errors that mean "the database is not there right now" rather than "this request is wrong":
 * refused or broken connections, and PostgreSQL's class 08 (connection) and 57P0x (shutting
 * down, starting up). The shopper gets a 503 with Retry-After instead of a bare 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (/^(08|57P0)/.test(code) || NETWORK_CODES.has(code))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect/i.test(message)
  );
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
export const UNAVAILABLE_RETRY_AFTER_S = 5;
