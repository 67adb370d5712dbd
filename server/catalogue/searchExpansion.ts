import type { Pool } from '../db/pool';
import type { SearchTerm } from './searchTerms';

export interface PlannedTerm {
  word: string;
  /** How much a match of this term counts: rarer words count more (inverse document frequency). */
  weight: number;
  /** Catalogue words that match it: [exact, near (related, longer forms), far (inside a word, spelt alike)]. */
  grades: [string[], string[], string[]];
  /** How many products use each of its words, summed: what walking its words' postings reads at most. */
  postings: number;
  /** Its best words are in more than half the catalogue ("bag" in a bag shop): it tells almost nothing apart. */
  common: boolean;
}

// Longer forms need a few letters to mean anything; typo matching needs a few trigrams.
const PREFIX_MIN_LENGTH = 2;
const FUZZY_MIN_LENGTH = 4;
const SIMILAR_WORD = 0.5;
const MAX_ALTERNATIVES = 40;

/**
 * One round trip to the small search_words view: every term's catalogue words, graded, with how
 * many products use them. Terms are letters and digits only (searchTerms splits on anything else).
 * The catalogue's size is the planner's estimate of its products, but never fewer than the shown ones the count
 * tables keep exactly: an estimate not yet refreshed after many additions would make words look common (ADR 033).
 */
export async function expandTerms(pool: Pool, terms: SearchTerm[]): Promise<PlannedTerm[]> {
  if (terms.length === 0) return [];
  const input = terms.flatMap((t, n) => [
    { n, word: t.word, related: false },
    ...t.related.map((word) => ({ n, word, related: true })),
  ]);
  const { rows } = await pool.query<{ n: number; word: string; docs: number; grade: number; total: number }>(
    `WITH input AS (SELECT * FROM jsonb_to_recordset($1) AS i(n int, word text, related boolean)),
     alternatives AS (
       SELECT i.n, sw.word, sw.docs, CASE WHEN i.related THEN 1 ELSE 0 END AS grade
         FROM input i JOIN search_words sw ON sw.word = i.word
       UNION ALL
       SELECT i.n, sw.word, sw.docs, 1 FROM input i JOIN search_words sw ON sw.word LIKE i.word || '%'
         WHERE length(i.word) >= $2 AND sw.word <> i.word
       UNION ALL
       SELECT i.n, sw.word, sw.docs, 2 FROM input i JOIN search_words sw ON sw.word LIKE '%_' || i.word || '%'
         WHERE length(i.word) >= $3 AND NOT i.related
       UNION ALL
       -- Typos, only for a word the catalogue does not have: words spelt alike (trigrams) or one or two
       -- edits away (a swapped pair is two), and the longer forms of those.
       SELECT i.n, sw.word, sw.docs, 2 FROM input i
         JOIN search_words alike ON (
           (alike.word % i.word AND similarity(alike.word, i.word) >= $4)
           OR (abs(length(alike.word) - length(i.word)) <= 2
             AND levenshtein_less_equal(alike.word, i.word, $5) <= CASE WHEN length(i.word) >= 6 THEN 2 ELSE 1 END))
         JOIN search_words sw ON sw.word LIKE alike.word || '%'
         WHERE length(i.word) >= $3 AND NOT i.related
           AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = i.word)
     ),
     best AS (SELECT DISTINCT ON (n, word) n, word, docs, grade FROM alternatives ORDER BY n, word, grade)
     SELECT n, word, docs, grade,
       GREATEST((SELECT reltuples FROM pg_class WHERE oid = 'products'::regclass),
         (SELECT coalesce(sum(n), 0) FROM listing_counts), 1)::int AS total
     FROM best ORDER BY n, grade, docs DESC, word`,
    [JSON.stringify(input), PREFIX_MIN_LENGTH, FUZZY_MIN_LENGTH, SIMILAR_WORD, 2],
  );
  const total = Math.max(1, ...rows.map((r) => Math.max(r.total, r.docs)));
  return terms.map((t, n) => {
    const mine = rows.filter((r) => r.n === n).slice(0, MAX_ALTERNATIVES);
    const grades: PlannedTerm['grades'] = [[], [], []];
    for (const r of mine) grades[r.grade as 0 | 1 | 2].push(r.word);
    // The commonest of its best-graded words says how telling the term is.
    const docs = mine.length > 0 ? Math.max(...mine.filter((r) => r.grade === mine[0]!.grade).map((r) => r.docs)) : 0;
    const postings = mine.reduce((sum, r) => sum + r.docs, 0);
    const weight = Math.round(Math.log(1 + total / (1 + docs)) * 1000) / 1000;
    return { word: t.word, weight, grades, postings, common: docs * 2 > total };
  });
}
