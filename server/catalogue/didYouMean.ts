import type { Pool } from '../db/pool';
import { searchTerms } from './searchTerms';
import { listedWord } from './words/listedWords';

/**
 * "Did you mean …": each term neither the catalogue nor the shop's word lists know (a colour, a material, a
 * Hindi word is never corrected) replaced by the catalogue word fewest edits away (up to three), spelt most
 * alike on a tie, then the commoner; undefined when no term has such a word.
 */
export async function didYouMean(pool: Pool, search: string): Promise<string | undefined> {
  const words = searchTerms(search).map((t) => t.word);
  if (words.every(listedWord)) return undefined;
  const { rows } = await pool.query<{ word: string; suggestion: string | null }>(
    `SELECT i.word, (
       SELECT sw.word FROM search_words sw
       WHERE length(i.word) >= 3 AND length(sw.word) >= 3 AND abs(length(sw.word) - length(i.word)) <= 3
         AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = i.word) AND NOT i.word = ANY($2::text[])
         AND levenshtein_less_equal(sw.word, i.word, 3) <= LEAST(3, length(i.word) / 2)
       ORDER BY levenshtein_less_equal(sw.word, i.word, 3), similarity(sw.word, i.word) DESC, sw.docs DESC, sw.word
       LIMIT 1
     ) AS suggestion
     FROM unnest($1::text[]) WITH ORDINALITY AS i(word, n) ORDER BY i.n`,
    [words, words.filter(listedWord)],
  );
  if (rows.every((r) => !r.suggestion)) return undefined;
  return rows.map((r) => r.suggestion ?? r.word).join(' ');
}
