import type { Pool } from '../db/pool';
import { TaggedCache } from '../http/taggedCache';
import { LISTINGS_TAG } from './catalogueChanges';

/**
 * What a search works out once per filter set, kept in this process until listings change (the
 * `listings` tag: a product enters or leaves a listing, the catalogue is edited; the announcements
 * of catalogueListener.ts) or 30 s pass, like the response cache:
 * - a search's exact "of N products" (a count of its matching rows; a listing's total is summed from
 *   `listing_counts` instead, which the database keeps current itself);
 * - a relevance-ranked search's ids (its first pages' ranking, and the deeper one a page past them asks for:
 *   products.ts): its other pages and page sizes then read JSON for the rows shown instead of ranking again.
 */
export class ListingMemo {
  private readonly counts = new TaggedCache<number>(2_000);
  private readonly rankings = new TaggedCache<string[]>(1_000);

  constructor(follow: { onInvalidate(listener: (tags: readonly string[] | undefined) => void): void }) {
    follow.onInvalidate((tags) => {
      for (const cache of [this.counts, this.rankings]) {
        if (tags) cache.invalidate(tags);
        else cache.clear();
      }
    });
  }

  /** The exact total of a search with its filters (`sql` answers one row with `n`). */
  count(pool: Pool, sql: string, params: unknown[]): Promise<number> {
    return this.counts.getOrLoad(
      JSON.stringify([sql, params]),
      async () => (await pool.query<{ n: number }>(sql, params)).rows[0]!.n,
      LISTINGS_TAG,
    );
  }

  /** The ranked ids of a search with its filters, ranked once per cache generation. */
  ranked(key: string, rank: () => Promise<string[]>): Promise<string[]> {
    return this.rankings.getOrLoad(key, rank, LISTINGS_TAG);
  }
}
