import { to as copyTo } from 'pg-copy-streams';
import type pg from 'pg';
import type { TableSection } from './backupFormat';
import { copyOutSql, withKeptOut } from './keptOut';
import { RowDigest } from './rowDigest';

/**
 * The same text for the same value in every session (backup, restore check, test): COPY prints
 * times in the session's zone and style, and floats to its precision.
 */
export const FIXED_OUTPUT = `SET TIME ZONE 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres';
  SET extra_float_digits = 3; SET bytea_output = 'hex'; SET client_encoding = 'UTF8'`;

export { copyOutSql };

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the public schema (but the migrations' own record) with its stored columns. */
export async function listTables(client: pg.ClientBase): Promise<TableSection[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname::text AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
     GROUP BY c.relname ORDER BY c.relname`,
  );
  return rows.map(withKeptOut);
}

export async function listSequences(client: pg.ClientBase) {
  const { rows: names } = await client.query<{ name: string }>(
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  const sequences = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ value: string; is_called: boolean }>(
      `SELECT last_value::text AS value, is_called FROM public.${quoteIdent(name)}`,
    );
    sequences.push({ name, value: Number(rows[0]!.value), isCalled: rows[0]!.is_called });
  }
  return sequences;
}

/** Row count and digest of one table as this session sees it (call FIXED_OUTPUT first). */
export async function tableDigest(client: pg.ClientBase, table: TableSection) {
  const digest = new RowDigest();
  for await (const chunk of client.query(copyTo(copyOutSql(table))) as AsyncIterable<Buffer>) digest.update(chunk);
  return digest.result();
}
