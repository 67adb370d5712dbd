import { readFacetWords } from './searchFacetWords';
import { FILLERS, KIND_WISHES, LEAST_PRICE, PRICE_PATTERNS } from './searchIntentWords';
import { inEnglish } from './words/inEnglish';

/**
 * What a search asks for beyond its words (docs/decisions/019-search-intent-and-facets.md): a price
 * ("under 1000", "below 2k", "1000 to 2000"), a kind of bag named by its use ("college bag", "office bag")
 * or one the shop does not sell ("trolley"), colours and materials (the listing's facets: "black", "leather";
 * docs/decisions/026-colour-material-and-hindi-words.md), in English, Hindi or Hinglish ("kala", "चमड़े का").
 * Pure, given the catalogue's colour names: it runs before the search query and leaves the matching and ranking of
 * productSearch.ts alone.
 */
export interface SearchIntent {
  /** The search without the words read as a wish; '' when none is left to match. */
  words: string;
  minPrice?: number;
  maxPrice?: number;
  /** Categories the words asked for, in the order they suit. */
  categoryIds?: string[];
  /** Said when the shop does not sell what was asked for. */
  notice?: string;
  /** Colour names of the catalogue the words asked for (the colour facet's values). */
  colours?: string[];
  /** Material families the words asked for (the material facet's values). */
  materials?: string[];
}

export function readIntent(search: string, colourNames: string[] = []): SearchIntent {
  const english = inEnglish(search);
  let text = ` ${english.replace(/(\d),(?=\d)/g, '$1').replace(/\s+/g, ' ')} `;
  const intent: SearchIntent = { words: '' };
  for (const { pattern, bounds } of PRICE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [first, second] = [amount(match, 1), amount(match, 3)];
    if (bounds === 'range' && first !== undefined && second !== undefined) {
      [intent.minPrice, intent.maxPrice] = first <= second ? [first, second] : [second, first];
    } else if (bounds === 'max' && first !== undefined) intent.maxPrice = first;
    else if (bounds === 'min' && first !== undefined) intent.minPrice = first;
    else continue;
    text = text.replace(match[0], ' ');
    break;
  }
  text = text.replace(FILLERS, ' ').replace(/\s+/g, ' ');
  for (const kind of KIND_WISHES) {
    const match = kind.pattern.exec(text);
    if (!match) continue;
    intent.categoryIds = kind.categoryIds;
    text = text.replace(match[0], kind.instead ? ` ${kind.instead.words} ` : ' ');
    if (kind.instead) intent.notice = kind.instead.notice;
    break;
  }
  const facets = readFacetWords(text, colourNames);
  if (facets.colours) intent.colours = facets.colours;
  if (facets.materials) intent.materials = facets.materials;
  intent.words = facets.text.trim().replace(/\s+/g, ' ');
  // Nothing understood: the search stays as typed, in English (its fillers too: "a" still searches for "a").
  const understood = [intent.categoryIds, intent.minPrice, intent.maxPrice, intent.colours, intent.materials];
  if (understood.every((read) => read === undefined)) intent.words = english.trim();
  return intent;
}

/** The amount of groups n (number) and n + 1 ("k"); undefined when it cannot be a price. */
function amount(match: RegExpExecArray, n: number): number | undefined {
  if (match[n] === undefined) return undefined;
  const value = Math.round(Number(match[n]) * (match[n + 1] ? 1000 : 1));
  const saysMoney = Boolean(match[n + 1]) || /rs|inr|₹|rupee|\/-/.test(match[0]);
  return Number.isSafeInteger(value) && (value >= LEAST_PRICE || saysMoney) ? value : undefined;
}
