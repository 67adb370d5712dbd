import { NAME_POINTS, RELEVANCE_CANDIDATES, TEXT_POINTS, type SearchPlan } from './productSearch';
import type { PlannedTerm } from './searchExpansion';

/**
 * A search read through `search_postings` (migration 250, docs/decisions/020-search-at-scale.md): one
 * row per word of a shown product, keyed (word, created_at DESC, product_id), so each word's matches come
 * newest first, in the ranking's own tie-break, index-only (a search's total is summed from
 * search_word_counts instead: listingFilters.ts). Used when the postings carry every filter of the listing
 * (`postingsCarry` in listingFilters.ts); otherwise the GIN path of productSearch.ts.
 */

export type Param = (value: unknown) => string;

/** The terms with catalogue words, each as its words (productSearch.ts leaves the others out too). */
export const termWords = (plan: SearchPlan) =>
  plan.terms.filter((t) => t.grades.some((g) => g.length > 0)).map((t) => ({ ...t, words: t.grades.flat() }));

export type Term = ReturnType<typeof termWords>[number];

/** Every catalogue word of the search, once. */
export const searchWords = (plan: SearchPlan) => [...new Set(termWords(plan).flatMap((t) => t.words))];

/** The term "all terms" walks: the tier is the same whichever it is; the one with the fewest postings passes fewest by. */
export const walkedTerm = (terms: Term[]) => terms.reduce((a, b) => (b.postings < a.postings ? b : a));

/** Two name tiers test their 600 products against the numbers only below this: each use is planned again. */
const NAME_TIERS_LISTED_MAX = 4_000;

/** The tiers of a ranking read from the postings, and the common table expressions they read. */
export interface PostingTiers {
  with: string[];
  tiers: string[];
}

/**
 * The candidate tiers of a relevance ranking (productSearch.ts's `relevanceIds`), each the ids of the
 * newest `tierSize` products: all terms in the name, all anywhere (several terms), each term in the
 * name, any term anywhere. A tier walks each of its words newest first and stops after `tierSize`
 * matches; a product's newest place among its words is its place in the tier, so the tier's newest
 * `tierSize` are among those walks. "All terms" walks one term (the one with the fewest postings), keeping the
 * products of `all` (who has every term) or, when there are too many to list, looking the other terms up for each.
 * A tier that cannot change the first `tierSize` of the ranking is not read (`nameTiersFirst`, and below).
 */
