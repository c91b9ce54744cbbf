import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import '../../../shared/lib/zod.ts'; // zod's eval probe off before the schema parses (CSP).
import { isApiError } from '../../../shared/api/client.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError, FieldHint, inputClass, TextField } from '../../../shared/ui/field.tsx';
import {
  ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE,
  AVATAR_MAX_BYTES,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_REQUIRED_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  avatarFileProblem,
  canSubmitReview,
  detectReviewSource,
  emptyReviewForm,
  RATING_REQUIRED_MESSAGE,
  REVIEW_SOURCES,
  REVIEW_VEHICLE_TYPES,
  type ReviewForm,
  type ReviewFormInput,
  reviewFormSchema,
  TENANT_MISSING_MESSAGE,
} from '#core/validation/review.ts';
import { createReview, uploadReviewAvatar, useReviewPublished } from '../api/reviews.ts';
import { formatBytes } from '#core/format/bytes.ts';
import { checkImageFile } from '../lib/files.ts';
import {
  addReviewErrorMessage,
  publishReview,
  REVIEW_SOURCE_LABELS,
  reviewSubmitProblem,
  VEHICLE_TYPE_LABELS,
} from '../lib/review-form.ts';

const AVATAR_RULES = {
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
  notImageMessage: AVATAR_NOT_IMAGE_MESSAGE,
  emptyMessage: AVATAR_REQUIRED_MESSAGE,
};

type Banner = { tone: 'success' | 'error'; text: string };

const Required = () => (
  <span className="ml-0.5 text-red-700" aria-hidden="true">
    *
  </span>
);

/**
 * Add Review (spec 3 §4 "Review form", §5, §8): starts empty with vehicle type car and source
 * website; Add Review stays disabled until name, rating and comment are filled; the reviewer URL
 * sets the source (the owner may change it afterwards); the avatar is checked (image, under 5 MB)
 * when picked and uploaded after the review is created.
 */
