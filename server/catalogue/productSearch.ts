import type { Pool } from '../db/pool';
import { searchTerms } from './searchTerms';
import { expandTerms, type PlannedTerm } from './searchExpansion';
import type { PostingTiers } from './searchPostings';

/**
 * The search rules, kept apart from the listing so ranking and word matching can change alone.
 * A product matches when any term of the search matches one of its words: the word itself, a
 * catalogue word starting with it or containing it, a related word (purse ↔ wallet) or one spelt
 * alike (trigram similarity >= 0.5: 'bakpack' finds 'backpack'). Ranking (a search without an
 * explicit sort): products matching more terms first, then by score — each term weighs by how rare
 * it is in the catalogue, more in the name than in the description, more exact than related or
 * spelt alike — then the typed phrase in the name, then newest.
 */
export interface SearchPlan {
  terms: PlannedTerm[];
  /** The search as typed, for the phrase-in-name bonus. */
  phrase: string;
}

/** Each candidate query of the ranking takes at most this many of its newest matches; a ranked search serves as many. */
export const RELEVANCE_CANDIDATES = 300;
/**
 * The first pages of a ranked search come from a ranking of tiers this size (half the work at 200,000 products);
 * the results past them from one of RELEVANCE_CANDIDATES, less those already shown (products.ts, ADR 024).
 */
export const FIRST_CANDIDATES = 150;
/** Points of a term's exact, near and far words in the name and in the text (searchMatches ranks with them too). */
export const NAME_POINTS = [3, 2.4, 1.5];
export const TEXT_POINTS = [1, 0.8, 0.5];

type Param = (value: unknown) => string;

// The catalogue's words change only when search_words is refreshed (seed, bench, a desk edit: catalogue/searchWordsRefresh.ts), so a plan is kept
// a little while per database: a shopper paging through results, or many asking for "bag", skip a round trip.
const PLAN_TTL_MS = 30_000;
const MAX_PLANS = 1_000;
type KeptPlans = Map<string, { plan: Promise<SearchPlan>; at: number }>;
const plans = new WeakMap<Pool, KeptPlans>();

/** Drops the kept plans: an edited name may bring words a kept plan did not know (catalogueListener.ts). */
export const forgetSearchPlans = (pool: Pool) => plans.delete(pool);

export function planSearch(pool: Pool, search: string): Promise<SearchPlan> {
  let mine = plans.get(pool);
  if (!mine) plans.set(pool, (mine = new Map() as KeptPlans));
  const kept = mine.get(search);
  if (kept && Date.now() - kept.at < PLAN_TTL_MS) return kept.plan;
  if (mine.size >= MAX_PLANS) mine.clear();
  const plan = expandTerms(pool, searchTerms(search)).then((terms) => ({ terms: telling(terms), phrase: search }));
  mine.set(search, { plan, at: Date.now() });
  plan.catch(() => mine.delete(search));
  return plan;
}

/**
 * The terms that tell products apart: a common term (in more than half the catalogue, `PlannedTerm.common`) is left
 * out when a rarer one with catalogue words remains (ADR 033). "sling bag" finds the slings, not every bag: the
 * typed phrase still puts "… Sling Bag" first, and the ranking walks one word, not the catalogue's commonest.
 */
function telling(terms: PlannedTerm[]): PlannedTerm[] {
  const rare = terms.filter((t) => !t.common && t.grades.some((g) => g.length > 0));
  return rare.length > 0 ? terms.filter((t) => !t.common) : terms;
}

const tsquery = (words: string[]) => words.map((w) => `'${w}'`).join(' | ');

/** The SQL pieces of a plan over products `p`; every tsquery is one parameter, used as often as needed. */
export function searchSql(plan: SearchPlan, param: Param) {
  const terms = plan.terms.filter((t) => t.grades.some((g) => g.length > 0));
  // The graded queries become parameters only when the score is built: a count or an explicitly
  // sorted page never mentions them, and Postgres refuses parameters a statement does not use.
  let graded: (string | null)[][] | undefined;
  const gradeQueries = () =>
    (graded ??= terms.map((t) => t.grades.map((g) => (g.length > 0 ? `${param(tsquery(g))}::tsquery` : null))));
  const queries = terms.map((t) => ({ weight: t.weight, all: `${param(tsquery(t.grades.flat()))}::tsquery` }));
  const any = queries.length > 0 ? queries.map((q) => q.all).join(' || ') : null;
  const score = (a: string) =>
    queries
      .map((q, n) => {
        const when = (column: string, points: number[]) =>
          gradeQueries()[n]!.flatMap((g, i) => (g ? [`WHEN ${a}.${column} @@ ${g} THEN ${points[i]}`] : []));
        const cases = [...when('name_tokens', NAME_POINTS), ...when('search_tokens', TEXT_POINTS)];
        return `${q.weight} * (CASE ${cases.join(' ')} ELSE 0 END)`;
      })
      .join(' + ') || '0';
  const matched = (a: string) => queries.map((q) => `(${a}.search_tokens @@ ${q.all})::int`).join(' + ') || '0';
  return {
    /** The filter: any term matches (false when no term matches any catalogue word). */
    condition: any ? `p.search_tokens @@ (${any})` : 'false',
    /** Candidate conditions: all terms in the name, all anywhere, each term in the name. */
    candidates: [
      ...(queries.length > 1 ? [queries.map((q) => `p.name_tokens @@ ${q.all}`).join(' AND ')] : []),
      ...(queries.length > 1 ? [queries.map((q) => `p.search_tokens @@ ${q.all}`).join(' AND ')] : []),
      ...queries.map((q) => `p.name_tokens @@ ${q.all}`),
      any ? `p.search_tokens @@ (${any})` : 'false',
    ],
    score,
    matched,
  };
}

