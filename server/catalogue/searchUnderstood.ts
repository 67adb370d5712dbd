import type { SearchUnderstood } from '../../api-schema/responses';
import type { Pool } from '../db/pool';
import { didYouMean } from './didYouMean';
import { filterConditions } from './listingFilters';
import { listingTotal, type ListOptions } from './products';
import { planSearch, searchSql } from './productSearch';
import type { SearchIntent } from './searchIntent';
import { listedWord } from './words/listedWords';

type Applied = { minPrice: boolean; maxPrice: boolean; categories: boolean; colours: boolean; materials: boolean };

/**
 * What the listing tells the shopper it read in the search (searchIntent.ts): the price, categories, colours
 * and materials it applied (not those the URL set itself), its notice, and a spelling it corrected ("hanbag" →
 * "handbag") when that finds clearly more. Undefined when it read nothing but words. `total`: what the listing found.
 */
export async function understoodSearch(
  pool: Pool,
  o: ListOptions & { intent: SearchIntent },
  applied: Applied,
  total: number,
): Promise<SearchUnderstood | undefined> {
  const { intent } = o;
  const understood: SearchUnderstood = { words: intent.words };
  if (applied.minPrice) understood.minPrice = intent.minPrice;
  if (applied.maxPrice) understood.maxPrice = intent.maxPrice;
  if (applied.categories && intent.categoryIds) {
    const { rows } = await pool.query<{ name: string }>(
      `SELECT category_name AS name FROM categories WHERE active AND id = ANY($1::text[]) ORDER BY array_position($1::text[], id)`,
      [intent.categoryIds],
    );
    if (rows.length > 0) understood.categories = rows.map((r) => r.name);
    if (intent.notice) understood.notice = intent.notice;
  }
  if (applied.colours) understood.colours = intent.colours;
  if (applied.materials) understood.materials = intent.materials;
  const corrected = intent.words ? await correction(pool, o, intent.words, total) : undefined;
  if (corrected) understood.didYouMean = corrected;
  return Object.keys(understood).length > 1 ? understood : undefined;
}

/**
 * "Did you mean": only for a word neither the catalogue nor the word lists know, not for a plural of one
 * ("bags" → "bag"), and only when the corrected search finds more than twice as many with the same filters.
 */
async function correction(pool: Pool, o: ListOptions, words: string, total: number): Promise<string | undefined> {
  const plan = await planSearch(pool, words);
  if (plan.terms.every((t) => t.grades[0].includes(t.word) || listedWord(t.word))) return undefined;
  const suggestion = await didYouMean(pool, words);
  if (!suggestion) return undefined;
  const typed = plan.terms.map((t) => t.word);
  const fixed = suggestion.split(' ');
  const onlyPlurals = typed.every((word, i) => word === fixed[i] || [`${fixed[i]}s`, `${fixed[i]}es`].includes(word));
  if (onlyPlurals) return undefined;
  return (await searchTotal(pool, o, suggestion)) > 2 * total ? suggestion : undefined;
}

/** How many products a search finds with a listing's filters, found as the listing finds its own total. */
async function searchTotal(pool: Pool, o: ListOptions, search: string): Promise<number> {
  const plan = await planSearch(pool, search);
  return listingTotal(pool, o, plan, async () => {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = [...filterConditions(o, param), searchSql(plan, param).condition];
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE ${where.join(' AND ')}`,
      params,
    );
    return rows[0]!.n;
  });
}
