import { applied, leftOutConditions, type ListingFilterValues, type Param } from './listingFilters';
import { SHOWN } from './productSql';

/**
 * A listing's exact total without reading its rows, from the tables triggers keep: `listing_counts` (migration 140),
 * `search_word_counts` (141, 251) and the facets' sets (`search_facet_sets`, 380).
 */

/**
 * One statement giving the exact number of shown products passing `f` (and having one of `words`,
 * catalogue words of `search_tokens`, when given), without reading them when it can: a sum over
 * `listing_counts` or, with words, `search_word_counts` (migrations 140, 141; several words: the union of
 * their products per key, 251). Undefined when a filter needs the rows.
 */
export function countedTotalSql(
  f: ListingFilterValues,
  words?: string[],
): { sql: string; params: unknown[] } | undefined {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const filters = applied(f);
  if (words === undefined && filters.some(({ filter }) => filter.sets))
    if (filters.every(({ filter }) => filter.sets ?? filter.metWithFacets ?? filter.outside))
      return facetsOnlyTotalSql(filters, param, params);
  // A search's words have product sets to intersect with a facet's; a listing without words has none.
  const intersected = words === undefined ? [] : filters.filter(({ filter }) => !filter.counts && filter.sets);
  if (filters.some(({ filter }) => !filter.counts && !filter.leavesOut && !(words && filter.sets))) return undefined;
  const counted = filters.filter(({ filter }) => filter.counts);
  const counts = [
    ...(words === undefined ? [] : [`word = ANY(${param(words)}::text[])`]),
    ...counted.map(({ filter, value }) => filter.counts!(() => param(value))),
  ];
  const where = counts.length ? ` WHERE ${counts.join(' AND ')}` : '';
  const wordProducts = `intarray.uniq(intarray.sort(ARRAY(SELECT unnest(products) FROM search_word_counts${where})))`;
  const sum =
    words === undefined
      ? `SELECT coalesce(sum(n), 0)::int FROM listing_counts${where}`
      : intersected.length > 0
        ? `SELECT intarray.icount(${intersected.reduce(
            (set, { filter, value }) => `intarray._int_inter(${set}, ${filter.sets!(() => param(value))})`,
            wordProducts,
          )})`
        : words.length === 1
          ? `SELECT coalesce(sum(n), 0)::int FROM search_word_counts${where}`
          : `SELECT coalesce(sum(intarray.icount(products)), 0)::int FROM (SELECT search_union(products) AS products
            FROM search_word_counts${where} GROUP BY category_id, in_stock, new_price) AS per_key`;
  const leftOut = leftOutConditions(f, param);
  if (leftOut.length === 0) return { sql: `SELECT (${sum}) AS n`, params };
  // The products a filter leaves out that the counts include: shown, with a word, passing every counted filter.
  const tsquery = words?.map((w) => `'${w}'`).join(' | ');
  const kept = [
    SHOWN,
    ...(tsquery === undefined ? [] : [`p.search_tokens @@ ${param(tsquery)}::tsquery`]),
    ...[...counted, ...intersected].map(({ filter, value }) => filter.products(() => param(value))),
  ];
  return {
    sql: `SELECT (${sum}) - (SELECT count(*)::int FROM products p WHERE ${kept.join(' AND ')} AND (${leftOut.join(' OR ')})) AS n`,
    params,
  };
}

/** The sorted numbers of the products passing every set-keeping filter of `filters` (colour, material, category). */
export const setsMet = (filters: ReturnType<typeof applied>, param: Param) =>
  filters
    .flatMap(({ filter, value }) => {
      const set = filter.sets ?? filter.metWithFacets;
      return set ? [`coalesce(${set(() => param(value))}, '{}')`] : [];
    })
    .reduce((set, next) => `intarray._int_inter(${set}, ${next})`);

/** The sorted numbers of the products `p` meeting `where`. */
export const numbersWhere = (where: string) =>
  `intarray.sort(ARRAY(SELECT n.num FROM products p JOIN search_product_numbers n ON n.product_id = p.id WHERE ${where}))`;

/** Above this many shown products outside a price range, a facet listing's total counts its rows instead. */
export const FEW_OUTSIDE = 5_000;

/**
 * Only colours or materials ("black", "black leather"), perhaps in categories ("olive work") or within a price range:
 * the size of their sets' intersection less the hidden products in it (the sets keep hidden ones; a partial index
 * lists those few, migration 406) and less the shown ones outside the range, when the count tables say those are
 * few; else a count of the rows.
 */
function facetsOnlyTotalSql(filters: ReturnType<typeof applied>, param: Param, params: unknown[]) {
  const value = (v: unknown) => () => param(v);
  const bounds = filters.filter(({ filter }) => filter.outside);
  const products = setsMet(filters, param);
  const less = (where: string) => ` - intarray.icount(intarray._int_inter(products, ${numbersWhere(where)}))`;
  const setTotal = `intarray.icount(products)${less(`NOT ${SHOWN}`)}`;
  if (bounds.length === 0)
    return { sql: `WITH s AS MATERIALIZED (SELECT ${products} AS products) SELECT ${setTotal} AS n FROM s`, params };
  const outside = bounds.map(({ filter, value: v }) => filter.outside!(value(v))).join(' OR ');
  const rows = filters.map(({ filter, value: v }) => filter.products(value(v)));
  return {
    sql: `WITH s AS MATERIALIZED (SELECT ${products} AS products)
      SELECT CASE WHEN (SELECT coalesce(sum(n), 0) FROM listing_counts WHERE ${outside}) <= ${FEW_OUTSIDE}
        THEN ${setTotal}${less(`${SHOWN} AND (${outside})`)}
        ELSE (SELECT count(*)::int FROM products p WHERE ${[SHOWN, ...rows].join(' AND ')}) END AS n FROM s`,
    params,
  };
}
