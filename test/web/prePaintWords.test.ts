import { describe, expect, it } from 'vitest';
import { listingWords } from '../../server/seo/listingWords';
import type { Message } from '../../src/i18n/en';
import { hi } from '../../src/i18n/hi';

/** The server's pre-painted listing must read as the SPA then renders it, in each language (no swap of words). */
describe("the listing pre-paint's words", () => {
  it('are the catalogue’s texts in English and their Hindi in Hindi', () => {
    for (const [key, english] of Object.entries(listingWords.en)) {
      expect(hi[english as Message], key).toBe(listingWords.hi[key as keyof typeof listingWords.hi]);
    }
  });
});
