import type { Pool } from '../db/pool';
import { escapeLike, SEARCH_DOCUMENT } from './productSql';

/**
 * The search rules, kept apart from the listing so ranking and word matching can change alone.
 * Every word of the query must match, as a substring of name + description or through a catalogue
 * word spelt alike (trigram similarity >= 0.5: 'bakpack' finds 'backpack', 'leather' not 'weather').
 */
const MAX_SEARCH_WORDS = 6;
// Typo-tolerant matching needs a few trigrams; shorter words match by substring only.
const FUZZY_MIN_LENGTH = 4;
const SIMILAR_WORD = 0.5;
// Plain words go through the GIN-indexed search_tokens; others (short, punctuated, non-ASCII)
// keep the substring scan, which the trigram index still narrows.
const TOKEN_WORD = /^[a-z0-9]{3,}$/;
/** A relevance ranking orders at most this many of the newest matches, so its cost stays flat. */
export const RELEVANCE_CANDIDATES = 300;

type Param = (value: unknown) => string;

/**
 * SQL conditions on products `p` for a lower-cased search. A plain word becomes the catalogue
 * words containing it or containing a word spelt like it (from the small search_words view), and
 * a product matches when one of them is among its search_tokens: the same products a substring
 * match finds, found through an index. The expansion is a round trip of its own, so the listing
 * query is planned knowing how common the words are (a common word walks the sort index instead).
 */
export async function searchConditions(pool: Pool, search: string, param: Param): Promise<string[]> {
  const words = [...new Set(search.split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  const plain = words.filter((w) => TOKEN_WORD.test(w));
  const conditions = words.filter((w) => !TOKEN_WORD.test(w)).map((w) => substringCondition(w, param));
  if (plain.length > 0) conditions.push(`p.search_tokens @@ ${param(await tokenQuery(pool, plain))}::tsquery`);
  return conditions;
}

async function tokenQuery(pool: Pool, words: string[]): Promise<string> {
  const { rows } = await pool.query<{ alternatives: string }>(
    `SELECT string_agg(quote_literal(t.word), ' | ') AS alternatives
     FROM unnest($1::text[]) WITH ORDINALITY AS w(word, n)
     CROSS JOIN LATERAL (
       SELECT w.word
       UNION SELECT sw.word FROM search_words sw WHERE sw.word LIKE '%' || w.word || '%'
       UNION SELECT sw.word FROM search_words alike JOIN search_words sw ON sw.word LIKE '%' || alike.word || '%'
         WHERE length(w.word) >= $2 AND alike.word % w.word AND similarity(alike.word, w.word) >= $3
     ) AS t
     GROUP BY w.n ORDER BY w.n`,
    [words, FUZZY_MIN_LENGTH, SIMILAR_WORD],
  );
  return rows.map((r) => `(${r.alternatives})`).join(' & ');
}

function substringCondition(word: string, param: Param): string {
  const like = param(`%${escapeLike(word)}%`);
  if (word.length < FUZZY_MIN_LENGTH) return `${SEARCH_DOCUMENT} ILIKE ${like}`;
  const w = param(word);
  return `${SEARCH_DOCUMENT} ILIKE ANY (ARRAY(
    SELECT '%' || sw.word || '%' FROM search_words sw WHERE sw.word % ${w} AND similarity(sw.word, ${w}) >= ${SIMILAR_WORD}
  ) || ${like}::text)`;
}

/**
 * Relevance of a candidate row `r` (columns id, product_name, created_at): the phrase in the
 * name first, then how closely the name matches, then newest.
 */
export function relevance(search: string, param: Param) {
  const phrase = param(`%${escapeLike(search)}%`);
  const text = param(search);
  return {
    columns: `r.product_name ILIKE ${phrase} AS in_name, strict_word_similarity(${text}, r.product_name) AS closeness, r.created_at`,
    orderBy: (alias = '') => {
      const a = alias && `${alias}.`;
      return `${a}in_name DESC, ${a}closeness DESC, ${a}created_at DESC, ${a}id`;
    },
  };
}
