import { useQuery } from '@tanstack/react-query';
import { shownShopDay } from '../../lib/shopDates';
import { useT } from '../../i18n/language';
import { Spinner } from '../../ui/Spinner';
import * as styles from './Reviews.css';
import { productReviewsQuery } from './reviewsApi';

/** The Reviews tab with REVIEWS=on: approved reviews only, each from a buyer of the product (loaded when opened). */
export default function ProductReviews({ productId }: { productId: string }) {
  const t = useT();
  const reviews = useQuery(productReviewsQuery(productId));
  if (reviews.isPending) return <Spinner label={t('Loading reviews')} />;
  if (reviews.isError) return <p>{t('The reviews could not be loaded.')}</p>;
  if (reviews.data.reviews.length === 0) return <p>{t('No reviews yet')}</p>;
  return (
    <ul className={styles.list}>
      {reviews.data.reviews.map((r, i) => (
        <li key={i} className={styles.review} data-testid="review">
          <p className={styles.stars} aria-label={t('{rating} of 5 stars', { rating: r.rating })}>
            {'★'.repeat(r.rating)}
            <span className={styles.empty}>{'★'.repeat(5 - r.rating)}</span>
          </p>
          <p className={styles.text}>{r.text}</p>
          <p className={styles.byline}>
            {r.author} · {shownShopDay(r.date)} · <span className={styles.verified}>✓ {t('Verified buyer')}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
