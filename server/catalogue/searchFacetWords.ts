import { COLOUR_WORDS, JOINED_COLOUR_WORDS } from './words/colourWords';
import { MATERIAL_WORDS } from './words/materialWords';
import { ownWord } from './words/ownWord';

/** The lower-case words of a colour name: "Navy Blue" → navy, blue. */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/**
 * The colour and material words of a search read as the listing's colour and material facets
 * (docs/decisions/026-colour-material-and-hindi-words.md), taken out of the text: a catalogue colour name
 * ("navy blue"), a shopper's colour word ("blue": every catalogue colour named with a word of its family),
 * a material word ("vegan leather"). A colour word no catalogue colour answers stays in the text.
 */
export function readFacetWords(text: string, colourNames: string[]) {
  const colours = new Set<string>();
  const materials = new Set<string>();
  for (const { pattern, materials: asked } of MATERIAL_WORDS) {
    const before = text;
    text = text.replace(pattern, ' ');
    if (text !== before) for (const m of asked) materials.add(m);
  }
  // Whole names of several words first: "navy blue" is Navy Blue, not every blue.
  for (const name of colourNames.filter((n) => nameWords(n).length > 1)) {
    const phrase = new RegExp(
      String.raw`(?<![\p{L}\p{N}])${nameWords(name).join(String.raw`[\s-]+`)}(?![\p{L}\p{N}])`,
      'u',
    );
    if (!phrase.test(text)) continue;
    colours.add(name);
    text = text.replace(phrase, ' ');
  }
  for (const [pattern, word] of JOINED_COLOUR_WORDS) text = text.replace(pattern, word);
  const kept = text.split(' ').filter((word) => {
    const family =
      ownWord(COLOUR_WORDS, word) ?? (colourNames.some((n) => nameWords(n).includes(word)) ? [word] : undefined);
    const named = family ? colourNames.filter((n) => nameWords(n).some((w) => family.includes(w))) : [];
    for (const name of named) colours.add(name);
    return named.length === 0;
  });
  return {
    text: kept.join(' '),
    colours: colours.size > 0 ? colourNames.filter((n) => colours.has(n)) : undefined,
    materials: materials.size > 0 ? [...materials] : undefined,
  };
}
