import { useState } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { REVIEW_DELETE_CONFIRM_MESSAGE, REVIEW_DELETE_FAILED_MESSAGE, REVIEWS_LOAD_FAILED_MESSAGE } from '#core/validation/review.ts';
import { type TenantReview, useDeleteReview, useReviewList } from '../api/reviews.ts';
import { REVIEW_SOURCE_LABELS, VEHICLE_TYPE_LABELS } from '../lib/review-form.ts';
import { InlineLoading, LoadError } from './inline-states.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Remove Review (spec 3 §2): the business's reviews, newest first, each deletable after the spec's
 * confirmation. A load failure shows 'Failed to load reviews' with Try Again.
 */
export function ReviewList({ slug }: { slug: string }) {
  const list = useReviewList(slug);
  const remove = useDeleteReview(slug);
  const [target, setTarget] = useState<TenantReview | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (list.isPending) return <InlineLoading label="Loading reviews..." />;
  if (list.isError && !list.data)
    return <LoadError title={REVIEWS_LOAD_FAILED_MESSAGE} onRetry={() => void list.refetch()} retrying={list.isFetching} />;

  const reviews = list.data.pages.flatMap((p) => p.data);
  const total = list.data.pages[0]?.pagination?.total;

  return (
    <div className="space-y-4">
      {notice && <Alert tone="success">{notice}</Alert>}
      <p className="text-sm text-slate-600">
        {reviews.length === 0
          ? 'No reviews yet. Reviews you add appear here.'
          : `${total ?? reviews.length} ${(total ?? reviews.length) === 1 ? 'review' : 'reviews'} on your site, newest first.`}
      </p>
      {reviews.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {reviews.map((review) => (
            <li key={review.id} className="flex gap-3 p-4 sm:gap-4">
              <Avatar review={review} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="font-semibold text-slate-900">{review.customer_name}</p>
                  <Stars rating={review.rating} />
                </div>
                <p className="mt-0.5 text-xs text-slate-600">
                  {[
                    review.created_at ? dateFormat.format(new Date(review.created_at)) : null,
                    review.source ? (REVIEW_SOURCE_LABELS[review.source as keyof typeof REVIEW_SOURCE_LABELS] ?? review.source) : null,
                    review.vehicle_type
                      ? (VEHICLE_TYPE_LABELS[review.vehicle_type as keyof typeof VEHICLE_TYPE_LABELS] ?? review.vehicle_type)
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{review.comment}</p>
              </div>
              <Button
                variant="ghost"
                className="-mr-2 shrink-0 self-start px-3 text-red-700 hover:bg-red-50 hover:text-red-800 max-sm:w-11 max-sm:px-0"
                onClick={() => {
                  setDeleteError(null);
                  setNotice(null);
                  setTarget(review);
                }}
              >
                <svg
                  className="size-4.5 sm:hidden"
                  viewBox="0 0 20 20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d="M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5M5.5 5.5l.7 10.1a1.5 1.5 0 0 0 1.5 1.4h4.6a1.5 1.5 0 0 0 1.5-1.4l.7-10.1" />
                </svg>
                <span className="max-sm:sr-only">Delete</span>
                <span className="sr-only"> the review by {review.customer_name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.isError && <Alert tone="error">{REVIEWS_LOAD_FAILED_MESSAGE}</Alert>}
      {list.hasNextPage && (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} loadingText="Loading...">
          Show more reviews
        </Button>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title="Delete review?"
        description={REVIEW_DELETE_CONFIRM_MESSAGE}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        tone="danger"
        error={deleteError}
        onConfirm={async () => {
          if (!target) return;
          setDeleteError(null);
          try {
            await remove.mutateAsync(target.id);
          } catch (error) {
            setDeleteError(REVIEW_DELETE_FAILED_MESSAGE);
            throw error;
          }
          setNotice(`The review by ${target.customer_name} was deleted.`);
        }}
      >
        {target && (
          <blockquote className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{target.customer_name}</p>
            <p className="mt-1 line-clamp-3">{target.comment}</p>
          </blockquote>
        )}
      </ConfirmDialog>
    </div>
  );
}

export function Avatar({ review }: { review: Pick<TenantReview, 'customer_name' | 'avatar_url'> }) {
  const [failed, setFailed] = useState(false);
  const initial = review.customer_name.trim()[0]?.toUpperCase() ?? '?';
  return (
    <div
      className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand/10 font-semibold text-brand"
      aria-hidden="true"
    >
      {review.avatar_url && !failed ? (
        <img
          src={review.avatar_url}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        initial
      )}
    </div>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className={n <= rating ? 'size-4 text-amber-500' : 'size-4 text-slate-300'}
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M9.05 2.93c.3-.92 1.6-.92 1.9 0l1.36 4.19h4.4c.97 0 1.37 1.24.59 1.81l-3.56 2.59 1.36 4.19c.3.92-.76 1.69-1.54 1.12L10 14.24l-3.56 2.59c-.78.57-1.84-.2-1.54-1.12l1.36-4.19-3.56-2.59c-.78-.57-.38-1.81.59-1.81h4.4l1.36-4.19Z" />
        </svg>
      ))}
    </span>
  );
}
