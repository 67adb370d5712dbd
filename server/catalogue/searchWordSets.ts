import { applied, leftOutConditions, type ListingFilterValues } from './listingFilters';
import { FEW_OUTSIDE, numbersWhere, setsMet } from './listingTotals';
import { SHOWN } from './productSql';
import { RELEVANCE_CANDIDATES, type SearchPlan } from './productSearch';
import { listedUpTo } from './searchWhoMatches';
import { termWords, type Param } from './searchPostings';

/**
 * Who matches a search under a colour or material, from whole sets (docs/search-engine.md, step 4): each word's
 * products (search_word_sets, migration 410) met with the facets' (search_facet_sets, 380). A common word ("bag",
 * in nearly every name) is one sorted array merged with the facet's, not thousands of per-key rows gathered and
 * sorted. Applies when no filter but price bounds (few products outside them) and left-out products comes with the
 * facets: the per-key statement (allTermsSql) carries the rest.
 */

/**
 * The facets' sets met, less the shown products outside the price bounds and those left out; NULL when the count
 * tables say many fall outside (subtracting them would cost more than the per-key statement). Hidden products stay
 * in: the word sets it is met with hold none. Undefined when another filter applies.
 */
export function facetStartSql(f: ListingFilterValues, param: Param): string | undefined {
  const filters = applied(f);
  if (!filters.some(({ filter }) => filter.sets)) return undefined;
  if (!filters.every(({ filter }) => filter.sets ?? filter.outside ?? filter.leavesOut)) return undefined;
  const met = setsMet(filters, param);
  const outside = filters.flatMap(({ filter, value }) => (filter.outside ? [filter.outside(() => param(value))] : []));
  const out = [
    ...(outside.length > 0 ? [`${SHOWN} AND (${outside.join(' OR ')})`] : []),
    ...leftOutConditions(f, param),
  ];
  if (out.length === 0) return met;
  const less = `intarray.intset_subtract(${met}, ${numbersWhere(out.map((c) => `(${c})`).join(' OR '))})`;
  if (outside.length === 0) return less;
  const outsideCount = `(SELECT coalesce(sum(n), 0) FROM listing_counts WHERE ${outside.join(' OR ')})`;
  return `CASE WHEN ${outsideCount} <= ${FEW_OUTSIDE} THEN ${less} END`;
}

/**
 * The statement answering `AllTerms` (with `any`) from `start` (facetStartSql): per term the union of its words'
 * sets met with it, then every term's intersection (anywhere, and in the name for several terms) and their union
 * (any term). Its sizes are NULL when `start` is.
 */
export function wordSetsSql(plan: SearchPlan, param: Param, start: string) {
  const terms = termWords(plan);
  const pairs = terms.flatMap((t, n) => t.words.map((word) => ({ word, n })));
  const upTo = listedUpTo(terms);
  const every = (set: string) => `CASE WHEN count(*) = ${terms.length} THEN search_inter(${set}) ELSE '{}' END`;
  const listed = (set: string, most = upTo) => `CASE WHEN intarray.icount(${set}) <= ${most} THEN ${set} END`;
  return `WITH f AS MATERIALIZED (SELECT ${start} AS start),
    per_term AS (
      SELECT t.n, search_union(intarray._int_inter(f.start, s.products)) AS products,
        ${terms.length > 1 ? 'search_union(intarray._int_inter(f.start, s.named))' : `'{}'::int[]`} AS named
      FROM f, unnest(${param(pairs.map((p) => p.word))}::text[], ${param(pairs.map((p) => p.n))}::int[]) AS t(word, n)
      JOIN search_word_sets s ON s.word = t.word
      GROUP BY t.n),
    sets AS MATERIALIZED (
      SELECT ${every('products')} AS products, ${every('named')} AS named, search_union(products) AS any_term FROM per_term)
    SELECT intarray.icount(products) AS size, ${listed('products')} AS nums,
      intarray.icount(named) AS named_size, ${listed('named')} AS named_nums,
      intarray.icount(any_term) AS any_size, ${listed('any_term', RELEVANCE_CANDIDATES)} AS any_nums
    FROM f, sets WHERE f.start IS NOT NULL`;
}
