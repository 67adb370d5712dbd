import type { Pool } from '../db/pool';
import type { ResponseCache } from './responseCache';

/** What every route module needs; built once by createApp. */
export interface AppDeps {
  pool: Pool;
  /** Serialised catalogue responses; cleared whenever the catalogue or stock changes. */
  cache: ResponseCache;
}
