import type { Pool } from '../db/pool';
import { TaggedCache } from '../http/taggedCache';
import { LISTINGS_TAG } from './catalogueChanges';
import { countPriceRange, loadPriceHistogram, type PriceHistogram } from './priceHistogram';

/**
 * What listings work out once per filter set and cache generation, kept until the listings change
 * (a product enters or leaves stock, the catalogue is edited) or 30 s pass, like the response cache:
 * - the exact "of N products";
 * - for a price range, the other filters' products grouped by price: every pair of bounds would
 *   otherwise be a filter set of its own, each a count over up to the whole catalogue (15 ms for
 *   73,000 rows at 200,000 products); a range is two binary searches over the histogram;
 * - a relevance-ranked search's ids (at most RELEVANCE_CANDIDATES): its pages and page sizes then
 *   read JSON for the rows shown instead of ranking the candidates again.
 */
export class ListingMemo {
  private readonly counts = new TaggedCache<number>(2_000);
  // One per filter set without the price: shop-wide or a category, in stock or not (a few hundred at most).
  private readonly histograms = new TaggedCache<PriceHistogram>(300);
  private readonly rankings = new TaggedCache<string[]>(1_000);

  constructor(follow: { onInvalidate(listener: (tags: readonly string[] | undefined) => void): void }) {
    follow.onInvalidate((tags) => {
      for (const cache of [this.counts, this.histograms, this.rankings]) {
        if (tags) cache.invalidate(tags);
        else cache.clear();
      }
    });
  }

  count(pool: Pool, whereSql: string, params: unknown[]): Promise<number> {
    return this.counts.getOrLoad(
      JSON.stringify([whereSql, params]),
      async () =>
        (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${whereSql}`, params)).rows[0]!.n,
      LISTINGS_TAG,
    );
  }

  /** `whereSql` and `params`: every filter but the price. */
  async countPriceRange(pool: Pool, whereSql: string, params: unknown[], min?: number, max?: number) {
    const histogram = await this.histograms.getOrLoad(
      JSON.stringify([whereSql, params]),
      () => loadPriceHistogram(pool, whereSql, params),
      LISTINGS_TAG,
    );
    return countPriceRange(histogram, min, max);
  }

  /** The ranked ids of a search with its filters, ranked once per cache generation. */
  ranked(key: string, rank: () => Promise<string[]>): Promise<string[]> {
    return this.rankings.getOrLoad(key, rank, LISTINGS_TAG);
  }
}
