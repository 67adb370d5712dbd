import type { Context, MiddlewareHandler } from 'hono';
import type { Pool } from '../db/pool';
import type { RateLimitName } from './rateLimits';
import type { ResponseCache } from './responseCache';

/** What every route module needs; built once by createApp. */
export interface AppDeps {
  pool: Pool;
  /** Checkout's own connections, so browsing can never take them all (the same pool if not given). */
  orderPool: Pool;
  /** Serialised catalogue responses; tagged, so a change drops only what it made stale. */
  cache: ResponseCache;
  /**
   * The rate limit of that name (http/rateLimits.ts), shared by every process on the database; counted per
   * client address, or per the key `keyOf` reads (after validation: a shopper's email and phone).
   */
  limit: (name: RateLimitName, keyOf?: (c: Context) => string | undefined) => MiddlewareHandler;
  /** The shop's UPI ID and payment window, and the COD rules (server/config.ts, docs/pricing.md). */
  payments: {
    upi?: { vpa: string; name: string };
    windowMinutes: number;
    cod?: { fee: number; prepaidPercent: number; limit: number; maxReturnedToOrigin: number };
  };
}
