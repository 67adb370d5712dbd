import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedUrl } from '../../server/db/embedded';

/**
 * What orders made the database do, from its own statistics: WAL written (bytes, records, full-page
 * images), products updated and how many of those were HOT (no index entry written), buffers touched.
 * Counts, unlike timings, do not change with the machine's load.
 */
const DB_COUNTERS = `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8 AS "WAL bytes",
    w.wal_records::float8 AS "WAL records", w.wal_fpi::float8 AS "WAL full pages",
    t.n_tup_upd::float8 AS "products updated", t.n_tup_hot_upd::float8 AS "products HOT-updated",
    (io.heap_blks_hit + io.heap_blks_read + io.idx_blks_hit + io.idx_blks_read)::float8 AS "products buffers",
    (d.blks_hit + d.blks_read)::float8 AS "all buffers", d.blks_read::float8 AS "buffers missed"
  FROM pg_stat_wal w, pg_stat_user_tables t, pg_statio_user_tables io, pg_stat_database d
  WHERE t.relname = 'products' AND io.relname = 'products' AND d.datname = current_database()`;

export type DbCounters = Record<string, number>;

/** Reads the counters of the embedded cluster in `dataDir` (its port is in postmaster.pid). */
export async function readDbCounters(dataDir: string): Promise<DbCounters> {
  // Backends report their statistics when idle, at most every 10 s (PGSTAT_IDLE_INTERVAL).
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const port = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ connectionString: embeddedUrl(port) });
  await client.connect();
  try {
    return (await client.query<DbCounters>(DB_COUNTERS)).rows[0]!;
  } finally {
    await client.end();
  }
}

/** Each counter's growth per order, one decimal. */
export const countersPerOrder = (before: DbCounters, after: DbCounters, orders: number): DbCounters =>
  Object.fromEntries(
    Object.keys(after).map((k) => [
      `${k}/order`,
      Math.round(((after[k]! - before[k]!) / Math.max(1, orders)) * 10) / 10,
    ]),
  );
