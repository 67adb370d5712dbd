import { MAX_LISTING_DEPTH } from '../../api-schema/constants';
import type { Product } from '../../api-schema/entities';
import type { ProductListQuery } from '../../api-schema/productQuery';
import type { Pool } from '../db/pool';
import {
  filterConditions,
  keyConditions,
  leftOutConditions,
  facetSets,
  filtersBySets,
  setsCarry,
  postingConditions,
  SORT_COLUMNS,
} from './listingFilters';
import { countedTotalSql } from './listingTotals';
import type { ListingMemo } from './listingMemo';
import { PRODUCT_JSON, SHOWN } from './productSql';
import {
  FIRST_CANDIDATES,
  planSearch,
  relevanceIds,
  RELEVANCE_CANDIDATES,
  searchSql,
  type SearchPlan,
} from './productSearch';
import { postingTiers, searchWords, termWords, type AllTerms } from './searchPostings';
import { allTermsSql } from './searchWhoMatches';
import { setsApply, setsScope, wordSetsSql } from './searchWordSets';

export interface ListOptions extends ProductListQuery {
  categoryId?: string;
  /** Rank by relevance: a search without an explicit sort. */
  relevance: boolean;
  /** Categories the search's words asked for (searchIntent.ts). */
  categoryIds?: string[];
  /** A search its intent read whole (no words left): in stock first, then the sort (listingOptions.ts). */
  inStockFirst?: boolean;
}

/**
 * One page of a listing, all in PostgreSQL (docs/decisions/010-catalogue-read-path.md). Its cost does
 * not grow with the catalogue: the ids of the page come from an index that serves the filter × sort
 * (the filters ride in the index too), JSON is built for those rows only, a page deeper than
 * MAX_LISTING_DEPTH results is not served, and the total is exact: summed from the counts triggers keep
 * (a listing, a search: docs/decisions/020-search-at-scale.md) or, with a facet filter, counted once per filter
 * set and cache generation (`ListingMemo`). A relevance ranking walks `search_postings` (searchPostings.ts).
 */
export async function listProducts(pool: Pool, memo: ListingMemo, q: ListOptions) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = filterConditions(q, param);
  const filters = [...where];
  const filterParams = params.length;
  const plan = q.search ? await planSearch(pool, q.search) : undefined;
  const search = plan && searchSql(plan, param);
  if (search) where.push(search.condition);
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const words = plan ? searchWords(plan) : [];
  let all: Promise<AllTerms | undefined> | undefined;
  const whoMatches = () => (all ??= allTerms(pool, plan!, q));
  const counted = () =>
    listingTotal(pool, q, plan, () =>
      memo.count(pool, `SELECT count(*)::int AS n FROM products p ${whereSql}`, [...params]),
    );
  // Who has any term is every match when who matches knows it (anyTermKnown): a ranking's sets give the total too.
  const total =
    q.relevance && plan && words.length > 0 && anyTermKnown(q, plan)
      ? whoMatches().then((every) => every?.any?.size ?? counted())
      : counted();
  // Prevents an unhandled rejection should the page query fail first; the await below still throws.
  total.catch(() => {});

  const depth = q.relevance ? RELEVANCE_CANDIDATES : MAX_LISTING_DEPTH;
  const offset = (q.page - 1) * q.limit;
  const size = Math.min(q.limit, depth - offset);
  let products: Product[] = [];
  if (size > 0 && q.relevance && plan && search) {
    const key = JSON.stringify([q.search, filters, params.slice(0, filterParams)]);
    // Ranked from tiers of `tierSize` once per filter set and cache generation, in a statement with its own parameters.
    const rankedBy = (tierSize: number) =>
      memo.ranked(`${tierSize} ${key}`, async () => {
        // No catalogue word: nothing matches (the total is 0 too).
        if (words.length === 0) return [];
        const every = await whoMatches();
        const { made, params } = statement((param) => {
          const tiers = postingTiers(plan, () => postingConditions(q, param), param, {
            all: every,
            allExact: setsCarry(q),
            tierSize,
          });
          const ranked = relevanceIds(plan, searchSql(plan, param), filterConditions(q, param), param, tiers);
          return `${ranked.idsOnly} LIMIT ${param(tierSize)}`;
        });
        const { rows } = await pool.query<{ id: string }>(made!, params);
        return rows.map((r) => r.id);
      });
    const first = await rankedBy(FIRST_CANDIDATES);
    // Fewer than FIRST_CANDIDATES ranked: those are all the search has.
    const fromFirst = offset + size <= first.length || first.length < FIRST_CANDIDATES;
    const ranked = fromFirst ? first : pastFirst(first, await rankedBy(RELEVANCE_CANDIDATES));
    products = await productsById(pool, ranked.slice(offset, offset + size));
  } else if (size > 0) {
    const page = sortedPage(q, whereSql, param, offset + size);
    const sql = `WITH page AS (${page.ids} LIMIT ${param(size)} OFFSET ${param(offset)})
      SELECT ${PRODUCT_JSON} AS product FROM page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id
      ORDER BY ${page.orderBy}`;
    products = (await pool.query<{ product: Product }>(sql, params)).rows.map((r) => r.product);
  }
  const count = await total;
  return {
    products,
    pagination: { current: q.page, pages: Math.ceil(Math.min(count, depth) / q.limit), total: count },
  };
}

