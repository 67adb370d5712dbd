import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Pool } from './pool';
import { transactionOn } from './transaction';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 4_815_162_342;

export const migrationFiles = async () => (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();

/** Migrations this code has that the database has not applied (for readiness checks). */
export async function pendingMigrations(pool: Pick<Pool, 'query'>): Promise<string[]> {
  const files = await migrationFiles();
  const { rows } = await pool.query<{ name: string }>('SELECT name FROM schema_migrations WHERE name = ANY($1)', [
    files,
  ]);
  const applied = new Set(rows.map((r) => r.name));
  return files.filter((f) => !applied.has(f));
}

/**
 * Applies migrations/*.sql in name order, each once, recorded in schema_migrations; with `only`,
 * just those (a restore first rebuilds the schema its backup was taken with).
 */
export async function migrate(pool: Pool, only?: ReadonlySet<string>): Promise<string[]> {
  const files = (await migrationFiles()).filter((f) => !only || only.has(f));
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    // Serialises concurrent starters (several API processes against one DATABASE_URL).
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const doneNames = new Set(done.rows.map((r) => r.name));
    for (const file of files) {
      if (doneNames.has(file)) continue;
      const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
      await transactionOn(client, async () => {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      }).catch((error: unknown) => {
        throw new Error(`Migration ${file} failed`, { cause: error });
      });
      applied.push(file);
    }
    // A migration may rewrite a table, which forgets which pages are all-visible: until a vacuum,
    // index-only scans (listing pages, counts) would visit the heap row by row.
    if (applied.length > 0) await client.query('VACUUM ANALYZE');
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return applied;
}
