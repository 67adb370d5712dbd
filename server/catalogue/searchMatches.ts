import { forEachBit, hasBit, intersection, populationCount, union } from './bitset';
import { passesFilters, type PostingArrays } from './postingArrays';
import type { PostingFilters } from './postedProduct';
import { NAME_POINTS, TEXT_POINTS } from './productSearch';
import type { WordBits } from './wordPostings';

/** What a search reads from the posting lists. */
export interface SearchingPostings {
  readonly arrays: PostingArrays;
  readonly words: WordBits;
}

/** A search term as the ranking weighs it (productSearch's PlannedTerm). */
export interface RankedTerm {
  weight: number;
  grades: string[][];
}

// productSearch's points, in tenths.
const tenths = (points: number[]) => points.map((p) => Math.round(p * 10));
const NAME_TENTHS = tenths(NAME_POINTS);
const TEXT_TENTHS = tenths(TEXT_POINTS);

/** How many shown products pass the filters and have a word of any term: the search's exact total. */
export function countSearch({ arrays, words }: SearchingPostings, terms: string[][], filters: PostingFilters): number {
  const any = union(terms.map((t) => words.of(t)));
  // Shown (and in stock) are bitsets too: with no other filter the total is a population count.
  const { categoryId, exclude, minPrice, maxPrice } = filters;
  if ([categoryId, exclude, minPrice, maxPrice].every((f) => f === undefined)) {
    return populationCount(intersection([any, arrays.active, ...(filters.inStock ? [arrays.inStock] : [])]));
  }
  const passes = passesFilters(arrays, filters);
  let total = 0;
  forEachBit(any, (n) => {
    if (passes(n)) total++;
    return true;
  });
  return total;
}

/**
 * A search's ranking (productSearch's rules, worked out here instead of in SQL): the candidates are
 * the newest `limit` passing the filters of each tier — all terms in the name, all anywhere (with two
 * terms or more), each term in the name, any — ordered by terms matched, score, the phrase in the
 * name, newest. Scores are kept in whole ten-thousandths (weights have three decimals, points one),
 * so ties are ties exactly as in Postgres' numeric.
 */
export function rankSearch(
  { arrays, words }: SearchingPostings,
  terms: RankedTerm[],
  phrase: string,
  filters: PostingFilters,
  limit: number,
): string[] {
  const grades = terms.map((t) => ({
    text: t.grades.map((g) => words.of(g)),
    name: t.grades.map((g) => words.of(g, true)),
    weight: Math.round(t.weight * 1000),
  }));
  const anywhere = grades.map((g) => union(g.text));
  const inName = grades.map((g) => union(g.name));
  const tiers = [
    ...(terms.length > 1 ? [intersection(inName), intersection(anywhere)] : []),
    ...inName,
    union(anywhere),
  ];
  const passes = passesFilters(arrays, filters);
  const chosen = new Set<number>();
  for (const tier of tiers) {
    let taken = 0;
    forEachBit(tier, (n) => {
      if (!passes(n)) return true;
      chosen.add(n);
      return ++taken < limit;
    });
  }
  const typed = phrase.toLowerCase();
  const ranked = [...chosen].map((n) => {
    let matched = 0;
    let score = 0;
    grades.forEach((g, t) => {
      if (hasBit(anywhere[t]!, n)) matched++;
      const name = g.name.findIndex((bits) => hasBit(bits, n));
      const text = name === -1 ? g.text.findIndex((bits) => hasBit(bits, n)) : -1;
      if (name !== -1) score += g.weight * NAME_TENTHS[name]!;
      else if (text !== -1) score += g.weight * TEXT_TENTHS[text]!;
    });
    return { n, matched, score, inName: arrays.productNames[n]!.toLowerCase().includes(typed) };
  });
  ranked.sort((a, b) => b.matched - a.matched || b.score - a.score || Number(b.inName) - Number(a.inName) || a.n - b.n);
  return ranked.slice(0, limit).map((r) => arrays.ids[r.n]!);
}
