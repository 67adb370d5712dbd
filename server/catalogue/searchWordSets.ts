import { applied, leftOutConditions, type ListingFilterValues } from './listingFilters';
import { FEW_OUTSIDE, numbersWhere, setsMet } from './listingTotals';
import { SHOWN } from './productSql';
import { FIRST_CANDIDATES, RELEVANCE_CANDIDATES, type SearchPlan } from './productSearch';
import { listedUpTo } from './searchWhoMatches';
import { termWords, walkedTerm, type Param, type Term } from './searchPostings';

/**
 * Who matches a search from whole sets (docs/search-engine.md, step 4): each word's products (search_word_sets,
 * migration 410), met with the facets' (search_facet_sets, 380) under a colour or material. A common word is one
 * sorted array merged with the others, not thousands of per-key rows gathered and sorted ("men" in "wallet for
 * men": a row per category × stock × price). Applies when no filter but facets with sets, price bounds (few
 * products outside them) and left-out products: the per-key statement (allTermsSql) carries the rest.
 */

/**
 * What the word sets are met with under `f`: the facets' sets (`met`; none without a colour or material), the
 * numbers to take out (`out`: shown products outside the price bounds, and those left out; none without either),
 * and `few`, the condition that those outside the bounds are few enough to subtract (the count tables say; else the
 * per-key statement costs less). Hidden products need no taking out: the word sets hold none. Undefined when
 * another filter applies.
 */
export function setsScope(f: ListingFilterValues, param: Param) {
  if (!setsApply(f)) return undefined;
  const filters = applied(f);
  const met = filters.some(({ filter }) => filter.sets) ? setsMet(filters, param) : undefined;
  const outside = filters.flatMap(({ filter, value }) => (filter.outside ? [filter.outside(() => param(value))] : []));
  const out = [
    ...(outside.length > 0 ? [`${SHOWN} AND (${outside.join(' OR ')})`] : []),
    ...leftOutConditions(f, param),
  ];
  return {
    met,
    out: out.length > 0 ? numbersWhere(out.map((c) => `(${c})`).join(' OR ')) : undefined,
    few:
      outside.length > 0
        ? `(SELECT coalesce(sum(n), 0) FROM listing_counts WHERE ${outside.join(' OR ')}) <= ${FEW_OUTSIDE}`
        : undefined,
  };
}

/** Whether every filter of `f` is one the word sets can be met with (setsScope). */
export const setsApply = (f: ListingFilterValues) =>
  applied(f).every(({ filter }) => filter.sets ?? filter.outside ?? filter.leavesOut);

export type SetsScope = NonNullable<ReturnType<typeof setsScope>>;

/**
 * The statement answering `AllTerms` (with `any`) within `scope` (setsScope): per term the union of its words' sets
 * (met with the facets'), then every term's intersection (anywhere, and in the name for several terms) and their
 * union (any term), less the numbers taken out. No row when too many products fall outside the price bounds.
 */
export function wordSetsSql(plan: SearchPlan, param: Param, { met, out, few }: SetsScope) {
  const terms = termWords(plan);
  const pairs = terms.flatMap((t, n) => t.words.map((word) => ({ word, n })));
  const upTo = listedUpTo(terms);
  const every = (set: string) => `CASE WHEN count(*) = ${terms.length} THEN search_inter(${set}) ELSE '{}' END`;
  const listed = (set: string, most = upTo) => `CASE WHEN intarray.icount(${set}) <= ${most} THEN ${set} END`;
  const ifFew = (set: string) => (few ? `CASE WHEN ${few} THEN ${set} END` : set);
  // Under a facet the numbers are taken out of its set before meeting the words'; else out of the sets at the end.
  const start = met && (out ? `intarray.intset_subtract(${met}, ${out})` : met);
  const scoped = (set: string) => (start ? `intarray._int_inter(f.start, ${set})` : set);
  const less = (set: string) =>
    start || !out
      ? set
      : `CASE WHEN intarray.icount((SELECT out FROM f)) = 0 THEN ${set}
          ELSE intarray.intset_subtract(${set}, (SELECT out FROM f)) END`;
  // Words no product with every term has, which the walks leave out (postingTiers): of the walked term anywhere, of
  // every term in the name; only a term's words besides others can be, and only when the walks are read.
  const idle = (column: string, words: string[]) =>
    words.length === 0
      ? `'{}'::text[]`
      : `CASE WHEN intarray.icount(products) > ${FIRST_CANDIDATES} THEN ARRAY(SELECT s.word FROM search_word_sets s
          WHERE s.word = ANY(${param(words)}::text[]) AND NOT intarray._int_overlap(s.${column}, sets.products)) END`;
  const several = (list: Term[]) => list.filter((t) => t.words.length > 1).flatMap((t) => t.words);
  const named = terms.length > 1 ? `search_union(${scoped('s.named')})` : `'{}'::int[]`;
  return `WITH f AS MATERIALIZED (SELECT ${ifFew(start ?? out ?? "'{}'::int[]")} AS ${start ? 'start' : 'out'}),
    per_term AS (
      SELECT t.n, search_union(${scoped('s.products')}) AS products, ${named} AS named
      FROM f, unnest(${param(pairs.map((p) => p.word))}::text[], ${param(pairs.map((p) => p.n))}::int[]) AS t(word, n)
      JOIN search_word_sets s ON s.word = t.word
      GROUP BY t.n),
    sets AS MATERIALIZED (
      SELECT ${less(every('products'))} AS products, ${less(every('named'))} AS named,
        ${less('search_union(products)')} AS any_term FROM per_term)
    SELECT intarray.icount(products) AS size, ${listed('products')} AS nums,
      intarray.icount(named) AS named_size, ${listed('named')} AS named_nums,
      intarray.icount(any_term) AS any_size, ${listed('any_term', RELEVANCE_CANDIDATES)} AS any_nums,
      ${idle('products', several([walkedTerm(terms)]))} AS idle,
      ${idle('named', several(terms))} AS idle_named
    FROM f, sets WHERE f.${start ? 'start' : 'out'} IS NOT NULL`;
}