export type SearchSql = ReturnType<typeof searchSql>;

/**
 * The ranked ids of a search (columns id, matched, score, in_name, in_stock, created_at). The candidates are
 * the newest `tierSize` of each tier (all terms in the name, all anywhere, each term in
 * the name, any match), so the best matches are ranked even when a common word matches most of the
 * catalogue, and the cost stays flat as the catalogue grows.
 */
export function relevanceIds(
  plan: SearchPlan,
  sql: SearchSql,
  filters: string[],
  param: Param,
  postingTiers?: PostingTiers,
  tierSize = RELEVANCE_CANDIDATES,
) {
  const phrase = param(`%${plan.phrase.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  // Each tier's own condition implies the search's (a word in the name is a word of the document),
  // so only the other filters are repeated: a second bitmap of every match would cost more than the tier.
  // A tier that reads the table anyway scores the rows it keeps (after its LIMIT). A name tier collects
  // ids only: it walks products_by_created_names_idx, where the names' words ride, without touching the
  // table (thousands of rows skipped for "leather wallet"), and its distinct ids are scored after.
  const columns = `p.id, p.created_at, ${sql.matched('p')} AS matched, ${sql.score('p')} AS score,
    p.product_name ILIKE ${phrase} AS in_name, p.in_stock`;
  // The same tiers read from search_postings (searchPostings.ts) give ids only; they are scored after, like name
  // tiers, each product once.
  if (postingTiers) {
    // The filters again on the few candidates: a set of who has every term may hold some a facet leaves out.
    const ranked = ranking(`${scoredIds(columns, postingTiers.tiers, filters)} AS r`);
    const withs = postingTiers.with.length > 0 ? `WITH ${postingTiers.with.join(', ')} ` : '';
    return { ids: withs + ranked.ids, idsOnly: withs + ranked.idsOnly, orderBy: ranked.orderBy };
  }
  const tier = (what: string, extra: string) =>
    `(SELECT ${what} FROM products p WHERE ${[...filters, extra].join(' AND ')}
      ORDER BY p.created_at DESC, p.id LIMIT ${tierSize})`;
  const inName = (extra: string) => !extra.includes('search_tokens');
  const nameTiers = sql.candidates.filter(inName).map((extra) => tier('p.id', extra));
  const tiers = [
    ...sql.candidates.filter((extra) => !inName(extra)).map((extra) => tier(columns, extra)),
    ...(nameTiers.length > 0 ? [scoredIds(columns, nameTiers)] : []),
  ];
  return rankedIds(tiers);
}

/** Scored rows of the distinct ids some tiers collected. */
const scoredIds = (columns: string, idTiers: string[], filters: string[] = []) =>
  `(SELECT ${columns} FROM (SELECT DISTINCT n.id FROM (${idTiers.join(' UNION ALL ')}) AS n) AS c
    JOIN products p ON p.id = c.id${filters.length > 0 ? ` WHERE ${filters.join(' AND ')}` : ''})`;

/** The scored candidates of every tier, each product once, in ranking order. */
const rankedIds = (tiers: string[]) =>
  ranking(`(SELECT DISTINCT ON (t.id) t.* FROM (${tiers.join(' UNION ALL ')}) AS t ORDER BY t.id) AS r`);

/**
 * Scored candidates `r` in ranking order: `ids` with the columns `orderBy` sorts a page of them by, `idsOnly`
 * the ids alone (a listing keeps only those: 300 rows of six columns cost the driver more to read than the ids).
 */
const ranking = (candidates: string) => {
  const from = `FROM ${candidates} ORDER BY ${orderBy('r')}`;
  return {
    ids: `SELECT r.id, r.matched, r.score, r.in_name, r.in_stock, r.created_at ${from}`,
    idsOnly: `SELECT r.id ${from}`,
    orderBy: orderBy('page'),
  };
};

// In stock before sold out among equals.
const orderBy = (a: string) =>
  `${a}.matched DESC, ${a}.score DESC, ${a}.in_name DESC, ${a}.in_stock DESC, ${a}.created_at DESC, ${a}.id`;
