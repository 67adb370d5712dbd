import { CATALOGUE_CHANNEL } from './catalogueChanges';
import type { Pool } from '../db/pool';

const queued = new WeakMap<Pool, Promise<void>>();

/**
 * After an edit of a name or description commits: search expands each query word through `search_words`
 * (a materialized view, migration 061), so a word new to the catalogue is found only once it is refreshed.
 * CONCURRENTLY: searches keep reading the old words meanwhile (a plain refresh would block them for its
 * length, seconds at 200,000 products). Then the product is announced again, so every process drops the
 * search plans and pages it worked out from the old words. One refresh at a time per pool; skipped when
 * search_words is no longer a materialized view. Not awaited by the edit: a failure is logged, the edit stands.
 */
export function refreshSearchWordsAfter(pool: Pool, productId: string): Promise<void> {
  const next = (queued.get(pool) ?? Promise.resolve())
    .then(async () => {
      const { rows } = await pool.query<{ kind: string }>(
        `SELECT relkind AS kind FROM pg_class WHERE relname = 'search_words'`,
      );
      if (rows[0]?.kind !== 'm') return;
      await pool.query('REFRESH MATERIALIZED VIEW CONCURRENTLY search_words');
      await pool.query('SELECT pg_notify($1, $2)', [
        CATALOGUE_CHANNEL,
        JSON.stringify({ product: productId, listings: true }),
      ]);
    })
    .catch((error: Error) => console.error('[catalogue] refreshing search words failed:', error.message));
  queued.set(pool, next);
  return next;
}
