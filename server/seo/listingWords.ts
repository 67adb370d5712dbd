/**
 * The listing pre-paint's words in each of the shop's languages, as the SPA's catalogue renders them
 * (src/i18n); test/web/prePaintWords.test.ts holds the Hindi equal to the catalogue's. Fixed text, nothing to escape.
 */
export const listingWords = {
  en: {
    title: 'All Products',
    filters: 'Filters',
    showing: 'Showing {from} - {to} of {total} products',
    clearAll: 'Clear all',
  },
  hi: {
    title: 'सभी उत्पाद',
    filters: 'फ़िल्टर',
    showing: '{total} में से {from} - {to} उत्पाद',
    clearAll: 'सब हटाएँ',
  },
} as const;

export type PrePaintLanguage = keyof typeof listingWords;
