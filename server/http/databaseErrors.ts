/**
 * Errors that mean "the database cannot take this request right now" rather than "this request is
 * wrong": refused or broken connections, PostgreSQL's class 08 (connection), 57P0x (shutting down,
 * starting up) and 53300 / 53000 (too many connections, insufficient resources), and a pool or client
 * that cannot reach it. The shopper gets a 503 with Retry-After instead of a bare 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

const UNAVAILABLE_SQLSTATE = /^(08|57P0|53300$|53000$)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
// node-postgres's own words for a connection it lost, could not open, or will not use again.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|too many clients already/i;

export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
export const UNAVAILABLE_RETRY_AFTER_S = 5;
