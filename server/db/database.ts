import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded';
import { createPool, type Pool } from './pool';

export interface DatabaseOptions extends EmbeddedOptions {
  /** An external PostgreSQL; when absent a private embedded one is started. */
  databaseUrl?: string;
}

export interface Database {
  pool: Pool;
  url: string;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl);
    return { pool, url: options.databaseUrl, close: () => pool.end() };
  }
  const server = await startEmbeddedPostgres(options);
  const pool = createPool(server.url);
  return {
    pool,
    url: server.url,
    async close() {
      await pool.end();
      await server.stop();
    },
  };
}
