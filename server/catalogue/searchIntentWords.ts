/**
 * The words searchIntent.ts reads as a wish rather than as words to match (docs/product.md §2, "Search
 * that reads intent"). Tables only, so what the shop understands is easy to read and to extend.
 */

/** "Rs 1,000", "₹2k", "1.5 thousand", "999/-": an amount, and the words around it that say it is money. */
const AMOUNT = String.raw`(?:(?:rs\.?|inr|₹)\s*)?(\d+(?:\.\d+)?)\s*(k|thousand)?(?:\s*(?:rs\.?|rupees?|inr|\/-))?`;
/** Not inside a word (`\b` does not see ₹ as a word's start). */
const START = String.raw`(?<![\p{L}\p{N}])`;
const UP_TO = String.raw`under|below|less than|lower than|cheaper than|upto|up to|within|max(?:imum)?|not more than|budget(?: of)?`;
const FROM = String.raw`above|over|more than|starting(?: at| from)?|min(?:imum)?|at least`;

/** Price wishes, tried in order; each gives the groups of its one or two amounts. */
export const PRICE_PATTERNS: { pattern: RegExp; bounds: 'range' | 'max' | 'min' }[] = [
  {
    pattern: new RegExp(String.raw`${START}(?:between\s+)?${AMOUNT}\s*(?:to|-|–|and)\s*${AMOUNT}`, 'u'),
    bounds: 'range',
  },
  { pattern: new RegExp(String.raw`\b(?:${UP_TO})\s+${AMOUNT}`, 'u'), bounds: 'max' },
  // Hinglish and English after the amount: "1000 se kam", "2000 tak", "1500 or less".
  {
    pattern: new RegExp(
      String.raw`${START}${AMOUNT}\s+(?:se kam|tak|ke andar|ke niche|or less|and below|and under|or below)\b`,
      'u',
    ),
    bounds: 'max',
  },
  { pattern: new RegExp(String.raw`\b(?:${FROM})\s+${AMOUNT}`, 'u'), bounds: 'min' },
  {
    pattern: new RegExp(
      String.raw`${START}${AMOUNT}\s*(?:se (?:zyada|upar|jyada)\b|and above\b|or more\b|plus\b|\+)`,
      'u',
    ),
    bounds: 'min',
  },
];

/**
 * A bare number is a price only from this much, or with a currency word or "k": "under 15 inch" is a
 * size, and no bag costs less.
 */
export const LEAST_PRICE = 100;

export interface KindWish {
  /** The words, "bag"/"bags" around them taken too. */
  pattern: RegExp;
  /** The categories that hold it (ids), in the order they suit. */
  categoryIds: string[];
  /** For a kind the shop does not sell: what it offers instead (searched within those categories), and says so. */
  instead?: { words: string; notice: string };
}

const around = (words: string) =>
  new RegExp(String.raw`\b(?:bags?\s+)?(?:${words})(?:\s+(?:bags?|backpacks?))?\b`, 'u');

/** Kinds of bag shoppers name by use, and kinds the shop does not sell. */
export const KIND_WISHES: KindWish[] = [
  { pattern: around('college|university|campus|uni'), categoryIds: ['backpacks'] },
  { pattern: around('office|work|formal|corporate'), categoryIds: ['office-bags', 'laptop-bags'] },
  { pattern: around('school'), categoryIds: ['kids-bags'] },
  {
    pattern: around('trolley|trolly|strolley|suitcases?|suit case|luggage trolley|wheeled|wheelie|hard ?case'),
    categoryIds: ['travel-duffels'],
    instead: { words: 'cabin', notice: "We don't sell trolley bags or suitcases — here are our cabin duffels." },
  },
];

/** Joining words dropped before the kinds are read: "bag for office", "office ke liye bag". */
export const FILLERS = /\b(?:for|ke liye|ka|ki|ke|a|the|my|wala|wali|wale)\b/gu;
