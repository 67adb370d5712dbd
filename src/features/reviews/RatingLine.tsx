import type { Product } from '../../../api-schema/entities';
import { stars } from '../../../api-schema/ratingLine';
import { useT } from '../../i18n/language';

/** The product page's rating line with REVIEWS=on: the server's one figure (loaded after the page's first paint). */
export default function RatingLine({ rating }: { rating: NonNullable<Product['rating']> }) {
  const t = useT();
  // api-schema's ratingLine in the reader's language: one decimal, "review" or "reviews".
  const line = rating.count
    ? t(rating.count > 1 ? '{average} ({count} reviews)' : '{average} ({count} review)', {
        average: rating.average.toFixed(1),
        count: rating.count,
      })
    : t('No reviews yet');
  return (
    <>
      <span aria-hidden>{stars(rating.average)}</span> {line}
    </>
  );
}