export function postingTiers(
  plan: SearchPlan,
  filtersOf: () => string[],
  param: Param,
  {
    all,
    allExact = true,
    tierSize = RELEVANCE_CANDIDATES,
  }: { all?: AllTerms; allExact?: boolean; tierSize?: number } = {},
): PostingTiers {
  const terms = termWords(plan);
  if (terms.length === 0) return { with: [], tiers: [] };
  // A word no product with every term has is not walked (who matches says which, from the word sets): it would be
  // read to its end under the filters to find nothing ("work" in "cotton briefcase ke liye girls": 23,352 postings
  // at 200,000 products).
  const withEvery = (words: string[], inName = false) =>
    words.filter((w) => !(inName ? all?.idle?.named : all?.idle?.anywhere)?.includes(w));
  // Under a colour or material, who has any term (allTermsSql) is every match: a few are taken whole (more are
  // walked, the facets tested on each posting's own columns).
  const matches = allExact ? all?.any : undefined;
  if (matches?.nums && matches.size <= tierSize) return { with: [], tiers: [numbered(matches.nums, param)] };
  // Made here, not by the caller: a statement must use every parameter it is given.
  const filters = filtersOf();
  const wordsOf = (words: string[]) => `${param(words)}::text[]`;
  const walk = (word: string, conditions: string[]) => `SELECT sp.created_at, sp.product_id, sp.num
    FROM search_postings sp WHERE ${[`sp.word = ${word}`, ...filters, ...conditions].join(' AND ')}
    ORDER BY sp.created_at DESC, sp.product_id LIMIT ${tierSize}`;
  const newest = (walks: string, kept: string[] = []) => `SELECT x.product_id AS id FROM (
      SELECT DISTINCT x.created_at, x.product_id, x.num FROM ${walks}
      ORDER BY x.created_at DESC, x.product_id LIMIT ${tierSize}) AS x${kept.length > 0 ? ` WHERE ${kept.join(' AND ')}` : ''}`;
  const inNameIf = (inName: boolean) => (inName ? ['sp.in_name'] : []);
  // `conditions` choose the postings walked; `kept` (on the tier's rows `x`) drops some of the walks' products after.
  const tier = (words: string[], inName: boolean, conditions: string[] = [], kept: string[] = []) =>
    `(${newest(`unnest(${wordsOf(words)}) AS w(word), LATERAL (${walk('w.word', [...inNameIf(inName), ...conditions])}) AS x`, kept)})`;
  // A tier whose walks look other terms up per posting: the first word is walked first, and when it fills the tier
  // the others only down to its last (older products cannot place), so a word that seldom has the other terms is
  // not read to its end ("shoulders" in "womens shoulder bag": 7,002 postings, two look-ups each, none kept).
  const lookingUp = (words: string[], inName: boolean, lookUps: string[]) => {
    const [lead, ...others] = words;
    const conditions = [...inNameIf(inName), ...lookUps];
    if (others.length === 0) return tier(words, inName, lookUps);
    const cutoff = `coalesce((SELECT CASE WHEN count(*) = ${tierSize} THEN min(created_at) END FROM lead), '-infinity')`;
    const bounded = [...conditions, `sp.created_at >= ${cutoff}`];
    return `(WITH lead AS MATERIALIZED (${walk(`${param(lead)}::text`, conditions)})
      ${newest(`(SELECT * FROM lead UNION ALL SELECT x.* FROM unnest(${wordsOf(others)}) AS w(word),
        LATERAL (${walk('w.word', bounded)}) AS x) AS x`)})`;
  };
  // Built only where used: a statement must use every parameter it is given.
  const nameTiers = () => terms.map((t) => tier(t.words, true));
  const anyTier = () => tier([...new Set(terms.flatMap((t) => t.words))], false);
  // Each product has one term at most (one term, or two that no product has both of): products are ranked by their
  // term's points alone (`nameTiersFirst`).
  const oneTermEach = terms.length === 1 || (terms.length === 2 && all?.size === 0);
  if (oneTermEach) {
    // Of one term, every term is that one: its words without a product are left out.
    const one = terms.length === 1;
    const pointed = terms.map((t) =>
      pointedNameTier(
        one ? { ...t, grades: [0, 1, 2].map((g) => withEvery(t.grades[g]!, true)) as typeof t.grades } : t,
        filters,
        param,
        tierSize,
      ),
    );
    // The most a product with no term in its name can score: its term's weight × an exact word's points elsewhere.
    const mostElsewhere = `${param(String(Math.max(...terms.map((t) => t.weight))))}::numeric * ${TEXT_POINTS[0]}`;
    const anyWords = [...new Set(terms.flatMap((t) => t.words))];
    return nameTiersFirst(pointed, mostElsewhere, tier(one ? withEvery(anyWords) : anyWords, false), tierSize);
  }
  if (terms.length === 1 || all?.size === 0) return { with: [], tiers: [...nameTiers(), anyTier()] };
  if (!all) throw new Error('A ranking of several terms needs who has every term (allTermsSql).');
  // At most `tierSize` with every term: all of them are candidates, and "all in the name" (a part of them) adds nobody.
  if (all.size <= tierSize) return { with: [], tiers: [numbered(all.nums!, param), ...nameTiers(), anyTier()] };
  const walked = walkedTerm(terms);
  const besides = (term: Term) => terms.filter((t) => t !== term);
  // Whether the product of posting `row` has each of `others`, a scalar subquery per row: as EXISTS the planner may
  // hash every posting of the other term.
  const has = (row: string, others: Term[], inName = false) =>
    others.map(
      (other) => `(SELECT true FROM search_postings o WHERE o.word = ANY(${wordsOf(other.words)})
        AND o.created_at = ${row}.created_at AND o.product_id = ${row}.product_id${inName ? ' AND o.in_name' : ''} LIMIT 1)`,
    );
  // Listed numbers are a set of the statement's own, hashed once per use: as an array constant the planner weighed
  // each number at each use (8–12 ms of planning for 9,000 numbers at 200,000 products).
  const sets: string[] = [];
  const listedSet = (name: string, nums: number[]) => {
    sets.push(`${name} AS MATERIALIZED (SELECT unnest(${param(nums)}::int[]) AS num)`);
    return name;
  };
  let allNums: string | undefined;
  const amongAll = (row: string) => all.nums && [listed(row, (allNums ??= listedSet('all_terms', all.nums)))];
  const among = amongAll('sp');
  const anywhere = among
    ? tier(withEvery(walked.words), false, among)
    : lookingUp(withEvery(walked.words), false, has('sp', besides(walked)));
  const allNamed = () =>
    all.named.size === 0
      ? []
      : all.named.size <= tierSize
        ? [numbered(all.named.nums!, param)]
        : [
            all.named.nums
              ? tier(withEvery(walked.words, true), true, [listed('sp', listedSet('all_named', all.named.nums))])
              : lookingUp(withEvery(walked.words, true), true, has('sp', besides(walked), true)),
          ];
  // A facet the sets do not know may leave fewer than `tierSize` with every term: every tier is read.
  if (!allExact) return { with: sets, tiers: [...allNamed(), anywhere, ...nameTiers(), anyTier()] };
  // More than `tierSize` have every term: "all anywhere" is full of them, so the first `tierSize` all have every
  // term. Those of the any-term tier are all in "all anywhere" already (each is newer than its last), and of each
  // term's name tier only those with every term can place.
  const namedWithAll = terms.map((t) =>
    tier(
      withEvery(t.words, true),
      true,
      [],
      (all.size <= NAME_TIERS_LISTED_MAX && amongAll('x')) || has('x', besides(t)),
    ),
  );
  return { with: sets, tiers: [...allNamed(), anywhere, ...namedWithAll] };
}

