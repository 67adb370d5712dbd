import { seedColours } from '../../server/db/seed/colours';
import { KINDS } from '../../server/db/seed/kinds';
import { MATERIALS } from '../../server/db/seed/materials';

/**
 * Search strings for the scale bench, made from the catalogue's own vocabulary (the seed's kinds,
 * materials and colours, which the grown catalogue copies): the same lists at every size, shuffled
 * the same way, each string used once per run so every request is a search nobody asked before.
 */
const wordsOf = (texts: string[]) => [
  ...new Set(texts.flatMap((t) => t.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 3)),
];
const NOUNS = wordsOf(Object.values(KINDS).flatMap((k) => [...k.nouns, k.word]));
const MATERIAL_WORDS = wordsOf(Object.values(MATERIALS).flatMap((m) => m.labels));
const COLOURS = wordsOf(seedColours.map((c) => c.name));
const AUDIENCES = ['men', 'women', 'ladies', 'gents', 'girls', 'boys', 'kids', 'mens', 'womens'];

/** A word as shoppers mistype it: a letter dropped, two swapped, one doubled or one replaced by a neighbour. */
function typosOf(word: string): string[] {
  const out: string[] = [];
  const near: Record<string, string> = {
    a: 's',
    e: 'r',
    i: 'o',
    o: 'p',
    u: 'y',
    c: 'k',
    k: 'c',
    s: 'z',
    t: 'r',
    l: 'k',
  };
  for (let i = 1; i < word.length; i++) {
    out.push(word.slice(0, i) + word.slice(i + 1));
    if (i < word.length - 1) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    out.push(word.slice(0, i) + word[i] + word.slice(i));
    const swap = near[word[i]!];
    if (swap) out.push(word.slice(0, i) + swap + word.slice(i + 1));
  }
  return out.filter((t) => t !== word && t.length >= 4);
}

const pairs = (a: string[], b: string[], join: (x: string, y: string) => string) =>
  a.flatMap((x) => b.filter((y) => y !== x).map((y) => join(x, y)));

/** A fixed shuffle (seeded LCG), so before and after runs send the same strings in the same order. */
function shuffled(list: string[]): string[] {
  const out = [...new Set(list)];
  let seed = 20_261_122;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const LONG_WORDS = [...NOUNS, ...MATERIAL_WORDS].filter((w) => w.length >= 5);

export const SEARCH_LISTS = {
  /** One catalogue word (a kind, a material or a colour): the common ones match most of the catalogue. */
  oneWord: shuffled([...NOUNS, ...MATERIAL_WORDS, ...COLOURS]),
  /** A mistyped word, alone or before another word: "lether", "bakcpack tan". */
  typo: shuffled([
    ...LONG_WORDS.flatMap(typosOf),
    ...pairs(LONG_WORDS.flatMap(typosOf).slice(0, 3000), COLOURS.slice(0, 4), (t, c) => `${t} ${c}`),
  ]),
  /** Two words: a material or colour and a kind ("leather wallet", "teal sling"). */
  twoWords: shuffled([
    ...pairs(MATERIAL_WORDS, NOUNS, (m, n) => `${m} ${n}`),
    ...pairs(COLOURS, NOUNS, (c, n) => `${c} ${n}`),
  ]),
  /** How shoppers in India phrase it: "wallet for men", "ladies sling", "jute tote ke liye girls". */
  indianEnglish: shuffled([
    ...pairs(NOUNS, AUDIENCES, (n, a) => `${n} for ${a}`),
    ...pairs(AUDIENCES, NOUNS, (a, n) => `${a} ${n}`),
    ...pairs(
      pairs(MATERIAL_WORDS, NOUNS, (m, n) => `${m} ${n}`),
      AUDIENCES,
      (mn, a) => `${mn} ke liye ${a}`,
    ),
  ]),
};

/**
 * Hands out a list's strings in turn, going round again when a run asks for more. A string's n-th use (a list round
 * again, or a weighted list's copy) gets a filter that changes no result but is another filter set, so its total and
 * ranking are worked out afresh: a price cap above every price, or, for a search that says its own cap ("tote under
 * 1500", which a cap in the URL would override), a least price below every price (the seed's cheapest is ₹199).
 * `phase` (0–3) keeps the edit phases' searches apart the same way. `rounds()` says how often the list went round.
 */
export function freshSearches(list: string[], phase = 0) {
  let next = 0;
  const uses = new Map<string, number>();
  return {
    query(): string {
      const text = list[next++ % list.length]!;
      const n = uses.get(text) ?? 0;
      uses.set(text, n + 1);
      const search = `search=${encodeURIComponent(text)}`;
      if (/ under \d/.test(text)) return n + phase === 0 ? search : `${search}&minPrice=${1 + phase + 4 * n}`;
      const cap = n === 0 ? '' : `&maxPrice=${9_000_000 + n}`;
      return `${search}${cap}${phase === 0 ? '' : `&minPrice=${phase}`}`;
    },
    rounds: () => Math.ceil(next / list.length),
  };
}
