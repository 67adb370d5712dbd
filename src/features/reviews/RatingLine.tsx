import type { Product } from '../../../api-schema/entities';
import { ratingLine, stars } from '../../../api-schema/ratingLine';

/** The product page's rating line with REVIEWS=on: the server's one figure (loaded after the page's first paint). */
export default function RatingLine({ rating }: { rating: NonNullable<Product['rating']> }) {
  return (
    <>
      <span aria-hidden>{stars(rating.average)}</span> {ratingLine(rating)}
    </>
  );
}
