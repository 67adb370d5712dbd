import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_VIEWS, reviewCountsLine, type AdminReview } from '../../../../api-schema/adminReviews';
import { serverMessage } from '../../../api/http';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { DeskPager } from '../../desk/DeskPager';
import * as styles from '../../desk/Desk.css';
import { decideReview, reviewDecided, reviewDeskQueries, type ReviewDecision } from './reviewDeskApi';

const VIEW_LABELS = { pending: 'Waiting', approved: 'Shown', hidden: 'Hidden', all: 'All' } as const;
const STATUS_LABELS = { pending: 'Waiting for approval', approved: 'Shown', hidden: 'Hidden' } as const;

/** Buyers' reviews (REVIEWS=on): approve to show one, or hide it with a reason. Nothing is deleted; all are counted. */
export function ReviewsPage() {
  const [view, setView] = useState<(typeof REVIEW_VIEWS)[number]>('pending');
  const [page, setPage] = useState(1);
  const reviews = useQuery(reviewDeskQueries.list({ view, page }));
  return (
    <>
      <h1 className={styles.heading}>Reviews</h1>
      {reviews.data && (
        <p className={styles.intro} data-testid="review-counts">
          {reviewCountsLine(reviews.data.counts)}
        </p>
      )}
      <div className={styles.actions} role="group" aria-label="Show">
        {REVIEW_VIEWS.map((v) => (
          <Button
            key={v}
            size="sm"
            tone={v === view ? 'primary' : 'secondary'}
            onClick={() => (setView(v), setPage(1))}
          >
            {VIEW_LABELS[v]}
          </Button>
        ))}
      </div>
      {reviews.isError && (
        <p className={styles.error}>
          {serverMessage(reviews.error) ?? 'The reviews could not be loaded. Is REVIEWS=on set?'}
        </p>
      )}
      <div style={{ marginTop: '1rem' }}>
        {reviews.data?.reviews.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
        {reviews.data?.reviews.length === 0 && <p className={styles.muted}>Nothing here.</p>}
      </div>
      {reviews.data && (
        <DeskPager current={reviews.data.pagination.current} pages={reviews.data.pagination.pages} onChange={setPage} />
      )}
    </>
  );
}

function ReviewCard({ review: r }: { review: AdminReview }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: ReviewDecision) => decideReview(r.id, decision),
    onSettled: () => void reviewDecided(queryClient),
  });
  return (
    <article className={styles.panel} data-testid="desk-review">
      <header className={styles.actions}>
        <strong>{r.productName}</strong>
        <span aria-label={`${r.rating} of 5 stars`}>{'★'.repeat(r.rating)}</span>
        <span className={styles.muted}>
          {r.author} · {r.orderNumber} · {formatDateTime(r.updatedAt)} · {STATUS_LABELS[r.status]}
          {r.hiddenReason && ` (${r.hiddenReason})`}
        </span>
      </header>
      <p className={styles.messageText}>{r.text}</p>
      <div className={styles.actions}>
        {r.status !== 'approved' && (
          <Button
            size="sm"
            tone="primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ status: 'approved' })}
          >
            Approve
          </Button>
        )}
        {r.status !== 'hidden' && (
          <>
            <input
              aria-label="Why hide it"
              placeholder="Why hide it"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button
              size="sm"
              tone="secondary"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ status: 'hidden', reason })}
            >
              Hide
            </Button>
          </>
        )}
      </div>
      {decide.isError && <p className={styles.error}>{serverMessage(decide.error) ?? 'That did not work.'}</p>}
    </article>
  );
}