/** The first pages' ranking, then the deeper ranking's products it did not have (ADR 024). */
function pastFirst(first: string[], deeper: string[]): string[] {
  const shown = new Set(first);
  return [...first, ...deeper.filter((id) => !shown.has(id))].slice(0, RELEVANCE_CANDIDATES);
}

/**
 * Whether who matches also answers who has any term (`AllTerms.any`): under a colour or material with sets, and
 * for several terms when whole word sets carry the filters (unless too many products fall outside the prices).
 */
const anyTermKnown = (q: ListOptions, plan: SearchPlan) =>
  filtersBySets(q) ? setsCarry(q) : setsApply(q) && termWords(plan).length > 1;

/** Who has every term of a search of several, anywhere and in the name (searchPostings.ts). */
async function allTerms(pool: Pool, plan: SearchPlan, q: ListOptions): Promise<AllTerms | undefined> {
  // From whole word sets when the filters allow (no row: too many outside the prices); one term needs them only
  // under a facet.
  const fromSets = statement((param) => {
    const scope = setsScope(q, param);
    return scope && (scope.met || termWords(plan).length > 1) ? wordSetsSql(plan, param, scope) : undefined;
  });
  const [setsRow] = fromSets.made ? (await pool.query<Row>(fromSets.made, fromSets.params)).rows : [];
  if (setsRow) return allTermsOf(setsRow);
  const { made, params } = statement((param) =>
    allTermsSql(plan, keyConditions(q, param), param, leftOutConditions(q, param), facetSets(q, param)),
  );
  if (!made) return undefined;
  return allTermsOf((await pool.query<Row>(made, params)).rows[0]!);
}

type Row = {
  size: number;
  nums: number[] | null;
  named_size: number;
  named_nums: number[] | null;
  any_size: number | null;
  any_nums: number[] | null;
  idle?: string[] | null;
  idle_named?: string[] | null;
};

function allTermsOf(row: Row): AllTerms {
  const set = (size: number, nums: number[] | null) => (nums ? { size, nums } : { size });
  const any = row.any_size === null ? {} : { any: set(row.any_size, row.any_nums) };
  const idle = { anywhere: row.idle ?? [], named: row.idle_named ?? [] };
  return { ...set(row.size, row.nums), named: set(row.named_size, row.named_nums), ...any, idle };
}

/** What `make` builds with a parameter list of its own (undefined `made`: it could not). */
function statement<T>(make: (param: (value: unknown) => string) => T | undefined) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  return { made: make(param), params, param };
}

/**
 * A listing's exact total: summed from the counts the database keeps (`countedTotalSql`) when they carry its
 * filters, else `countRows` (no catalogue word: the search's condition is false, so that count is 0).
 */
export async function listingTotal(
  pool: Pool,
  q: ListOptions,
  plan: SearchPlan | undefined,
  countRows: () => Promise<number>,
): Promise<number> {
  const words = plan ? searchWords(plan) : [];
  const counted = !plan ? countedTotalSql(q) : words.length > 0 ? countedTotalSql(q, words) : undefined;
  if (!counted) return countRows();
  return (await pool.query<{ n: number }>(counted.sql, counted.params)).rows[0]!.n;
}

/** Products in the order of `ids` (one still shown: a ranking may be up to a second older than a hide). */
export async function productsById(pool: Pool, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { rows } = await pool.query<{ product: Product }>(
    `SELECT ${PRODUCT_JSON} AS product FROM unnest($1::text[]) WITH ORDINALITY AS page(id, n)
     JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id WHERE ${SHOWN} ORDER BY page.n`,
    [ids],
  );
  return rows.map((r) => r.product);
}

/**
 * The page's ids in the listing's order (`reach`: how deep the page goes). In stock first and newest first within
 * categories (a search read as kinds of bag and a colour or material) reads each category's own order
 * (products_category_stock_first_idx) down to the page and merges them: the order across the whole catalogue would
 * be read until enough of those categories passed the facet (migration 440).
 */
function sortedPage(q: ListOptions, whereSql: string, param: (value: unknown) => string, reach: number) {
  const direction = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const stock = (a: string) => (q.inStockFirst ? `${a}.in_stock DESC, ` : '');
  const order = (a: string, sortKey: string) => `${stock(a)}${sortKey} ${direction}, ${a}.id`;
  const select = `SELECT p.id, p.in_stock, ${SORT_COLUMNS[q.sortBy]} AS sort_key FROM products p ${whereSql}`;
  const categories = q.categoryId ? [q.categoryId] : q.categoryIds;
  const perCategory = q.inStockFirst && q.sortBy === 'createdAt' && direction === 'DESC' && categories?.length;
  return {
    ids: perCategory
      ? `SELECT x.* FROM (SELECT DISTINCT id FROM unnest(${param(categories)}::text[]) AS c(id)) AS cat CROSS JOIN LATERAL (${select}
          AND p.category_id = cat.id ORDER BY ${order('p', SORT_COLUMNS[q.sortBy])} LIMIT ${param(reach)}) x
        ORDER BY ${order('x', 'x.sort_key')}`
      : `${select} ORDER BY ${order('p', SORT_COLUMNS[q.sortBy])}`,
    orderBy: order('page', 'page.sort_key'),
  };
}

export async function findProduct(pool: Pool, id: string): Promise<Product | undefined> {
  const { rows } = await pool.query<{ product: Product }>(
    `SELECT ${PRODUCT_JSON} AS product FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1 AND ${SHOWN}`,
    [id],
  );
  return rows[0]?.product;
}
