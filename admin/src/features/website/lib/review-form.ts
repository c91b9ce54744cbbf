/**
 * The Add Review form's logic (spec 3 §4 "Review form", §5, §8), around the rules in
 * core/validation/review.ts (whose emptyReviewForm and canSubmitReview the form uses directly): the
 * source that follows the reviewer URL, the publish sequence (review first, then the avatar, whose
 * failure only logs a warning) and messages.
 */
import {
  type ReviewForm,
  type ReviewSource,
  RATING_REQUIRED_MESSAGE,
  REVIEW_ADD_FAILED_MESSAGE,
  REVIEW_PUBLISHED_MESSAGE,
  TENANT_MISSING_MESSAGE,
  detectReviewSource,
  type emptyReviewForm,
} from '#core/validation/review.ts';

export type ReviewFormValues = ReturnType<typeof emptyReviewForm>;

/**
 * Spec 3 §4: editing the reviewer URL sets the source (google, yelp, facebook or website); the
 * owner may pick another one afterwards, until the URL is edited again.
 */
export function withReviewerUrl<T extends { reviewer_url: string; source: ReviewSource }>(values: T, url: string): T {
  return { ...values, reviewer_url: url, source: detectReviewSource(url) };
}

/** The message that stops a submit before any call, or undefined (spec 3 §5, §8). */
export function reviewSubmitProblem(values: Pick<ReviewFormValues, 'tenant_slug' | 'rating'>): string | undefined {
  if (!values.tenant_slug?.trim()) return TENANT_MISSING_MESSAGE;
  if (!values.rating || values.rating < 1) return RATING_REQUIRED_MESSAGE;
  return undefined;
}

/** The body of POST /api/tenant-reviews. */
export function reviewPayload(values: ReviewForm) {
  const url = values.reviewer_url?.trim() ?? '';
  return {
    tenant_slug: values.tenant_slug.trim(),
    customer_name: values.customer_name.trim(),
    rating: values.rating,
    comment: values.comment.trim(),
    reviewer_url: url || null,
    vehicle_type: values.vehicle_type ?? null,
    paint_correction: values.paint_correction ?? false,
    ceramic_coating: values.ceramic_coating ?? false,
    paint_protection_film: values.paint_protection_film ?? false,
    source: values.source ?? detectReviewSource(url),
  };
}
export type ReviewPayload = ReturnType<typeof reviewPayload>;

export interface PublishReviewDeps {
  create: (payload: ReviewPayload) => Promise<{ id: number | string; message?: string }>;
  uploadAvatar: (input: { avatar: File; customerName: string; reviewId: number | string }) => Promise<unknown>;
  warn: (message: string, error: unknown) => void;
}

export interface PublishedReview {
  id: number | string;
  /** The server's success message ("Review published successfully!"). */
  message: string;
  /** null when there was no avatar; false when its upload failed (the review stays published). */
  avatarUploaded: boolean | null;
}

/**
 * Spec 3 §4: POST the review; then, with its id, upload the avatar if one was chosen. A failed
 * avatar upload only logs a warning: the review is published either way.
 */
export async function publishReview(deps: PublishReviewDeps, values: ReviewForm, avatar: File | null): Promise<PublishedReview> {
  const payload = reviewPayload(values);
  const created = await deps.create(payload);
  const message = created.message || REVIEW_PUBLISHED_MESSAGE;
  if (!avatar) return { id: created.id, message, avatarUploaded: null };
  try {
    await deps.uploadAvatar({ avatar, customerName: payload.customer_name, reviewId: created.id });
    return { id: created.id, message, avatarUploaded: true };
  } catch (error) {
    deps.warn('Review published, but the avatar upload failed', error);
    return { id: created.id, message, avatarUploaded: false };
  }
}

/** Spec 3 §8: the server's message for review calls when there is one, else the spec's text. */
export function addReviewErrorMessage(error: unknown): string {
  const server =
    typeof error === 'object' && error !== null && 'serverMessage' in error
      ? (error as { serverMessage?: unknown }).serverMessage
      : undefined;
  return typeof server === 'string' && server.trim() ? server : REVIEW_ADD_FAILED_MESSAGE;
}

export const VEHICLE_TYPE_LABELS = { car: 'Car', truck: 'Truck', suv: 'SUV', boat: 'Boat', rv: 'RV', motorcycle: 'Motorcycle' } as const;
export const REVIEW_SOURCE_LABELS = { website: 'Website', google: 'Google', yelp: 'Yelp', facebook: 'Facebook' } as const;
