import type { Pool } from '../db/pool';
import type { PostedProduct, ProductRanks } from './postedProduct';
import { SearchPostings } from './searchPostings';

const COLUMNS = `p.id, p.product_name AS "productName", p.category_id AS category, p.in_stock AS "inStock", p.active, p.new_price AS price,
  p.created_at::text AS "createdAt", array_to_string(tsvector_to_array(p.search_tokens), ' ') AS words,
  array_to_string(tsvector_to_array(p.name_tokens), ' ') AS names`;

const perPool = new WeakMap<Pool, SearchIndex>();

// Past this many changed products waiting to be read, reading them all again is simpler.
const MAX_DIRTY = 5_000;

/**
 * This process's posting lists of the catalogue (`SearchPostings`), kept in step with it by the
 * same announcements that drop stale responses: a product whose listing changed is read again
 * before the next search uses the lists; "anything may have changed" builds them afresh in the
 * background. Built on the first search (about 5 s of one core at 200,000 products); until they are
 * current, `current()` answers undefined and the search counts and ranks in SQL as before.
 */
export class SearchIndex {
  /** The one index of a pool's database, shared by every app on that pool. */
  static of(pool: Pool): SearchIndex {
    let index = perPool.get(pool);
    if (!index) perPool.set(pool, (index = new SearchIndex(pool)));
    return index;
  }

  private postings?: SearchPostings;
  private stale = true;
  private loading?: Promise<void>;
  private reloadAfter = false;
  private refreshing?: Promise<void>;
  private readonly dirty = new Set<string>();

  private constructor(private readonly pool: Pool) {}

  async current(): Promise<SearchPostings | undefined> {
    if (this.stale) {
      this.load();
      return undefined;
    }
    try {
      while (this.dirty.size > 0 && !this.stale) {
        await (this.refreshing ??= this.refresh().finally(() => (this.refreshing = undefined)));
      }
    } catch {
      return undefined;
    }
    return this.stale ? undefined : this.postings;
  }

  /** Resolves once the lists are current (tests, and a bench warming up). */
  async ready(): Promise<void> {
    while (!(await this.current())) await (this.loading ?? new Promise((resolve) => setTimeout(resolve, 10)));
  }

  /** These products' listings changed (their stock crossed zero, they were hidden, edited…). */
  changed(ids: readonly string[]): void {
    if (!this.postings && !this.loading) return;
    for (const id of ids) this.dirty.add(id);
    if (this.dirty.size > MAX_DIRTY) this.reset();
  }

  /** Anything may have changed (products added or removed, the announcements' connection lost). */
  reset(): void {
    this.stale = true;
    this.dirty.clear();
    if (this.loading) this.reloadAfter = true;
    else if (this.postings) this.load();
  }

  private load() {
    if (this.loading) return;
    this.loading = (async () => {
      do {
        this.reloadAfter = false;
        // The ranks put ties of a price or name sort in Postgres' own order (its collation of ids and
        // names); ranked over the narrow rows of an index first, they add ~0.4 s at 200k, not ~1.1 s.
        const { rows } = await this.pool.query<PostedProduct & ProductRanks>(
          `WITH ranks AS (SELECT id, (row_number() OVER (ORDER BY id))::int AS "idRank",
               (dense_rank() OVER (ORDER BY product_name))::int AS "nameRank" FROM products)
           SELECT ${COLUMNS}, r."idRank", r."nameRank" FROM products p JOIN ranks r ON r.id = p.id
           ORDER BY p.created_at DESC, p.id`,
        );
        this.postings = await SearchPostings.build(rows);
      } while (this.reloadAfter);
      this.stale = false;
    })()
      // Searches keep using SQL; the next one tries again.
      .catch(() => {})
      .finally(() => (this.loading = undefined));
  }

  private async refresh() {
    const postings = this.postings!;
    const ids = [...this.dirty];
    this.dirty.clear();
    try {
      const { rows } = await this.pool.query<PostedProduct>(`SELECT ${COLUMNS} FROM products p WHERE p.id = ANY($1)`, [
        ids,
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      if (!ids.every((id) => postings.update(id, byId.get(id)))) this.reset();
    } catch (error) {
      for (const id of ids) this.dirty.add(id);
      throw error;
    }
  }
}
