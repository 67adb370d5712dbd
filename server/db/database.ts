import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded';
import { createPool, type Pool } from './pool';

export interface DatabaseOptions extends EmbeddedOptions {
  /** An external PostgreSQL; when absent a private embedded one is started. */
  databaseUrl?: string;
}

// Browsing and checkout each get their own connections, so a browsing surge cannot starve checkout.
// Browsing is CPU work (two cores: more connections would only queue inside Postgres); an order
// mostly waits for its commit to reach the disk, so more of them in flight share each flush.
const POOL_SIZE = Number(process.env.PG_POOL_SIZE ?? 10);
const ORDER_POOL_SIZE = Number(process.env.PG_ORDER_POOL_SIZE ?? 10);

export interface Database {
  pool: Pool;
  /** Connections for placing orders only. */
  orderPool: Pool;
  url: string;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, POOL_SIZE);
    const orderPool = createPool(options.databaseUrl, ORDER_POOL_SIZE);
    return {
      pool,
      orderPool,
      url: options.databaseUrl,
      close: () => Promise.all([pool.end(), orderPool.end()]).then(() => {}),
    };
  }
  const server = await startEmbeddedPostgres(options);
  const pool = createPool(server.url, POOL_SIZE);
  const orderPool = createPool(server.url, ORDER_POOL_SIZE);
  return {
    pool,
    orderPool,
    url: server.url,
    async close() {
      await Promise.all([pool.end(), orderPool.end()]);
      await server.stop();
    },
  };
}
