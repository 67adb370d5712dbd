import type { Pool } from '../db/pool';
import { TaggedCache } from '../http/taggedCache';
import { LISTINGS_TAG, productTag } from './catalogueChanges';

const PRODUCT_TAG = productTag('');
import { countPriceRange, histogramOf, loadPriceHistogram, type PriceHistogram } from './priceHistogram';
import { SearchIndex } from './searchIndex';
import { listingPrices, type ListingPostings } from './listingWalk';
import type { PostingFilters } from './postedProduct';

/**
 * What listings work out once per filter set and cache generation, kept until the listings change
 * (a product enters or leaves stock, the catalogue is edited) or 30 s pass, like the response cache:
 * - the exact "of N products";
 * - for a price range, the other filters' products grouped by price: every pair of bounds would
 *   otherwise be a filter set of its own, each a count over up to the whole catalogue (15 ms for
 *   73,000 rows at 200,000 products); a range is two binary searches over the histogram;
 * - a relevance-ranked search's ids (at most RELEVANCE_CANDIDATES): its pages and page sizes then
 *   read JSON for the rows shown instead of ranking the candidates again;
 * - and, for a search never asked before, the catalogue's posting lists (`SearchIndex`), which give
 *   its exact total and its ranking candidates without reading the table.
 */
export class ListingMemo {
  private readonly counts = new TaggedCache<number>(2_000);
  // One per filter set without the price: shop-wide or a category, in stock or not (a few hundred at most).
  private readonly histograms = new TaggedCache<PriceHistogram>(300);
  private readonly rankings = new TaggedCache<string[]>(1_000);

  private index?: SearchIndex;

  /**
   * `pool`: the app's database, whose posting lists this memo keeps in step from the start (even
   * when another memo on the pool built them); `postings: false` counts and ranks every search in
   * SQL (to compare the two ways in tests and benches).
   */
  constructor(
    follow: { onInvalidate(listener: (tags: readonly string[] | undefined) => void): void },
    private readonly options: { pool?: Pool; postings?: boolean } = {},
  ) {
    if (options.pool && options.postings !== false) this.index = SearchIndex.of(options.pool);
    follow.onInvalidate((tags) => {
      for (const cache of [this.counts, this.histograms, this.rankings]) {
        if (tags) cache.invalidate(tags);
        else cache.clear();
      }
      // Listings changed: the products named are read again; none named means any may have changed.
      const products = tags?.filter((t) => t.startsWith(PRODUCT_TAG)).map((t) => t.slice(PRODUCT_TAG.length)) ?? [];
      if (!tags || (tags.includes(LISTINGS_TAG) && products.length === 0)) this.index?.reset();
      else if (tags.includes(LISTINGS_TAG)) this.index?.changed(products);
    });
  }

  /** The posting lists of `pool`'s catalogue (one database per app), unless this memo goes without. */
  searchIndex(pool: Pool): SearchIndex | undefined {
    if (this.options.postings !== false) return (this.index ??= SearchIndex.of(pool));
  }

  /** The exact total of a filter set; `fast`, when given, counts it another way (undefined: it cannot now). */
  count(pool: Pool, whereSql: string, params: unknown[], fast?: () => Promise<number | undefined>): Promise<number> {
    return this.counts.getOrLoad(
      JSON.stringify([whereSql, params]),
      async () =>
        (await fast?.()) ??
        (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${whereSql}`, params)).rows[0]!.n,
      LISTINGS_TAG,
    );
  }

  /**
   * `whereSql` and `params`: every filter but the price; `postings`, when current, give the histogram
   * from memory (a few ms) instead of a walk of the price index (80–160 ms shop-wide at 200,000 products).
   */
  async countPriceRange(
    pool: Pool,
    where: { sql: string; params: unknown[]; postings?: { postings: ListingPostings; filters: PostingFilters } },
    min?: number,
    max?: number,
  ) {
    const histogram = await this.histograms.getOrLoad(
      JSON.stringify([where.sql, where.params]),
      () =>
        where.postings
          ? Promise.resolve(histogramOf(listingPrices(where.postings.postings, where.postings.filters)))
          : loadPriceHistogram(pool, where.sql, where.params),
      LISTINGS_TAG,
    );
    return countPriceRange(histogram, min, max);
  }

  /** The ranked ids of a search with its filters, ranked once per cache generation. */
  ranked(key: string, rank: () => Promise<string[]>): Promise<string[]> {
    return this.rankings.getOrLoad(key, rank, LISTINGS_TAG);
  }
}
