import type { ProductListQuery } from '../../api-schema/productQuery';
import { SHOWN } from './productSql';

/** What a listing is filtered by (a search's words aside: productSearch.ts). */
export interface ListingFilterValues {
  categoryId?: string;
  exclude?: string;
  inStock?: ProductListQuery['inStock'];
  minPrice?: number;
  maxPrice?: number;
  /** Categories a search's words asked for (searchIntent.ts); a chosen category wins over them. */
  categoryIds?: string[];
  /** Facets: comma-separated colour names and material families, a least discount in per cent. */
  color?: string;
  material?: string;
  discount?: number;
}

/** A facet's comma-separated values (blank ones dropped); undefined when none is left. */
export const facetValues = (list: string | undefined) => {
  const values = [
    ...new Set(
      (list ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  return values.length > 0 ? values : undefined;
};

export type Param = (value: unknown) => string;
/** The filter's value as a statement parameter, added when a condition uses it. */
type Value = () => string;

/**
 * The facets, apart so their counts can leave each one's own filter out (facets.ts). No count table carries them;
 * a search's walk of `search_postings` (`sp`) tests them per posting by the product's id (an index probe each).
 * Colour and material keep their products' numbers (`sets`, migration 380), so a search's total with them is an
 * intersection of sets rather than a count of rows.
 */
export const FACET_FILTERS = [
  {
    facet: 'color',
    value: (f: ListingFilterValues) => facetValues(f.color),
    products: (v: Value) => colourOf('p.id', v),
    postings: (v: Value) =>
      probe('product_colors pc', `pc.product_id = sp.product_id AND pc.name = ANY(${v()}::text[])`),
    sets: (v: Value) => facetSet('color', v),
  },
  {
    facet: 'material',
    value: (f: ListingFilterValues) => facetValues(f.material),
    products: (v: Value) => `p.material = ANY(${v()}::text[])`,
    postings: (v: Value) => productHas(`fp.material = ANY(${v()}::text[])`),
    sets: (v: Value) => facetSet('material', v),
  },
  {
    facet: 'discount',
    value: (f: ListingFilterValues) => f.discount,
    products: (v: Value) => `p.discount >= ${v()}`,
    postings: (v: Value) => productHas(`fp.discount >= ${v()}`),
  },
] as const;

function colourOf(productId: string, v: Value) {
  return `EXISTS (SELECT 1 FROM product_colors pc WHERE pc.product_id = ${productId} AND pc.name = ANY(${v()}::text[]))`;
}
/** The sorted numbers of the products with any of the facet's values. */
const facetSet = (facet: 'color' | 'material', v: Value) =>
  `(SELECT search_union(products) FROM search_facet_sets WHERE facet = '${facet}' AND value = ANY(${v()}::text[]))`;
const productHas = (condition: string) => probe('products fp', `fp.id = sp.product_id AND ${condition}`);
/**
 * A walk's test of a posting's product, a scalar subquery: one probe per posting reached. As EXISTS in a walk's WHERE
 * the planner may make it a semi join and hash every product of the facet first ("Black": 37,000 rows at 200,000).
 */
const probe = (table: string, condition: string) => `(SELECT true FROM ${table} WHERE ${condition} LIMIT 1)`;

/**
 * The one place a filter is added. Each says when it applies, its condition on products `p` and, when
 * the `listing_counts` table (migration 140) carries its column, the same condition there, so a total is
 * a sum of counts; `leavesOut` instead names the few products it removes, counted and subtracted. A
 * filter with neither makes the total a count of the rows themselves. A search's ranking walks `search_postings`
 * (migration 250), whose columns are named like the counts' (`postings` when it differs: every filter has one of the two).
 */
const FILTERS: {
  value: (f: ListingFilterValues) => unknown;
  products: (v: Value) => string;
  counts?: (v: Value) => string;
  leavesOut?: (v: Value) => string;
  postings?: (v: Value) => string;
  sets?: (v: Value) => string;
  /** What a price bound leaves out, on products or the count tables (unqualified; few for a wide range). */
  outside?: (v: Value) => string;
}[] = [
  { value: (f) => f.categoryId, products: (v) => `p.category_id = ${v()}`, counts: (v) => `category_id = ${v()}` },
  {
    value: (f) => f.exclude,
    products: (v) => `p.id <> ${v()}`,
    leavesOut: (v) => `p.id = ${v()}`,
    postings: (v) => `product_id <> ${v()}`,
  },
  { value: (f) => (f.inStock === 'true' ? true : undefined), products: () => 'p.in_stock', counts: () => 'in_stock' },
  {
    value: (f) => f.minPrice,
    products: (v) => `p.new_price >= ${v()}`,
    counts: (v) => `new_price >= ${v()}`,
    outside: (v) => `new_price < ${v()}`,
  },
  {
    value: (f) => f.maxPrice,
    products: (v) => `p.new_price <= ${v()}`,
    counts: (v) => `new_price <= ${v()}`,
    outside: (v) => `new_price > ${v()}`,
  },
  {
    value: (f) => (f.categoryId ? undefined : f.categoryIds),
    products: (v) => `p.category_id = ANY(${v()}::text[])`,
    counts: (v) => `category_id = ANY(${v()}::text[])`,
  },
  ...FACET_FILTERS,
];

/** The conditions of `f` on products `p`, the shown-only one first (the listing indexes are partial on it). */
export function filterConditions(f: ListingFilterValues, param: Param): string[] {
  return [SHOWN, ...applied(f).map(({ filter, value }) => filter.products(() => param(value)))];
}

/** Whether the count tables and the facet sets together carry every filter of `f`: who has a search's words is exact. */
export const setsCarry = (f: ListingFilterValues) =>
  applied(f).every(({ filter }) => filter.counts ?? filter.leavesOut ?? filter.sets);

/** Whether `f` filters by a facet that keeps a set (colour, material). */
export const filtersBySets = (f: ListingFilterValues) => applied(f).some(({ filter }) => filter.sets);

/** The sorted product numbers of each facet of `f` that keeps a set (colour, material). */
export function facetSets(f: ListingFilterValues, param: Param): string[] {
  return applied(f).flatMap(({ filter, value }) => (filter.sets ? [filter.sets(() => param(value))] : []));
}

/** The conditions of `f` on `search_postings` `sp` (its own columns unqualified; a facet looks the product up). */
export function postingConditions(f: ListingFilterValues, param: Param): string[] {
  return applied(f).map(({ filter, value }) => (filter.postings ?? filter.counts)!(() => param(value)));
}

/** The conditions of `f` that the count tables' keys carry (category, in stock, price), columns unqualified. */
export function keyConditions(f: ListingFilterValues, param: Param): string[] {
  return applied(f).flatMap(({ filter, value }) => (filter.counts ? [filter.counts(() => param(value))] : []));
}

/** The conditions on products `p` naming the few products a filter of `f` leaves out that the count tables' keys keep. */
export function leftOutConditions(f: ListingFilterValues, param: Param): string[] {
  return applied(f).flatMap(({ filter, value }) => (filter.leavesOut ? [filter.leavesOut(() => param(value))] : []));
}

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
    if (filters.every(({ filter }) => filter.sets ?? filter.outside)) return facetsOnlyTotalSql(filters, param, params);
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

/** The sorted numbers of the products passing every set-keeping facet of `filters` (colour, material). */
export const setsMet = (filters: ReturnType<typeof applied>, param: Param) =>
  filters
    .filter(({ filter }) => filter.sets)
    .map(({ filter, value }) => `coalesce(${filter.sets!(() => param(value))}, '{}')`)
    .reduce((set, next) => `intarray._int_inter(${set}, ${next})`);

/** The sorted numbers of the products `p` meeting `where`. */
export const numbersWhere = (where: string) =>
  `intarray.sort(ARRAY(SELECT n.num FROM products p JOIN search_product_numbers n ON n.product_id = p.id WHERE ${where}))`;

/** Above this many shown products outside a price range, a facet listing's total counts its rows instead. */
export const FEW_OUTSIDE = 5_000;

/**
 * Only colours or materials ("black", "black leather"), perhaps within a price range: the size of their sets'
 * intersection less the hidden products in it (the sets keep hidden ones; a partial index lists those few, migration
 * 406) and less the shown ones outside the range, when the count tables say those are few; else a count of the rows.
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

/** The filters of `f` that apply, each with its value. */
export function applied(f: ListingFilterValues) {
  return FILTERS.flatMap((filter) => {
    const value = filter.value(f);
    return value === undefined ? [] : [{ filter, value }];
  });
}

/** The one place a sort is added: its column (ties are broken by id ascending in either direction). */
export const SORT_COLUMNS = {
  createdAt: 'p.created_at',
  newPrice: 'p.new_price',
  productName: 'p.product_name',
} as const;
