import type { Pool } from '../../../server/db/pool';

/**
 * Tables a refused request may still touch, and why: the rate limiter counts every request (before
 * validation), a desk request moves its session's last_seen_at.
 */
const BOOKKEEPING = new Set(['rate_limit_hits', 'operator_sessions']);

/**
 * One fingerprint per table of the shop's data, to prove nothing changed: its row count and the newest
 * transaction id among its rows (xmin), which any insert or update raises and a delete leaves the count lower.
 */
export async function tableDigest(pool: Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const { rows } = await pool.query<{ fingerprint: string | null; n: string }>(
      `SELECT count(*) AS n, max(xmin::text::bigint)::text AS fingerprint FROM "${name}"`,
    );
    digest[name] = `${rows[0]!.n}:${rows[0]!.fingerprint ?? ''}`;
  }
  return digest;
}