/**
 * Whether the product of posting `row` is among listed numbers (`set`, a common table expression): a hashed subplan,
 * one lookup per posting. Wrapped in IS TRUE so the planner keeps it a test of the walk rather than pulling it up into
 * a semi join (which hashed every posting of the walked word and sorted them: 4.6 s for one search).
 */
const listed = (row: string, set: string) => `((${row}.num) IN (SELECT num FROM ${set})) IS TRUE`;

/** The products of a few numbers, taken whole (their numbers already pass the listing's filters: `AllTerms`). */
const numbered = (nums: number[], param: Param) =>
  `(SELECT s.product_id AS id FROM search_product_numbers s WHERE s.num = ANY(${param(nums)}::int[]))`;

/**
 * A term's name tier with each product's points: its term's weight × the points of its best word in the name.
 * Every posting in the name of each of the tier's products is among the walks' (its place is the same in each),
 * so where each product has this term only, these are its score (productSearch.ts's rules).
 */
function pointedNameTier(term: PlannedTerm & { words: string[] }, filters: string[], param: Param, tierSize: number) {
  const graded = term.grades.flatMap((words, grade) => words.map((word) => ({ word, points: NAME_POINTS[grade]! })));
  const where = ['sp.word = w.word', ...filters, 'sp.in_name'].join(' AND ');
  return `(SELECT x.product_id AS id, x.score FROM (
      SELECT x.created_at, x.product_id, ${param(String(term.weight))}::numeric * max(w.points) AS score
      FROM unnest(${param(graded.map((g) => g.word))}::text[], ${param(graded.map((g) => String(g.points)))}::numeric[])
        AS w(word, points),
        LATERAL (SELECT sp.created_at, sp.product_id FROM search_postings sp WHERE ${where}
          ORDER BY sp.created_at DESC, sp.product_id LIMIT ${tierSize}) AS x
      GROUP BY x.created_at, x.product_id ORDER BY x.created_at DESC, x.product_id LIMIT ${tierSize}) AS x)`;
}

/**
 * When each product has one term at most, a product of the any-term tier with no term in its name scores at most
 * `mostElsewhere` (one with a term in its name is in that term's name tier: it is newer than the tier's last).
 * So when the name tiers' `tierSize`th best scores more, the first `tierSize` are among them: their best `tierSize` (and
 * those tied with the last) are the candidates, and the any-term tier is not read. Otherwise every product of
 * both is. The name tiers are walked once (common table expressions).
 */
function nameTiersFirst(
  pointedNameTiers: string[],
  mostElsewhere: string,
  anyTier: string,
  tierSize: number,
): PostingTiers {
  return {
    with: [
      `named_tiers AS (SELECT id, sum(score) AS score FROM (${pointedNameTiers.join(' UNION ALL ')}) AS n GROUP BY id)`,
      `named_cut AS (SELECT score FROM named_tiers ORDER BY score DESC OFFSET ${tierSize - 1} LIMIT 1)`,
      `named_suffice AS (SELECT coalesce((SELECT score FROM named_cut) > (${mostElsewhere}), false) AS yes)`,
    ],
    tiers: [
      `(SELECT id FROM named_tiers WHERE NOT (SELECT yes FROM named_suffice) OR score >= (SELECT score FROM named_cut))`,
      `(SELECT a.id FROM ${anyTier} AS a WHERE NOT (SELECT yes FROM named_suffice))`,
    ],
  };
}

/** Products having every term of a search: how many, and their numbers when not too many to pass along. */
export interface ProductSet {
  size: number;
  nums?: number[];
}

/**
 * The products passing the listing's filters with every term anywhere, and those with every term in the name. Under
 * a colour or material (facet sets), `any`: those with any term, which are every match of the listing.
 */
export interface AllTerms extends ProductSet {
  named: ProductSet;
  any?: ProductSet;
  /** From the word sets: words of a term of several that no product with every term has, anywhere and in the name. */
  idle?: { anywhere: string[]; named: string[] };
}
