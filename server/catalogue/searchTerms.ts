/**
 * What a shopper typed, turned into search terms: lower case, possessives dropped ("women's" → women),
 * spelling variants and Indian English mapped to the catalogue's words, stop words (English and the
 * Hinglish "ka", "ke liye") left out. Pure, so the table of variants is easy to read and to test.
 */
import { ownWord } from './words/ownWord';
export const MAX_SEARCH_TERMS = 6;

/** Two words a shopper writes apart that the catalogue writes as one. */
const JOINED: [RegExp, string][] = [
  // In Indian English a "ladies bag" is a handbag.
  [/\b(ladies|lady|women|womens|girls) bags?\b/g, '$1 handbag'],
  [/\bhand ?bags?\b/g, 'handbag'],
  [/\bback ?packs?\b/g, 'backpack'],
  [/\bcross ?body\b/g, 'crossbody'],
  [/\bcard ?holders?\b/g, 'card holder'],
  [/\bday ?pack\b/g, 'daypack'],
  [/\bweek ?ender\b/g, 'weekender'],
  [/\b(water|rain) ?-?proof\b/g, 'waterproof'],
];

/** Spellings that mean exactly one catalogue word (Indian English, common misspellings). */
export const SAME_AS: Record<string, string> = {
  bagpack: 'backpack',
  bagpak: 'backpack',
  bakpak: 'backpack',
  backpak: 'backpack',
  bakpack: 'backpack',
  backpack: 'backpack',
  duffle: 'duffel',
  dufflebag: 'duffel',
  potly: 'potli',
  potali: 'potli',
  potlee: 'potli',
  potlis: 'potli',
  batua: 'potli',
  batwa: 'potli',
  ladies: 'women',
  lady: 'women',
  womens: 'women',
  woman: 'women',
  female: 'women',
  gents: 'men',
  gent: 'men',
  mens: 'men',
  man: 'men',
  male: 'men',
  girls: 'women',
  girl: 'women',
  boys: 'men',
  boy: 'men',
  jhola: 'tote',
  thaila: 'tote',
  thaili: 'pouch',
  shaadi: 'wedding',
  shadi: 'wedding',
  vivah: 'wedding',
  dulhan: 'bridal',
  chamda: 'leather',
  chamde: 'leather',
  chamra: 'leather',
  tiffin: 'tiffin',
  kid: 'kids',
  children: 'kids',
  childrens: 'kids',
  bachcha: 'kids',
  bachche: 'kids',
  safar: 'travel',
  yatra: 'travel',
  mobile: 'phone',
  kapda: 'cotton',
  briefcases: 'briefcase',
  clutches: 'clutch',
  totes: 'tote',
  wallets: 'wallet',
  purses: 'purse',
  // The catalogue says "water-resistant" (and "water-repellent"): no bag is sold as waterproof.
  waterproof: 'resistant',
};

/** Words that find each other's products, a little below the word itself. */
const RELATED: string[][] = [
  ['purse', 'wallet'],
  ['men', 'unisex'],
  ['women', 'unisex'],
  ['sling', 'crossbody'],
  ['office', 'work', 'laptop', 'briefcase'],
  ['wedding', 'bridal', 'party', 'festive'],
  ['travel', 'duffel', 'weekender'],
  ['school', 'college', 'kids'],
  ['gym', 'sports'],
  ['lunch', 'tiffin'],
  ['handbag', 'satchel', 'hobo'],
  ['resistant', 'repellent'],
];

const STOP_WORDS = new Set(
  (
    'a an the for with and or of in on to my me i is best new buy online india ' +
    'ka ki ke liye wala wali wale aur se mein hai'
  ).split(' '),
);

export interface SearchTerm {
  /** The word as typed (after the fixed spellings). */
  word: string;
  /** Related catalogue words that count as a near match. */
  related: string[];
}

/** The terms of a search; words that are all stop words are kept, so "a" still searches for "a". */
export function searchTerms(search: string): SearchTerm[] {
  let text = search
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/'s\b|s'(?=\s|$)/g, (m) => (m === "'s" ? '' : 's'));
  for (const [pattern, joined] of JOINED) text = text.replace(pattern, joined);
  // Split like the catalogue's words (a hyphen too: "bi-fold" is bi + fold there); a letter's marks stay with it
  // (Devanagari's vowel signs), so a Hindi word no list knows stays one word that matches nothing.
  const words = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const mapped = words.map((w) => ownWord(SAME_AS, w) ?? w);
  const meaningful = mapped.filter((w) => !STOP_WORDS.has(w));
  const kept = [...new Set(meaningful.length > 0 ? meaningful : mapped)].slice(0, MAX_SEARCH_TERMS);
  return kept.map((word) => ({ word, related: relatedTo(word) }));
}

function relatedTo(word: string): string[] {
  return [...new Set(RELATED.filter((group) => group.includes(word)).flat())].filter((w) => w !== word);
}
