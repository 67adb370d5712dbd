import type { Context, MiddlewareHandler } from 'hono';
import type { Pool } from '../db/pool';
import { clientAddress } from './clientAddress';
import type { RateLimit } from './rateLimits';
import { fail } from './respond';

const CLEANUP_EVERY_MS = 60_000;
const NOT_COUNTED = 'rateLimitNotCounted';

/** An earlier middleware's word that this request asks for nothing new (an idempotent replay): no limit counts it. */
export const leaveUncounted = (c: Context) => c.set(NOT_COUNTED as never, true as never);

export interface RateLimiterOptions {
  pool: Pool;
  /** How many reverse proxies in front of us append to X-Forwarded-For (TRUST_PROXY). */
  trustedProxies: number;
  onCleanupError?: (error: unknown) => void;
}

/**
 * Fixed windows counted in PostgreSQL, so every API process on the database shares one count:
 * one atomic upsert per request; the window and the time left come from the database clock.
 */
export function rateLimiter({ pool, trustedProxies, onCleanupError }: RateLimiterOptions) {
  let lastCleanup = 0;
  const cleanup = () => {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    pool
      .query('DELETE FROM rate_limit_hits WHERE expires_at < now()')
      .catch((error: unknown) => onCleanupError?.(error));
  };

  /** `keyOf`: count per this key (a shopper) instead of per address; undefined = not counted here. */
  return (bucket: string, rule: RateLimit, keyOf?: (c: Context) => string | undefined): MiddlewareHandler =>
    async (c, next) => {
      const address = clientAddress(c, trustedProxies);
      // In-process calls (tests, scripts) have no socket and no address to count.
      if (address === undefined || c.get(NOT_COUNTED as never)) return next();
      const client = keyOf ? keyOf(c) : address;
      if (client === undefined) return next();
      const { rows } = await pool.query<{ hits: number; retry_after: number }>(
        `WITH w AS (SELECT date_bin(make_interval(secs => $3), now(), TIMESTAMPTZ 'epoch') AS start)
         INSERT INTO rate_limit_hits AS r (bucket, client, window_start, expires_at, hits)
         SELECT $1, $2, w.start, w.start + make_interval(secs => $3), 1 FROM w
         ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = r.hits + 1
         RETURNING hits, ceil(extract(epoch FROM r.expires_at - now()))::int AS retry_after`,
        [bucket, client, rule.windowSeconds],
      );
      cleanup();
      const { hits, retry_after: retryAfter } = rows[0]!;
      c.header('RateLimit-Limit', String(rule.limit));
      c.header('RateLimit-Remaining', String(Math.max(0, rule.limit - hits)));
      if (hits <= rule.limit) return next();
      const seconds = Math.max(1, retryAfter);
      c.header('Retry-After', String(seconds));
      return fail(c, 429, `${rule.message} Please try again in ${inWords(seconds)}.`);
    };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const inWords = (seconds: number) =>
  seconds <= 90 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');

export type RateLimiter = ReturnType<typeof rateLimiter>;

/** One shopper, however they typed it: the email in lower case and the phone's digits. */
export const shopperKey = (email: string, phone = '') => `${email.trim().toLowerCase()}|${phone.replace(/\D/g, '')}`;

/** The validated JSON body (validate('json', …) ran before), for a shopper-keyed limit. */
export const validBody = <T>(c: Context) => (c.req.valid as (target: 'json') => T)('json');
