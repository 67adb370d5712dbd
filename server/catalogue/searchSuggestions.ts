import { PLACEHOLDER_IMAGE } from '../../api-schema/constants';
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type SearchSuggestions,
  type SuggestedCategory,
  type SuggestedProduct,
} from '../../api-schema/searchSuggestions';
import type { Pool } from '../db/pool';
import { catalogueColours } from './catalogueColours';
import { didYouMean } from './didYouMean';
import { filterConditions, type ListingFilterValues } from './listingFilters';
import { planSearch, relevanceIds, searchSql } from './productSearch';
import { readIntent } from './searchIntent';
import { inEnglish } from './words/inEnglish';

/**
 * The header's suggestions: the best matches by the listing's own ranking, and the categories around them. Read
 * like the listing's search (Hindi put in English; a colour, material, price or kind as its filter) when words are
 * left to rank by; else the words in English alone.
 */
export async function searchSuggestions(pool: Pool, q: string): Promise<SearchSuggestions> {
  const english = inEnglish(q).replace(/\s+/g, ' ');
  const intent = readIntent(english, await catalogueColours(pool));
  const search = intent.words || english;
  const filters: ListingFilterValues = intent.words
    ? { ...intent, color: intent.colours?.join(','), material: intent.materials?.join(',') }
    : {};
  const plan = await planSearch(pool, search);
  const products = await bestMatches(pool, plan, filters);
  if (products.length === 0) {
    const correction = await didYouMean(pool, search);
    const categories = await popularCategories(pool);
    return correction ? { categories, products, didYouMean: correction } : { categories, products };
  }
  const words = plan.terms.flatMap((t) => [t.word, ...t.grades[0], ...t.grades[1]]);
  const named = await categoriesNamed(pool, words);
  const around = products.map((p) => ({
    _id: p.categoryId,
    categoryName: p.categoryName,
    categoryNameHi: p.categoryNameHi,
  }));
  const categories = [...new Map([...named, ...around].map((c) => [c._id, c])).values()];
  return {
    categories: categories.slice(0, SUGGESTED_CATEGORIES),
    products: products.map(({ categoryId: _, ...p }) => p),
  };
}

async function bestMatches(pool: Pool, plan: Awaited<ReturnType<typeof planSearch>>, filters: ListingFilterValues) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const sql = searchSql(plan, param);
  const page = relevanceIds(plan, sql, filterConditions(filters, param), param);
  const { rows } = await pool.query<SuggestedProduct & { categoryId: string }>(
    `SELECT p.id AS "_id", p.product_name AS "productName", p.new_price AS "newPrice",
       c.id AS "categoryId", c.category_name AS "categoryName", c.category_name_hi AS "categoryNameHi",
       COALESCE((SELECT coalesce((pc.photos->0->>'src') || '-320.webp', pc.images[1]) FROM product_colors pc WHERE pc.product_id = p.id ORDER BY pc.position LIMIT 1),
         ${param(PLACEHOLDER_IMAGE)}) AS image
     FROM (${page.ids} LIMIT ${SUGGESTED_PRODUCTS}) AS page
     JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id AND c.active
     ORDER BY ${page.orderBy}`,
    params,
  );
  return rows;
}

/** Categories with a word of their name starting with one of the words (letters and digits only). */
async function categoriesNamed(pool: Pool, words: string[]): Promise<SuggestedCategory[]> {
  if (words.length === 0) return [];
  const { rows } = await pool.query<SuggestedCategory>(
    `SELECT id AS "_id", category_name AS "categoryName", category_name_hi AS "categoryNameHi" FROM categories
     WHERE active AND lower(category_name) ~ ('\\m(' || array_to_string($1::text[], '|') || ')')
     ORDER BY position LIMIT ${SUGGESTED_CATEGORIES}`,
    [words],
  );
  return rows;
}

// What sold in the last 90 days moves slowly, and summing it reads every order line of those days; so
// each process works it out at most once a minute per database (a suggestion that finds nothing asks for it).
const POPULAR_TTL_MS = 60_000;
const popular = new WeakMap<Pool, { categories: Promise<SuggestedCategory[]>; at: number }>();

/** Most units ordered in the last 90 days, then the shop's own order (home shows the first ones). */
function popularCategories(pool: Pool): Promise<SuggestedCategory[]> {
  const kept = popular.get(pool);
  if (kept && Date.now() - kept.at < POPULAR_TTL_MS) return kept.categories;
  const categories = loadPopularCategories(pool);
  popular.set(pool, { categories, at: Date.now() });
  categories.catch(() => popular.delete(pool));
  return categories;
}

async function loadPopularCategories(pool: Pool): Promise<SuggestedCategory[]> {
  // One pass over the order lines, grouped by category (a lateral sum per category read them all 60 times).
  const { rows } = await pool.query<SuggestedCategory>(
    `SELECT c.id AS "_id", c.category_name AS "categoryName", c.category_name_hi AS "categoryNameHi" FROM categories c
     LEFT JOIN (
       SELECT p.category_id, sum(ol.quantity) AS units FROM order_lines ol
       JOIN orders o ON o.id = ol.order_id AND o.created_at > now() - interval '90 days'
       JOIN products p ON p.id = ol.product_id
       GROUP BY p.category_id
     ) sold ON sold.category_id = c.id
     WHERE c.active ORDER BY COALESCE(sold.units, 0) DESC, c.position LIMIT 4`,
  );
  return rows;
}