export function AddReviewForm({ slug, showVehicleDetails }: { slug: string; showVehicleDetails: boolean }) {
  const id = useId();
  const published = useReviewPublished(slug);
  const [banner, setBanner] = useState<Banner | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount, touchedFields },
  } = useForm<ReviewFormInput, unknown, ReviewForm>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: emptyReviewForm(slug),
    mode: 'onTouched',
  });
  const [name, rating, comment] = useWatch({ control, name: ['customer_name', 'rating', 'comment'] });
  const ready = canSubmitReview({ customer_name: name ?? '', rating: rating ?? 0, comment: comment ?? '' });

  // The avatar: checked when picked (type, size, content), previewed, sent after the review.
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [avatarPreview, setAvatarPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!avatar) return;
    const url = URL.createObjectURL(avatar);
    setAvatarPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setAvatarPreview(null);
    };
  }, [avatar]);
  const clearAvatar = () => {
    setAvatar(null);
    setAvatarError(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const pickAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setAvatar(null);
    setAvatarError(null);
    if (!file) return;
    const problem = await checkImageFile(file, AVATAR_RULES, avatarFileProblem);
    if (problem) {
      setAvatarError(problem);
      event.target.value = '';
      return;
    }
    setAvatar(file);
  };

  const ratingTouched = Boolean(touchedFields.rating);
  const showRatingError = (rating ?? 0) < 1 && (submitCount > 0 || ratingTouched || (Boolean(name?.trim()) && Boolean(comment?.trim())));
  const ratingError = errors.rating?.message ?? (showRatingError ? RATING_REQUIRED_MESSAGE : undefined);

  const onValid = async (values: ReviewForm) => {
    try {
      const result = await publishReview(
        {
          create: createReview,
          uploadAvatar: (input) => uploadReviewAvatar(slug, input),
          warn: (message, error) => console.warn(`[website] ${message}`, error),
        },
        {
          ...values,
          vehicle_type: showVehicleDetails ? values.vehicle_type : null,
          paint_correction: showVehicleDetails && values.paint_correction,
          ceramic_coating: showVehicleDetails && values.ceramic_coating,
          paint_protection_film: showVehicleDetails && values.paint_protection_film,
        },
        avatar,
      );
      published();
      reset(emptyReviewForm(slug));
      clearAvatar();
      setBanner({ tone: 'success', text: result.message });
    } catch (error) {
      setBanner({ tone: 'error', text: addReviewErrorMessage(error) });
      if (isApiError(error) && error.fields) {
        for (const field of ['customer_name', 'rating', 'comment', 'reviewer_url', 'vehicle_type', 'source'] as const) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    // Spec 3 §5, §8: no tenant, or no rating, stops the submit with the spec's message.
    const problem = reviewSubmitProblem({ tenant_slug: getValues('tenant_slug') ?? '', rating: getValues('rating') ?? 0 });
    if (problem === TENANT_MISSING_MESSAGE) {
      setBanner({ tone: 'error', text: problem });
      return;
    }
    if (problem) {
      setError('rating', { message: problem }, { shouldFocus: true });
      return;
    }
    if (avatarError) return;
    void handleSubmit(onValid)(event);
  };

  const commentId = `${id}-comment`;
  const commentErrorId = `${commentId}-error`;
  const sourceId = `${id}-source`;
  const vehicleId = `${id}-vehicle`;
  const avatarId = `${id}-avatar`;
  const ratingErrorId = `${id}-rating-error`;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={`${id}-required`}>
      {banner && (
        <Alert tone={banner.tone} className="scroll-mt-24">
          {banner.text}
        </Alert>
      )}
      <p id={`${id}-required`} className="text-sm text-slate-600">
        Fields marked{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={
            <>
              Customer name
              <Required />
            </>
          }
          autoComplete="off"
          aria-required="true"
          error={errors.customer_name?.message}
          {...register('customer_name')}
        />
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
              <legend className="mb-1.5 text-sm font-medium text-slate-800">
                Rating
                <Required />
              </legend>
              <div className="flex min-h-11 items-center gap-0.5">
                {[1, 2, 3, 4, 5].map((n) => (
                  <label
                    key={n}
                    className="flex size-11 cursor-pointer items-center justify-center rounded-lg has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand hover:bg-amber-50"
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={n}
                      checked={field.value === n}
                      onChange={() => field.onChange(n)}
                      onBlur={field.onBlur}
                      className="sr-only"
                      aria-invalid={ratingError ? true : undefined}
                    />
                    <svg
                      className={cn('size-8', (field.value ?? 0) >= n ? 'text-amber-500' : 'text-slate-300')}
                      viewBox="0 0 20 20"
                      fill="currentColor"
                      aria-hidden="true"
                    >
                      <path d="M9.05 2.93c.3-.92 1.6-.92 1.9 0l1.36 4.19h4.4c.97 0 1.37 1.24.59 1.81l-3.56 2.59 1.36 4.19c.3.92-.76 1.69-1.54 1.12L10 14.24l-3.56 2.59c-.78.57-1.84-.2-1.54-1.12l1.36-4.19-3.56-2.59c-.78-.57-.38-1.81.59-1.81h4.4l1.36-4.19Z" />
                    </svg>
                    <span className="sr-only">
                      {n} {n === 1 ? 'star' : 'stars'}
                    </span>
                  </label>
                ))}
                <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
                  {(field.value ?? 0) > 0 ? `${field.value} of 5` : ''}
                </span>
              </div>
              <FieldError id={ratingErrorId}>{ratingError}</FieldError>
            </fieldset>
          )}
        />
      </div>

      <div>
        <label htmlFor={commentId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Review
          <Required />
        </label>
        <textarea
          id={commentId}
          rows={4}
          aria-required="true"
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? commentErrorId : undefined}
          className={cn(inputClass, 'resize-y leading-relaxed')}
          {...register('comment')}
        />
        <FieldError id={commentErrorId}>{errors.comment?.message}</FieldError>
      </div>

      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <TextField
          label="Reviewer URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint="A link to the review, e.g. on Google Maps, Yelp or Facebook."
          error={errors.reviewer_url?.message}
          {...register('reviewer_url', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => setValue('source', detectReviewSource(event.target.value)),
          })}
        />
        <div>
          <label htmlFor={sourceId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Source
          </label>
          <select id={sourceId} className={inputClass} aria-describedby={`${sourceId}-hint`} {...register('source')}>
            {REVIEW_SOURCES.map((s) => (
              <option key={s} value={s}>
                {REVIEW_SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
          <FieldHint id={`${sourceId}-hint`}>Set from the URL; you can change it.</FieldHint>
        </div>
      </div>

      {showVehicleDetails && (
        <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <div>
            <label htmlFor={vehicleId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Vehicle type
            </label>
            <select id={vehicleId} className={inputClass} {...register('vehicle_type')}>
              {REVIEW_VEHICLE_TYPES.map((v) => (
                <option key={v} value={v}>
                  {VEHICLE_TYPE_LABELS[v]}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Services received</legend>
            <div className="flex flex-col gap-x-5 sm:flex-row sm:flex-wrap">
              {(
                [
                  ['paint_correction', 'Paint correction'],
                  ['ceramic_coating', 'Ceramic coating'],
                  ['paint_protection_film', 'Paint protection film'],
                ] as const
              ).map(([field, label]) => (
                <label key={field} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
                  <input type="checkbox" className="size-4.5 rounded border-slate-400 accent-brand" {...register(field)} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}

      <div>
        <label htmlFor={avatarId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Avatar <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <div className="flex items-center gap-4">
          <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-lg font-semibold text-slate-500 ring-1 ring-slate-200">
            {avatarPreview ? (
              <img src={avatarPreview} alt="" className="size-full object-cover" />
            ) : (
              <span aria-hidden="true">{name?.trim()?.[0]?.toUpperCase() ?? '?'}</span>
            )}
          </div>
          <div className="min-w-0 flex-1">
            <input
              ref={fileInput}
              id={avatarId}
              type="file"
              accept={ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE}
              onChange={(event) => void pickAvatar(event)}
              aria-invalid={avatarError ? true : undefined}
              aria-describedby={`${avatarId}-hint${avatarError ? ` ${avatarId}-error` : ''}`}
              className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            />
            <FieldHint id={`${avatarId}-hint`}>
              {avatar
                ? `${avatar.name} (${formatBytes(avatar.size)})`
                : 'JPEG, PNG, WebP, GIF or AVIF, less than 5MB. Without one, the first letter of the name is shown.'}
            </FieldHint>
            <FieldError id={`${avatarId}-error`} role="alert">
              {avatarError}
            </FieldError>
          </div>
          {avatar && (
            <Button variant="ghost" onClick={clearAvatar} className="shrink-0 px-3">
              Remove<span className="sr-only"> avatar</span>
            </Button>
          )}
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" id={`${id}-ready`}>
          {ready ? 'The review appears on your site within seconds.' : 'Fill in the customer name, rating and review to publish.'}
        </p>
        <Button
          type="submit"
          disabled={!ready || Boolean(avatarError)}
          loading={isSubmitting}
          loadingText="Publishing..."
          aria-describedby={`${id}-ready`}
          className="sm:min-w-36"
        >
          Add Review
        </Button>
      </div>
    </form>
  );
}
