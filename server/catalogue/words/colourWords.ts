/**
 * The colour words shoppers type, each with the words of the catalogue's colour names it asks for
 * (docs/decisions/026-colour-material-and-hindi-words.md): "blue" finds Navy Blue, Indigo and Peacock Blue;
 * "red" Sindoor Red and Maroon. A colour name is found by any of its words ("Coffee Brown" by "coffee" and
 * "brown"), so a catalogue name's own words are colour words too without being listed (catalogueColours.ts).
 */
export const COLOUR_WORDS: Record<string, string[]> = {
  black: ['black', 'jet', 'ebony'],
  white: ['white', 'ivory', 'offwhite'],
  ivory: ['ivory', 'cream', 'offwhite'],
  cream: ['cream', 'ivory', 'beige'],
  offwhite: ['offwhite', 'ivory', 'cream'],
  beige: ['beige', 'cream', 'nude', 'sand', 'khaki'],
  nude: ['nude', 'beige'],
  brown: ['brown', 'coffee', 'chocolate', 'tan', 'cognac', 'chestnut', 'mocha', 'camel'],
  coffee: ['coffee', 'mocha'],
  chocolate: ['chocolate', 'coffee'],
  tan: ['tan', 'camel', 'cognac'],
  camel: ['camel', 'tan'],
  cognac: ['cognac', 'tan'],
  red: ['red', 'maroon', 'sindoor', 'burgundy', 'wine', 'crimson', 'cherry', 'scarlet'],
  maroon: ['maroon', 'burgundy', 'wine'],
  burgundy: ['burgundy', 'maroon', 'wine'],
  wine: ['wine', 'maroon', 'burgundy'],
  pink: ['pink', 'blush', 'rose', 'fuchsia', 'magenta'],
  blush: ['blush', 'pink'],
  blue: ['blue', 'navy', 'indigo', 'peacock', 'cobalt', 'sky'],
  navy: ['navy'],
  indigo: ['indigo'],
  teal: ['teal'],
  green: ['green', 'olive', 'emerald', 'mint', 'sage', 'bottle'],
  olive: ['olive'],
  emerald: ['emerald'],
  grey: ['grey', 'gray', 'slate', 'charcoal', 'ash'],
  gray: ['grey', 'gray', 'slate', 'charcoal', 'ash'],
  slate: ['slate'],
  charcoal: ['charcoal', 'slate'],
  yellow: ['yellow', 'mustard', 'marigold', 'lemon'],
  mustard: ['mustard'],
  orange: ['orange', 'rust', 'marigold', 'saffron'],
  rust: ['rust'],
  marigold: ['marigold'],
  purple: ['purple', 'violet', 'lavender', 'plum', 'mauve', 'lilac'],
  gold: ['gold', 'golden'],
  golden: ['gold', 'golden'],
  silver: ['silver'],
  multi: ['multi', 'multicolour', 'multicolor', 'multicoloured', 'multicolored'],
  multicolour: ['multi', 'multicolour', 'multicolor', 'multicoloured', 'multicolored'],
  multicolor: ['multi', 'multicolour', 'multicolor', 'multicoloured', 'multicolored'],
};

/** Two words a shopper writes for one colour word. */
export const JOINED_COLOUR_WORDS: [RegExp, string][] = [
  [/\boff[\s-]?white\b/gu, 'offwhite'],
  [/\bmulti[\s-]?colou?r(?:ed)?\b/gu, 'multicolour'],
];
