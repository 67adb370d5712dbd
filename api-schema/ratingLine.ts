/** A product's approved reviews in one figure (api-schema/reviews.ts ratingSummary), without zod: the page's first load. */
export interface Rating {
  average: number;
  count: number;
}

/** The product page's rating line ("No reviews yet" when none); the average has one decimal. */
export const ratingLine = (r: Rating) =>
  r.count ? `${r.average.toFixed(1)} (${r.count} review${r.count > 1 ? 's' : ''})` : 'No reviews yet';

/** Whole and half stars for a rating (★★★★½), as the spec's demo line draws them. */
export const stars = (rating: number) => '★'.repeat(rating) + (rating % 1 >= 0.5 ? '½' : '');
