import type { MiddlewareHandler } from 'hono';
import type { Pool } from '../db/pool';
import type { RateLimitName } from './rateLimits';
import type { ResponseCache } from './responseCache';

/** What every route module needs; built once by createApp. */
export interface AppDeps {
  pool: Pool;
  /** Serialised catalogue responses; cleared whenever the catalogue or stock changes. */
  cache: ResponseCache;
  /** The rate limit of that name (http/rateLimits.ts), shared by every process on the database. */
  limit: (name: RateLimitName) => MiddlewareHandler;
}
