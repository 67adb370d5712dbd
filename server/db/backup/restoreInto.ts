import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { migrate } from '../migrate';
import { createPool } from '../pool';
import { withTransaction, type PoolClient } from '../transaction';
import { putSigningSecret, startNewSeries, type Replaced } from './afterRestore';
import { END_OF_TABLE, type Manifest, type TableSection } from './backupFormat';
import { backupLines } from './readBackup';
import { FIXED_OUTPUT, quoteIdent, tableDigest } from './schemaInfo';

const BATCH_BYTES = 256 * 1024;

/** Streams one table's rows (until `\.`) into COPY FROM, in batches rather than a message per row. */
async function copyTableIn(client: PoolClient, table: TableSection, lines: AsyncIterator<Buffer>) {
  const columns = table.columns.map(quoteIdent).join(', ');
  const stream = client.query(copyFrom(`COPY public.${quoteIdent(table.name)} (${columns}) FROM STDIN`));
  const done = finished(stream);
  done.catch(() => {});
  let batch: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    if (!stream.write(Buffer.concat(batch))) await new Promise((r) => stream.once('drain', r));
    batch = [];
    size = 0;
  };
  for (let next = await lines.next(); ; next = await lines.next()) {
    if (next.done) throw new Error(`the rows of ${table.name} are cut short`);
    if (next.value.length === 2 && next.value.toString() === END_OF_TABLE) break;
    batch.push(next.value, Buffer.from('\n'));
    size += next.value.length + 1;
    if (size >= BATCH_BYTES) await flush();
  }
  if (size) await flush();
  stream.end();
  await done;
}

/**
 * Into an empty database: the backup's own migrations, then every row in one transaction with
 * triggers off (the rows already hold what triggers would derive), sequences set, each table's
 * count and digest checked against the manifest, and only then the newer migrations of this code,
 * a new invoice series and the links' signing secret (past and from the database it replaces).
 */
export async function restoreInto(url: string, file: string, manifest: Manifest, replaced: Replaced = {}) {
  const pool = createPool(url, 2);
  try {
    await migrate(pool, new Set(manifest.migrations));
    await withTransaction(pool, async (client) => {
      await client.query(FIXED_OUTPUT);
      await client.query('SET LOCAL session_replication_role = replica');
      // Migrations insert reference rows (states, tax rules); the backup has them as they were.
      await client.query(`TRUNCATE ${manifest.tables.map((t) => quoteIdent(t.name)).join(', ')}`);
      const lines = backupLines(file)[Symbol.asyncIterator]();
      for (let next = await lines.next(); !next.done; next = await lines.next()) {
        if (next.value.subarray(0, 6).toString() !== 'TABLE ') continue;
        await copyTableIn(client, JSON.parse(next.value.subarray(6).toString()) as TableSection, lines);
      }
      for (const s of manifest.sequences) {
        await client.query('SELECT setval($1, $2, $3)', [`public.${quoteIdent(s.name)}`, s.value, s.isCalled]);
      }
      for (const table of manifest.tables) {
        const { rows, digest } = await tableDigest(client, table);
        if (rows !== table.rows || digest !== table.digest) {
          throw new Error(`${table.name}: restored ${rows} rows that differ from the backup's ${table.rows}`);
        }
      }
    });
    const forward = await migrate(pool);
    const { series, secret } = await withTransaction(pool, async (client) => ({
      series: await startNewSeries(client, manifest.takenAtUtc, replaced.series),
      secret: await putSigningSecret(client, replaced.secret),
    }));
    await pool.query('ANALYZE');
    return { forward, series, secret };
  } finally {
    await pool.end();
  }
}
