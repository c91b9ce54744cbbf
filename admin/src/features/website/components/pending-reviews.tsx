import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  DEFAULT_REVIEW_REQUEST_DELAY_HOURS,
  delayText,
  MAX_REVIEW_REQUEST_DELAY_HOURS,
  reviewRequestSettingsInputSchema,
} from '#core/reviews/requests.ts';
import { REVIEWS_LOAD_FAILED_MESSAGE } from '#core/validation/review.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError, FieldHint, inputClass } from '../../../shared/ui/field.tsx';
import {
  type PendingReview,
  useDecideReview,
  usePendingReviews,
  useReviewRequestSettings,
  useSaveReviewRequestSettings,
} from '../api/reviews.ts';
import { InlineLoading, LoadError } from './inline-states.tsx';
import { Avatar, Stars } from './review-list.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const problemOf = (error: unknown, fallback: string) => (isApiError(error) && error.serverMessage ? error.serverMessage : fallback);

/**
 * Awaiting approval (issue 16): the reviews customers sent through the site's review form, each
 * approved (it appears on the site with the next publish, queued at once) or rejected (hidden for
 * good); and when customers are asked for a review after a completed job.
 */
export function PendingReviews({ slug }: { slug: string }) {
  const pending = usePendingReviews(slug);
  const decide = useDecideReview(slug);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (review: PendingReview, decision: 'approve' | 'reject') => {
    setNotice(null);
    setError(null);
    setBusy(`${review.id}:${decision}`);
    try {
      await decide.mutateAsync({ id: review.id, decision });
      setNotice(
        decision === 'approve'
          ? `The review by ${review.customer_name} is approved and will appear on your site in a moment.`
          : `The review by ${review.customer_name} was rejected and will not appear on your site.`,
      );
    } catch (e) {
      setError(problemOf(e, `Failed to ${decision} the review. Please try again.`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {pending.isPending ? (
        <InlineLoading label="Loading reviews..." />
      ) : pending.isError ? (
        <LoadError title={REVIEWS_LOAD_FAILED_MESSAGE} onRetry={() => void pending.refetch()} retrying={pending.isFetching} />
      ) : pending.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No reviews are waiting. Reviews customers send from your site&apos;s review page appear here for you to approve.
        </p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            {pending.data.total} {pending.data.total === 1 ? 'review is' : 'reviews are'} waiting for your approval. Approved reviews appear
            on your site; rejected ones never do.
          </p>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {pending.data.data.map((review) => (
              <li key={review.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:gap-4">
                <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
                  <Avatar review={review} />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <p className="font-semibold text-slate-900">{review.customer_name}</p>
                      <Stars rating={review.rating} />
                    </div>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {[
                        dateFormat.format(new Date(review.created_at)),
                        review.verified ? 'Verified customer' : 'Not from a review link',
                      ].join(' · ')}
                    </p>
                    <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.comment}</p>
                  </div>
                </div>
                <div className="flex shrink-0 gap-2 sm:flex-col">
                  <Button
                    className="flex-1"
                    loading={busy === `${review.id}:approve`}
                    loadingText="Approving..."
                    disabled={busy !== null}
                    onClick={() => void act(review, 'approve')}
                  >
                    Approve<span className="sr-only"> the review by {review.customer_name}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    className="flex-1"
                    loading={busy === `${review.id}:reject`}
                    loadingText="Rejecting..."
                    disabled={busy !== null}
                    onClick={() => void act(review, 'reject')}
                  >
                    Reject<span className="sr-only"> the review by {review.customer_name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RequestDelay slug={slug} />
    </div>
  );
}

/** The hours after a completed job at which the customer is e-mailed the review link. */
function RequestDelay({ slug }: { slug: string }) {
  const id = useId();
  const settings = useReviewRequestSettings(slug);
  const save = useSaveReviewRequestSettings(slug);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const stored = settings.data?.request_delay_hours;

  useEffect(() => {
    if (stored !== undefined) setValue(String(stored));
  }, [stored]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = reviewRequestSettingsInputSchema.safeParse({ request_delay_hours: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(parsed.data);
      setSaved(true);
    } catch (e) {
      setProblem(isApiError(e) ? (e.fields?.request_delay_hours ?? e.serverMessage ?? e.message) : 'Failed to save. Please try again.');
    }
  };

  const hours = stored ?? DEFAULT_REVIEW_REQUEST_DELAY_HOURS;
  const when = hours === 0 ? 'as soon as the job is completed' : `${delayText(hours)} after the job is completed`;
  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-900">Review requests</p>
      <p className="mt-0.5 text-sm text-slate-600">
        When a job is marked completed in your schedule, its customer is e-mailed a link to review it, {when}.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
            Hours after the job
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_REVIEW_REQUEST_DELAY_HOURS}
            step={1}
            value={value}
            disabled={settings.isPending}
            onChange={(e) => {
              setValue(e.target.value);
              setSaved(false);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            className={inputClass}
          />
        </div>
        <Button type="submit" variant="secondary" loading={save.isPending} loadingText="Saving..." disabled={settings.isPending}>
          Save
        </Button>
      </div>
      <FieldHint id={`${id}-hint`}>From 0 (right away) to {MAX_REVIEW_REQUEST_DELAY_HOURS} hours (14 days).</FieldHint>
      <FieldError id={`${id}-error`} role="alert">
        {problem ?? undefined}
      </FieldError>
      {saved && (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-700">
          Saved: customers are asked {when}.
        </p>
      )}
      {settings.isError && <p className="mt-2 text-sm text-red-700">The setting could not be loaded.</p>}
    </form>
  );
}
