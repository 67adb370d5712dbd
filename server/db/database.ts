import type { Logger } from 'pino';
import { config } from '../config';
import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded';
import { createPool, type Pool } from './pool';
import { superviseDatabase, withTimeout } from './supervisor';

export interface DatabaseOptions extends EmbeddedOptions {
  /** An external PostgreSQL; when absent a private embedded one is started. */
  databaseUrl?: string;
  /** How long the database may stay unreachable before `onLost` (default 60 s). */
  recoveryTimeoutMs?: number;
  /** Called once when the database did not come back in time; the process should exit non-zero. */
  onLost?: () => void;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

// Browsing and checkout each get their own connections, so a browsing surge cannot starve checkout.
// Browsing is CPU work (two cores: more connections would only queue inside Postgres); an order
// mostly waits for its commit to reach the disk, so more of them in flight share each flush.

export interface Database {
  pool: Pool;
  /** Connections for placing orders only. */
  orderPool: Pool;
  url: string;
  /** Whether the supervisor's last check reached the database. */
  isUp(): boolean;
  close(): Promise<void>;
}

const POOL_END_TIMEOUT_MS = 2000;
const quiet = { info() {}, warn() {}, error() {} };

/** Opens the database and keeps it: a crashed embedded cluster is restarted, a lost connection retried. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const { databaseUrl, recoveryTimeoutMs = 60_000, onLost = () => {}, logger = quiet, ...embedded } = options;
  const warn = (message: string) => logger.warn(message);
  const cluster = databaseUrl ? undefined : await startEmbeddedPostgres({ warn, ...embedded });
  const url = databaseUrl ?? cluster!.url;
  const onIdleError = (err: Error) => logger.warn({ err }, 'idle database connection lost');
  const { PG_POOL_SIZE, PG_ORDER_POOL_SIZE } = config();
  const pool = createPool(url, PG_POOL_SIZE, onIdleError, 'jhola browsing');
  const orderPool = createPool(url, PG_ORDER_POOL_SIZE, onIdleError, 'jhola orders');
  const supervisor = superviseDatabase({ url, cluster, log: logger, recoveryTimeoutMs, onLost });
  return {
    pool,
    orderPool,
    url,
    isUp: supervisor.isUp,
    async close() {
      await supervisor.stop();
      // pool.end() waits for every checked-out client; a dead database must not hold the exit.
      const ended = Promise.all([pool.end(), orderPool.end()]);
      await withTimeout(ended, POOL_END_TIMEOUT_MS, 'pool.end').catch(() => {});
      await cluster?.stop();
    },
  };
}
