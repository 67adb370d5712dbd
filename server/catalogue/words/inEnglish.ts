import { HINDI_WORDS } from './hindiWords';
import { ownWord } from './ownWord';

/**
 * A search with its Hindi and Hinglish words put in English (hindiWords.ts), in NFC and lower case; everything
 * else (digits, ₹, punctuation) kept, so the price and kind words read the same after. A word is letters with
 * their marks: Devanagari's vowel signs are marks, not letters.
 */
export function inEnglish(search: string): string {
  return search
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{L}\p{M}\p{N}]+/gu, (word) => ownWord(HINDI_WORDS, word) ?? word);
}
