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
 * a search's walk of `search_postings` (`sp`) tests colour and material on the posting itself (migration 420), the
 * discount per posting by the product's id (an index probe each).
 * Colour and material keep their products' numbers (`sets`, migration 380), so a search's total with them is an
 * intersection of sets rather than a count of rows.
 */
export const FACET_FILTERS = [
  {
    facet: 'color',
    value: (f: ListingFilterValues) => facetValues(f.color),
    products: (v: Value) => colourOf('p.id', v),
    postings: (v: Value) => `colours && ${v()}::text[]`,
    sets: (v: Value) => facetSet('color', v),
  },
  {
    facet: 'material',
    value: (f: ListingFilterValues) => facetValues(f.material),
    products: (v: Value) => `p.material = ANY(${v()}::text[])`,
    postings: (v: Value) => `material = ANY(${v()}::text[])`,
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
const facetSet = (facet: 'color' | 'material' | 'category', v: Value) =>
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
  /**
   * The filter's products as a sorted set too (categories, migration 430), met with the facets' in a listing's total
   * ("olive work": no words). A search's who matches reads the count tables' keys for it instead: a narrow category's
   * keys cost less than a common word's whole set.
   */
  metWithFacets?: (v: Value) => string;
  /** What a price bound leaves out, on products or the count tables (unqualified; few for a wide range). */
  outside?: (v: Value) => string;
}[] = [
  {
    value: (f) => f.categoryId,
    products: (v) => `p.category_id = ${v()}`,
    counts: (v) => `category_id = ${v()}`,
    metWithFacets: (v) => `(SELECT products FROM search_facet_sets WHERE facet = 'category' AND value = ${v()})`,
  },
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
    metWithFacets: (v) => facetSet('category', v),
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
