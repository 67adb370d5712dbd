import { RELEVANCE_CANDIDATES, type SearchPlan } from './productSearch';
import { termWords, walkedTerm, type Param, type Term } from './searchPostings';

/**
 * Who matches a search before anything is walked (docs/search-engine.md, step 4): from the word sets of
 * search_word_counts and the facets' sets, how many products have every term (anywhere, in the name) and, under a
 * colour or material, any term; their numbers when few enough to pass to the ranking statement.
 */

/**
 * Up to how many products with every term their numbers are listed for the walk (a hashed `= ANY`, a test in
 * ~0.1 µs) rather than the walk looking the other terms up per posting (~3 µs). Measured at 200,000 (ADR 024):
 * the planner spends ~0.25 µs per number each time such an array appears, and the driver about as much to read
 * and send it. A walk of w words over P postings, S products having every term, passes by about w × 300 × P / S
 * postings, so the numbers pay when S² < w × 1,800 × P. Never fewer than the biggest tier (those are taken whole).
 * None for one term: its ranking walks its name and any-term tiers, which have no use for them (postingTiers), and
 * reading "tote" under black sent 2 × 5,058 numbers back for nothing at 200,000.
 */
export const listedUpTo = (terms: Term[]) => {
  if (terms.length < 2) return -1;
  const walked = walkedTerm(terms);
  return Math.round(
    Math.max(RELEVANCE_CANDIDATES, Math.min(50_000, Math.sqrt(walked.words.length * 1_800 * walked.postings))),
  );
};

/**
 * The statement answering `AllTerms`, from search_word_counts.products and .named (migrations 251, 252, 254): per key
 * (`keyFilters`, conditions on its columns) the intersection of each term's union, without reading a posting, less
 * the products `leftOut` names (conditions on products `p`). With `facets` (sorted sets of numbers: search_facet_sets,
 * migration 380) the keys' products are put in one sorted set and intersected with each. Undefined for a search of
 * one term and no facet.
 */
export function allTermsSql(
  plan: SearchPlan,
  keyFilters: string[],
  param: Param,
  leftOut: string[] = [],
  facets: string[] = [],
) {
  const terms = termWords(plan);
  if (terms.length < 2 && facets.length === 0) return undefined;
  const pairs = terms.flatMap((t, n) => t.words.map((word) => ({ word, n })));
  const on = ['c.word = t.word', ...keyFilters].join(' AND ');
  // Subtracting sorts its arrays (thousands of numbers): only when a product is left out.
  const less = (set: string) =>
    leftOut.length === 0
      ? set
      : `intarray.intset_subtract(${set}, ARRAY(SELECT s.num FROM products p
          JOIN search_product_numbers s ON s.product_id = p.id WHERE ${leftOut.join(' OR ')}))`;
  // Keys never share a product: their sets are put together by a sort, then meet each facet's once.
  const faceted = (column: string, from = 'per_key') =>
    facets.reduce(
      (set, facet) => `intarray._int_inter(${set}, ${facet})`,
      `intarray.sort(ARRAY(SELECT unnest(${column}) FROM ${from}))`,
    );
  const sets = facets.length === 0 ? 'per_key' : 'whole';
  // One term's ranking never asks who has it in the name (postingTiers): not computed.
  const named = terms.length === 1 ? `'{}'::int[]` : faceted('named');
  // Under a facet, who has any term: the listing's matches (its total, and what the walks test by number).
  const anyTerm = terms.length === 1 ? 'products' : faceted('products', 'any_key');
  const whole =
    facets.length === 0
      ? ''
      : `any_key AS (SELECT ${less('search_union(products)')} AS products FROM per_term
          GROUP BY category_id, in_stock, new_price),
        whole AS MATERIALIZED (SELECT ${faceted('products')} AS products, ${named} AS named),
        whole_any AS (SELECT ${anyTerm} AS products FROM whole),`;
  const sized = (column: string, from = sets) =>
    `(SELECT coalesce(sum(intarray.icount(${column})), 0)::int FROM ${from})`;
  const listed = (column: string, size: string, from = sets, most = listedUpTo(terms)) =>
    `CASE WHEN ${size} <= ${most} THEN ARRAY(SELECT unnest(${column}) FROM ${from}) END`;
  // Every match's numbers only when they are few enough to be the candidates whole (postingTiers).
  const any =
    facets.length === 0
      ? 'NULL::int AS any_size, NULL::int[] AS any_nums'
      : `any_size, ${listed('products', 'any_size', 'whole_any', RELEVANCE_CANDIDATES)} AS any_nums`;
  return `WITH per_term AS (
      SELECT c.category_id, c.in_stock, c.new_price, t.n,
        search_union(c.products) AS products, search_union(c.named) AS named
      FROM unnest(${param(pairs.map((p) => p.word))}::text[], ${param(pairs.map((p) => p.n))}::int[]) AS t(word, n)
      JOIN search_word_counts c ON ${on}
      GROUP BY 1, 2, 3, 4),
    per_key AS (SELECT ${less('search_inter(products)')} AS products, ${less('search_inter(named)')} AS named
      FROM per_term GROUP BY category_id, in_stock, new_price HAVING count(*) = ${terms.length}),
    ${whole}
    sizes AS (SELECT ${sized('products')} AS size, ${sized('named')} AS named_size${
      facets.length === 0 ? '' : `, ${sized('products', 'whole_any')} AS any_size`
    })
    SELECT size, ${listed('products', 'size')} AS nums, named_size, ${listed('named', 'named_size')} AS named_nums, ${any}
    FROM sizes`;
}
