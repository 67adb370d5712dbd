/** A product's approved reviews in one figure (api-schema/reviews.ts ratingSummary), without zod: the page's first load. */
export interface Rating {
  average: number;
  count: number;
}

/** Whole and half stars for a rating (★★★★½), as the spec's demo line draws them. */
export const stars = (rating: number) => '★'.repeat(rating) + (rating % 1 >= 0.5 ? '½' : '');
