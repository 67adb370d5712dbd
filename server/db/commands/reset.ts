/**
 * npm run db:reset [-- --yes] — deletes the local data and seeds it again. Asks first unless --yes.
 * Embedded: refuses while a PostgreSQL (a running shop) uses the data dir, then deletes the dir.
 * DATABASE_URL: drops and recreates the public schema of that database.
 */
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../database';
import { migrate } from '../migrate';
import { seedIfEmpty } from '../seed/index';
import { confirm } from './confirm';
import { dataDir, runningCluster } from './localDatabase';

const RESET = 'npm run db:reset --';

async function reset(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  const dir = dataDir();
  if (databaseUrl) {
    if (!(await confirm(`Drop every table of ${new URL(databaseUrl).pathname.slice(1)} (DATABASE_URL)?`, RESET)))
      return 1;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await client.end();
  } else {
    const running = runningCluster(dir);
    if (running) {
      console.error(`A PostgreSQL (pid ${running.pid}, port ${running.port}) is running on ${dir}.`);
      console.error('Stop the shop using it (npm run serve / dev) first; db:reset stops nothing it did not start.');
      return 1;
    }
    if (!(await confirm(`Delete ${dir} and every order, message and product in it?`, RESET))) return 1;
    await rm(dir, { recursive: true, force: true });
  }
  const port = process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: dir, port });
  try {
    await migrate(database.pool);
    await seedIfEmpty(database.pool);
    const { rows } = await database.pool.query<{ products: number }>('SELECT count(*) AS products FROM products');
    console.log(`Reset done: ${rows[0]!.products} demo products seeded, no orders.`);
  } finally {
    await database.close();
  }
  return 0;
}

process.exitCode = await reset();
