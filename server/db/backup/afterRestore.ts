import pg from 'pg';
import type { PoolClient } from '../transaction';

/**
 * A restored database numbers its invoices and credit notes in a new series (GST allows several), so a
 * number given after the backup was taken, and printed on a shopper's invoice, is never given again
 * (docs/decisions/025-series-per-restore.md). The backup's documents keep their numbers. The series is
 * past the backup's and past the one of the replaced database (`replacedSeries`), when it could be read.
 */
export async function startNewSeries(client: PoolClient, backupTakenAt: string, replacedSeries = 0): Promise<number> {
  const { rows } = await client.query<{ series: number }>(
    `INSERT INTO document_series (series, backup_taken_at)
     SELECT greatest(max(series), $2::int) + 1, $1 FROM document_series RETURNING series`,
    [backupTakenAt, replacedSeries],
  );
  return rows[0]!.series;
}

export type SecretSource = 'kept' | 'backup' | 'new';

/**
 * The links' signing secret is not in a backup (keptOut.ts). The restored database keeps the one of the
 * database it replaces when that could be read, else gets a new one; a backup of older code that held
 * its secret keeps it. INVOICE_SIGNING_SECRET, when the shop has it, overrides all of them.
 */
export async function putSigningSecret(client: PoolClient, kept: string | undefined): Promise<SecretSource> {
  if (kept) {
    await client.query(
      `INSERT INTO app_secrets (name, value) VALUES ('invoice_signing', $1)
       ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
      [kept],
    );
    return 'kept';
  }
  // Made like migration 031 makes the first one.
  const { rowCount } = await client.query(
    `INSERT INTO app_secrets (name, value)
     VALUES ('invoice_signing', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
     ON CONFLICT (name) DO NOTHING`,
  );
  return rowCount ? 'new' : 'backup';
}

/** What a restore carries over from the database it replaces: its links' secret and its series. */
export interface Replaced {
  secret?: string;
  series?: number;
}

/** Read from the database at `url` before a restore replaces it; empty for a database without the tables. */
export async function readReplaced(url: string): Promise<Replaced> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: found } = await client.query<{ secrets: boolean; series: boolean }>(
      `SELECT to_regclass('public.app_secrets') IS NOT NULL AS secrets,
              to_regclass('public.document_series') IS NOT NULL AS series`,
    );
    const replaced: Replaced = {};
    if (found[0]!.secrets) {
      const { rows } = await client.query<{ value: string }>(
        `SELECT value FROM app_secrets WHERE name = 'invoice_signing'`,
      );
      replaced.secret = rows[0]?.value;
    }
    if (found[0]!.series) {
      const { rows } = await client.query<{ series: number }>('SELECT max(series) AS series FROM document_series');
      replaced.series = rows[0]?.series;
    }
    return replaced;
  } finally {
    await client.end();
  }
}
