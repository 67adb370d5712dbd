import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { shownShopDay } from '../../lib/shopDates';
import type { reviewLine } from '../../../api-schema/reviews';
import type * as z from 'zod/mini';
import { serverMessage } from '../../api/http';
import { tKnown, useT } from '../../i18n/language';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import * as styles from './Reviews.css';
import { orderReviewsQuery, reviewKeys, saveReview } from './reviewsApi';

type Line = z.infer<typeof reviewLine>;

/** /track-order?review={token}: the buyer rates and reviews each product of a delivered order (signed link, no login). */
export function ReviewPage({ token }: { token: string }) {
  const t = useT();
  const order = useQuery(orderReviewsQuery(token));
  if (order.isPending) return <Spinner label={t('Checking the link')} />;
  if (order.isError)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('This review link cannot be used')}</h1>
        <p role="alert" data-testid="review-link-refused">
          {tKnown(serverMessage(order.error) ?? 'Please check your connection and open the link again.')}
        </p>
        <Link to="/track-order">{t('Track your order')}</Link>
      </div>
    );
  const { orderNumber, lines, editable, editableUntil } = order.data;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Review your order')}</h1>
      <p className={styles.note}>
        {t('Order {orderNumber}', { orderNumber })} ·{' '}
        {editable
          ? t('You can write or change your reviews until {date}.', { date: shownShopDay(editableUntil) })
          : t('Reviews could be written until {date}.', { date: shownShopDay(editableUntil) })}{' '}
        {t('The shop shows a review once it has read it.')}
      </p>
      {lines.map((line) => (
        <LineReview key={line.line} token={token} line={line} editable={editable} />
      ))}
    </div>
  );
}

function LineReview({ token, line, editable }: { token: string; line: Line; editable: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(line.review?.rating ?? 0);
  const [text, setText] = useState(line.review?.text ?? '');
  const save = useMutation({
    mutationFn: () => saveReview(token, line.line, { rating, text }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.order(token) }),
  });
  const id = `review-${line.line}`;
  return (
    <form
      className={styles.line}
      aria-labelledby={`${id}-name`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h2 id={`${id}-name`} className={styles.note} style={{ color: 'inherit', fontSize: '1.1rem' }}>
        {line.productName} ({line.color})
      </h2>
      <fieldset className={styles.starPicker} disabled={!editable}>
        <legend className={styles.note}>{t('Your rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className={styles.star}
            data-on={n <= rating ? '' : undefined}
            aria-pressed={n === rating}
            aria-label={t(n === 1 ? '{count} star' : '{count} stars', { count: n })}
            onClick={() => setRating(n)}
            style={{ background: 'none', border: 0 }}
          >
            ★
          </button>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`} className={styles.note}>
        {t('Your review')}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        maxLength={2000}
        disabled={!editable}
        onChange={(e) => setText(e.target.value)}
      />
      {editable && (
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {t(save.isPending ? 'Saving...' : line.review ? 'Save changes' : 'Save review')}
        </Button>
      )}
      <p aria-live="polite" className={save.isError ? styles.problem : styles.note}>
        {save.isError
          ? tKnown(serverMessage(save.error) ?? 'That did not work. Please try again.')
          : save.isSuccess
            ? t('Thank you: your review is saved.')
            : line.review?.status === 'approved'
              ? t('Your review is shown on the product page.')
              : ''}
      </p>
    </form>
  );
}
