import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
const PERSONAL = ['email', 'phone', 'address1', 'address2', 'pincode', 'contact', 'shippingInfo'];

/**
 * JSON lines on stdout. LOG_LEVEL picks the level (default info; under vitest silent, so test
 * output stays readable). Personal data is censored even if someone logs a whole payload.
 */
export function createLogger(destination?: DestinationStream, level = defaultLevel()): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: scrubbedError },
      redact: {
        paths: [...PERSONAL, ...PERSONAL.map((k) => `*.${k}`), 'err.detail'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi;
const PHONE = /\+?\d[\d\s-]{8,}\d/g;
const scrub = (text: unknown) =>
  typeof text === 'string' ? text.replace(EMAIL, '[email]').replace(PHONE, '[number]') : text;

/** An error's message and stack can quote the input that caused it (a database error, a parser). */
function scrubbedError(error: Error) {
  const serialised = pino.stdSerializers.err(error);
  return { ...serialised, message: scrub(serialised.message), stack: scrub(serialised.stack) };
}

const defaultLevel = () => process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info');
