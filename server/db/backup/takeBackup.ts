import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { to as copyTo } from 'pg-copy-streams';
import { createPool, type Pool } from '../pool';
import { makePrivateFolder, PRIVATE_FILE } from '../privateFolder';
import { withTransaction, type PoolClient } from '../transaction';
import { backupFileName, END_OF_TABLE, HEADER, istIso, type Manifest, type TableSummary } from './backupFormat';
import { RowDigest } from './rowDigest';
import { copyOutSql, FIXED_OUTPUT, listSequences, listTables, quoteIdent } from './schemaInfo';

export interface BackupResult {
  file: string;
  bytes: number;
  sha256: string;
  manifest: Manifest;
  seconds: number;
}

// Fast levels: the data is text and compresses well anyway, and the CPU is the shop's.
const GZIP_LEVEL = 3;

async function appInfo() {
  const pkg = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/**
 * Copies every table out of ONE read-only repeatable-read snapshot, so orders committing during
 * the backup are either wholly in it or wholly not; writers are never blocked (docs/decisions/012-backups.md).
 */
export async function takeBackup(url: string, dir: string, takenBy: 'command' | 'schedule'): Promise<BackupResult> {
  const began = performance.now();
  await makePrivateFolder(dir);
  const pool = createPool(url, 1);
  const partial = resolve(dir, `.${process.pid}-${Date.now()}.partial`);
  try {
    const { takenAt, manifest, bytes, sha256 } = await withTransaction(pool, (client) =>
      writeSnapshot(client, partial),
    );
    const file = resolve(dir, backupFileName(takenAt));
    await rename(partial, file);
    // `sha256sum -c` reads this; the manifest is for people choosing which backup to restore.
    await writeFile(`${file}.sha256`, `${sha256}  ${basename(file)}\n`, { mode: PRIVATE_FILE });
    await writeFile(`${file}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE });
    await recordBackup(pool, { file, takenAt, bytes, sha256, takenBy });
    return { file, bytes, sha256, manifest, seconds: (performance.now() - began) / 1000 };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await pool.end();
  }
}

/** Inside the snapshot's transaction: every table, then the manifest, through gzip into `partial`. */
async function writeSnapshot(client: PoolClient, partial: string) {
  await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await client.query(FIXED_OUTPUT);
  const { rows } = await client.query<{ at: Date; postgres: string }>(
    'SELECT statement_timestamp() AS at, current_setting($1) AS postgres',
    ['server_version'],
  );
  const takenAt = rows[0]!.at;
  const migrations = (await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows;
  const tables = await listTables(client);
  if (tables.length) {
    await client.query(`LOCK TABLE ${tables.map((t) => quoteIdent(t.name)).join(', ')} IN ACCESS SHARE MODE`);
  }
  const sequences = await listSequences(client);

  const payloadHash = createHash('sha256');
  const fileHash = createHash('sha256');
  let bytes = 0;
  const gzip = createGzip({ level: GZIP_LEVEL });
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      fileHash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const written = pipeline(gzip, tap, createWriteStream(partial, { mode: PRIVATE_FILE }));
  const write = async (data: Buffer | string) => {
    payloadHash.update(data);
    if (!gzip.write(data)) await new Promise((r) => gzip.once('drain', r));
  };
  await write(`${HEADER}\n`);
  const summaries: TableSummary[] = [];
  for (const table of tables) {
    await write(`TABLE ${JSON.stringify(table)}\n`);
    const digest = new RowDigest();
    for await (const chunk of client.query(copyTo(copyOutSql(table))) as AsyncIterable<Buffer>) {
      digest.update(chunk);
      await write(chunk);
    }
    await write(`${END_OF_TABLE}\n`);
    summaries.push({ ...table, ...digest.result() });
  }
  const manifest: Manifest = {
    format: 1,
    app: await appInfo(),
    takenAtIst: istIso(takenAt),
    takenAtUtc: takenAt.toISOString(),
    postgres: rows[0]!.postgres,
    migrations: migrations.map((m) => m.name),
    tables: summaries,
    sequences,
  };
  await write(`MANIFEST ${JSON.stringify(manifest)}\n`);
  gzip.end(`END ${payloadHash.digest('hex')}\n`);
  await written;
  return { takenAt, manifest, bytes, sha256: fileHash.digest('hex') };
}

interface BackupRecord {
  file: string;
  takenAt: Date;
  bytes: number;
  sha256: string;
  takenBy: string;
}

/** Skipped on a database whose migrations predate the record (the backup itself is fine). */
async function recordBackup(client: Pool, record: BackupRecord) {
  const { rows } = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('public.backups') IS NOT NULL AS exists",
  );
  if (!rows[0]!.exists) return;
  await client.query('INSERT INTO backups (file, taken_at, bytes, sha256, taken_by) VALUES ($1, $2, $3, $4, $5)', [
    record.file,
    record.takenAt,
    record.bytes,
    record.sha256,
    record.takenBy,
  ]);
}
