import type { SearchUnderstood } from '../../api-schema/responses';
import type { Pool } from '../db/pool';
import { didYouMean } from './didYouMean';
import { planSearch } from './productSearch';
import type { SearchIntent } from './searchIntent';

/**
 * What the listing tells the shopper it read in the search (searchIntent.ts): the price and categories
 * it applied (not those the URL set itself), its notice, and a spelling it corrected ("hanbag" →
 * "handbag"). Undefined when it read nothing but words.
 */
export async function understoodSearch(
  pool: Pool,
  intent: SearchIntent,
  applied: { minPrice: boolean; maxPrice: boolean; categories: boolean },
): Promise<SearchUnderstood | undefined> {
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
  const corrected = intent.words ? await correction(pool, intent.words) : undefined;
  if (corrected) understood.didYouMean = corrected;
  return Object.keys(understood).length > 1 ? understood : undefined;
}

/** "Did you mean": only when a word is not the catalogue's, and not for a plural of one ("bags" → "bag"). */
async function correction(pool: Pool, words: string): Promise<string | undefined> {
  const plan = await planSearch(pool, words);
  if (plan.terms.every((t) => t.grades[0].includes(t.word))) return undefined;
  const suggestion = await didYouMean(pool, words);
  if (!suggestion) return undefined;
  const typed = plan.terms.map((t) => t.word);
  const fixed = suggestion.split(' ');
  const onlyPlurals = typed.every((word, i) => word === fixed[i] || [`${fixed[i]}s`, `${fixed[i]}es`].includes(word));
  return onlyPlurals ? undefined : suggestion;
}
