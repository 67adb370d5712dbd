import { KIND_WISHES } from '../searchIntentWords';
import { SAME_AS } from '../searchTerms';
import { COLOUR_WORDS } from './colourWords';
import { HINDI_WORDS } from './hindiWords';
import { MATERIAL_WORDS } from './materialWords';

const LISTED = new Set([
  ...Object.entries(HINDI_WORDS).flat(),
  ...Object.entries(COLOUR_WORDS).flatMap(([word, family]) => [word, ...family]),
  ...Object.entries(SAME_AS).flat(),
]);
const MATERIAL_PATTERNS = MATERIAL_WORDS.map(({ pattern }) => new RegExp(pattern.source, 'u'));

/** Whether the shop's word lists know a word (so it is never "corrected" to a catalogue word). */
export const listedWord = (word: string) =>
  LISTED.has(word) ||
  MATERIAL_PATTERNS.some((pattern) => pattern.test(word)) ||
  KIND_WISHES.some(({ pattern }) => pattern.test(word));
