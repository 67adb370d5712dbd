import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase, type DatabaseOptions } from './db/database';
import { migrate } from './db/migrate';
import type { Pool } from './db/pool';
import { seedIfEmpty } from './db/seed/index';
import { loadPinDirectoryIfEmpty } from './delivery/loadPinDirectory';

export interface ShopOptions extends Omit<DatabaseOptions, 'port'> {
  /** HTTP port; 0 picks a free one and the real one is returned. */
  port?: number;
  host?: string;
  /** Port of the embedded PostgreSQL (default 54320, or a free one if taken). */
  pgPort?: number;
  staticDir?: string;
}

export interface Shop {
  url: string;
  port: number;
  pool: Pool;
  /** Whether this start loaded the demo catalogue. */
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds an empty catalogue and serves the API (and the SPA when built). */
export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const { port = 3000, host = '127.0.0.1', pgPort, staticDir, ...db } = options;
  const database = await openDatabase({ ...db, port: pgPort });
  try {
    await migrate(database.pool);
    await loadPinDirectoryIfEmpty(database.pool);
    const seeded = await seedIfEmpty(database.pool);
    const app = createApp({
      pool: database.pool,
      staticDir: staticDir && existsSync(staticDir) ? staticDir : undefined,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
      s.once('error', reject);
    });
    const realPort = (server.address() as AddressInfo).port;
    return {
      url: `http://${host}:${realPort}`,
      port: realPort,
      pool: database.pool,
      seeded,
      async close() {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
