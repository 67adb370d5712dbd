/**
 * npm run db:restore <file> [-- --yes] — the shop's database from a db:backup file, into a fresh
 * data dir (embedded; the old one is kept aside) or an empty DATABASE_URL database. Checks the
 * file whole first, never touches a running shop's data, asks before replacing anything.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { istIso, type Manifest } from '../backup/backupFormat';
import { verifyBackup } from '../backup/readBackup';
import { restoreInto } from '../backup/restoreInto';
import { startEmbeddedPostgres } from '../embedded';
import { migrationFiles } from '../migrate';
import { confirm } from './confirm';
import { dataDir, runningCluster } from './localDatabase';

const RESTORE = 'npm run db:restore -- <file>';

async function restoreEmbedded(file: string, manifest: Manifest): Promise<number> {
  const dir = dataDir();
  const running = runningCluster(dir);
  if (running) {
    console.error(`A PostgreSQL (pid ${running.pid}, port ${running.port}) is running on ${dir}: a shop is using it.`);
    console.error('Stop the shop first; db:restore never replaces the data of a running shop.');
    return 1;
  }
  const aside = `${dir}.before-restore-${istIso(new Date()).slice(0, 19).replaceAll(':', '-')}`;
  if (existsSync(dir) && !(await confirm(`Replace the data in ${dir}? It is kept as ${aside}.`, RESTORE))) return 1;
  const fresh = `${dir}.restoring`;
  await rm(fresh, { recursive: true, force: true });
  const server = await startEmbeddedPostgres({
    dataDir: fresh,
    port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined,
  });
  let forward: string[];
  try {
    ({ forward } = await restoreInto(server.url, file, manifest));
  } catch (error) {
    await server.stop();
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
  await server.stop();
  if (existsSync(dir)) {
    await rename(dir, aside);
    console.log(`The data that was in ${dir} is now in ${aside}.`);
  }
  await rename(fresh, dir);
  report(manifest, forward, dir);
  return 0;
}

async function restoreExternal(url: string, file: string, manifest: Manifest): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ others: number; tables: number }>(
      `SELECT (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database()
                AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS others,
              (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public') AS tables`,
    );
    const { others, tables } = rows[0]!;
    const name = new URL(url).pathname.slice(1);
    if (others > 0) {
      console.error(`${others} other session(s) are connected to ${name}: stop every shop process using it first.`);
      return 1;
    }
    if (tables > 0) {
      if (!(await confirm(`Drop the ${tables} tables of ${name} (DATABASE_URL) and restore into it?`, RESTORE)))
        return 1;
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    }
  } finally {
    await client.end();
  }
  const { forward } = await restoreInto(url, file, manifest);
  report(manifest, forward, 'DATABASE_URL');
  return 0;
}

function report(manifest: Manifest, forward: string[], where: string) {
  const orders = manifest.tables.find((t) => t.name === 'orders')?.rows ?? 0;
  console.log(
    `Restored ${manifest.tables.length} tables (${orders} orders) as of ${manifest.takenAtIst} into ${where};` +
      ' every table has the rows and digest its manifest records.',
  );
  if (forward.length) console.log(`Migrated forward from the backup's level: ${forward.join(', ')}.`);
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ options: { yes: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('Usage: npm run db:restore -- <backup file> [--yes]');
    return 2;
  }
  const file = resolve(positionals[0]!);
  if (!existsSync(file)) {
    console.error(`No such backup file: ${file}`);
    return 1;
  }
  const manifest = await verifyBackup(file);
  console.log(
    `Backup of ${manifest.takenAtIst} (app ${manifest.app.version}, PostgreSQL ${manifest.postgres}): checksums good.`,
  );
  const known = new Set(await migrationFiles());
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length) {
    console.error(`The backup has migrations this code does not (${unknown.join(', ')}): restore it with newer code.`);
    return 1;
  }
  const url = process.env.DATABASE_URL;
  return url ? restoreExternal(url, file, manifest) : restoreEmbedded(file, manifest);
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
