/**
 * npm run db:restore <file> [-- --yes] — the shop's database from a db:backup file, into a fresh
 * data dir (embedded; the old one is kept aside) or an empty DATABASE_URL database. Checks the
 * file whole first, never touches a running shop's data, asks before replacing anything.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { readReplaced, type Replaced, type SecretSource } from '../backup/afterRestore';
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
  const replaced = await readDataDir(dir);
  const fresh = `${dir}.restoring`;
  await rm(fresh, { recursive: true, force: true });
  const server = await startEmbeddedPostgres({
    dataDir: fresh,
    port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined,
  });
  let restored: Restored;
  try {
    restored = await restoreInto(server.url, file, manifest, replaced);
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
  report(manifest, restored, dir);
  return 0;
}

type Restored = Awaited<ReturnType<typeof restoreInto>>;

/** The secret and series of the data being replaced: links already sent keep opening, no series repeats. */
async function readDataDir(dir: string): Promise<Replaced> {
  if (!existsSync(join(dir, 'PG_VERSION'))) return {};
  try {
    const old = await startEmbeddedPostgres({ dataDir: dir, port: 0 });
    try {
      return await readReplaced(old.url);
    } finally {
      await old.stop();
    }
  } catch (error) {
    console.log(`The data in ${dir} could not be read (${(error as Error).message.split('\n')[0]}).`);
    return {};
  }
}

async function restoreExternal(url: string, file: string, manifest: Manifest): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let replaced: Replaced = {};
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
      replaced = await readReplaced(url);
      if (!(await confirm(`Drop the ${tables} tables of ${name} (DATABASE_URL) and restore into it?`, RESTORE)))
        return 1;
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    }
  } finally {
    await client.end();
  }
  report(manifest, await restoreInto(url, file, manifest, replaced), 'DATABASE_URL');
  return 0;
}

const SECRET_SAYS: Record<SecretSource, string> = {
  kept: 'it keeps the signing secret of the data it replaced, so links already sent keep opening.',
  backup: 'this backup (from older code) held its signing secret, which it keeps.',
  new:
    'a backup holds no signing secret, so a new one was made: links sent before the restore open again only' +
    ' if the shop runs with the INVOICE_SIGNING_SECRET it had (docs/backups.md).',
};

function report(manifest: Manifest, { forward, series, secret }: Restored, where: string) {
  const orders = manifest.tables.find((t) => t.name === 'orders')?.rows ?? 0;
  console.log(
    `Restored ${manifest.tables.length} tables (${orders} orders) as of ${manifest.takenAtIst} into ${where};` +
      ' every table has the rows and digest its manifest records.',
  );
  if (forward.length) console.log(`Migrated forward from the backup's level: ${forward.join(', ')}.`);
  // The prefixes of server/tax/invoiceSerial.ts (server/db imports no domain).
  console.log(
    `New invoice series JC${series} (credit notes CN${series}) starts with the next invoice: no number of an` +
      ' earlier series is given again, so none printed after this backup was taken repeats' +
      ' (docs/decisions/025-series-per-restore.md).',
  );
  console.log(`Links: ${SECRET_SAYS[secret]} The shop signs the restored orders' links when it starts.`);
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
