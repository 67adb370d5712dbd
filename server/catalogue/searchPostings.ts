import { RELEVANCE_CANDIDATES as tierSize, type SearchPlan } from './productSearch';

/**
 * A search read through `search_postings` (migration 250, docs/decisions/020-search-at-scale.md): one
 * row per word of a shown product, keyed (word, created_at DESC, product_id), so each word's matches come
 * newest first, in the ranking's own tie-break, index-only (a search's total is summed from
 * search_word_counts instead: listingFilters.ts). Used when every filter of the listing is a column of the postings (`postingConditions` in listingFilters.ts); otherwise the GIN path of productSearch.ts.
 */

type Param = (value: unknown) => string;

/** The terms with catalogue words, each as its words (productSearch.ts leaves the others out too). */
const termWords = (plan: SearchPlan) =>
  plan.terms.filter((t) => t.grades.some((g) => g.length > 0)).map((t) => ({ ...t, words: t.grades.flat() }));

/** Every catalogue word of the search, once. */
export const searchWords = (plan: SearchPlan) => [...new Set(termWords(plan).flatMap((t) => t.words))];

/**
 * The candidate tiers of a relevance ranking (productSearch.ts's `relevanceIds`), each the ids of the
 * newest `tierSize` products: all terms in the name, all anywhere (several terms), each term in the
 * name, any term anywhere. A tier walks each of its words newest first and stops after `tierSize`
 * matches; a product's newest place among its words is its place in the tier, so the tier's newest
 * `tierSize` are among those walks. "All terms" walks the rarest term and looks the others up by key.
 */
export function postingTiers(plan: SearchPlan, filters: string[], param: Param): string[] {
  const terms = termWords(plan);
  if (terms.length === 0) return [];
  const wordsOf = (words: string[]) => `${param(words)}::text[]`;
  const tier = (words: string[], inName: boolean, alsoTerms: string[][] = []) => {
    const named = inName ? ['sp.in_name'] : [];
    // A scalar subquery, looked up per row walked: as EXISTS the planner may hash every posting of the other term.
    const also = alsoTerms.map(
      (other) => `(SELECT true FROM search_postings o WHERE o.word = ANY(${wordsOf(other)})
        AND o.created_at = sp.created_at AND o.product_id = sp.product_id${inName ? ' AND o.in_name' : ''} LIMIT 1)`,
    );
    const where = ['sp.word = w.word', ...filters, ...named, ...also].join(' AND ');
    return `(SELECT x.product_id AS id FROM (
        SELECT DISTINCT x.created_at, x.product_id FROM unnest(${wordsOf(words)}) AS w(word),
          LATERAL (SELECT sp.created_at, sp.product_id FROM search_postings sp WHERE ${where}
            ORDER BY sp.created_at DESC, sp.product_id LIMIT ${tierSize}) AS x
        ORDER BY x.created_at DESC, x.product_id LIMIT ${tierSize}) AS x)`;
  };
  const all = [...new Set(terms.flatMap((t) => t.words))];
  const tiers = [...terms.map((t) => tier(t.words, true)), tier(all, false)];
  if (terms.length === 1) return tiers;
  // The rarest term walks (the highest weight: fewest products); the others are looked up for each of its matches.
  const rarest = terms.reduce((a, b) => (b.weight > a.weight ? b : a));
  const others = terms.filter((t) => t !== rarest).map((t) => t.words);
  return [tier(rarest.words, true, others), tier(rarest.words, false, others), ...tiers];
}
