/**
 * The review form of a business's site (issue 16): stars, the review, an optional photo and the
 * customer's name, prefilled when they came by the link of the review request e-mail (`?t=`, read
 * here and never rendered into the page). The rules are core's (core/validation/review.ts), the
 * server answers with the same words; a sent review waits for the owner's approval.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { reviewTokenFromSearch } from '#core/reviews/requests.ts';
import {
  ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE,
  publicReviewSchema,
  REVIEW_LIMITS,
  REVIEW_RECEIVED_MESSAGE,
  reviewPhotoProblem,
} from '#core/validation/review.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { Alert, btnPrimary, btnSecondary, Field, inputClass } from '../booking/ui.tsx';
import { reviewApi } from '../lib/review-api.ts';

export interface ReviewFormProps {
  slug: string;
  businessName: string;
  homeHref: string;
}

const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const FIELD_ORDER = ['rating', 'comment', 'customer_name'] as const;

type LinkState = { state: 'checking' } | { state: 'none' } | { state: 'good'; service: string } | { state: 'bad'; message: string };

export default function ReviewForm(props: ReviewFormProps) {
  const id = useId();
  const [token, setToken] = useState<string | undefined>();
  const [link, setLink] = useState<LinkState>({ state: 'checking' });
  const [name, setName] = useState('');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | undefined>();
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const t = reviewTokenFromSearch(window.location.search);
    setToken(t);
    if (!t) {
      setLink({ state: 'none' });
      return;
    }
    void reviewApi.link(props.slug, t).then((res) => {
      if (res.ok) {
        setName((current) => current || res.data.customer_name);
        setLink({ state: 'good', service: res.data.service });
      } else setLink({ state: 'bad', message: res.error });
    });
  }, [props.slug]);

  const choosePhoto = (file: File | undefined) => {
    const problem = file && reviewPhotoProblem(file);
    setErrors(({ photo: _, ...rest }) => (problem ? { ...rest, photo: problem } : rest));
    setPhoto(problem ? undefined : file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const draft = { tenant_slug: props.slug, customer_name: name, rating, comment, token, website: honeypot };
    const parsed = publicReviewSchema.safeParse(draft);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // The first field in the order the form shows them.
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first === 'rating' ? 'rating-1' : first}`)?.focus();
      return;
    }
    setSending(true);
    const res = await reviewApi.submit({ ...draft, customer_name: parsed.data.customer_name, comment: parsed.data.comment }, photo);
    setSending(false);
    if (res.ok) {
      setSent(true);
      return;
    }
    setErrors(res.fields);
    if (Object.keys(res.fields).length === 0 || res.fields.token || res.fields.tenant_slug)
      setFailure(res.fields.token ?? res.fields.tenant_slug ?? res.error);
  };

  if (sent) {
    return (
      <Alert tone="success" live>
        <p className="text-base font-semibold">{REVIEW_RECEIVED_MESSAGE}</p>
        <a href={props.homeHref} className={`${btnSecondary} mt-4`}>
          Back to {props.businessName}
        </a>
      </Alert>
    );
  }
  if (link.state === 'checking') {
    return (
      <p role="status" className="py-16 text-center text-slate-700">
        Opening your review link...
      </p>
    );
  }
  if (link.state === 'bad') {
    return (
      <Alert tone="error">
        <p>{link.message}</p>
        <a href={props.homeHref} className={`${btnSecondary} mt-3`}>
          Back to {props.businessName}
        </a>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-6">
      {link.state === 'good' && (
        <p className="text-slate-700">
          Thank you for choosing {props.businessName} for your {link.service.toLowerCase()}. How did it go?
        </p>
      )}
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="block text-sm font-semibold text-slate-800">Your rating</legend>
        <div className="mt-2 flex items-center gap-1">
          {STAR_WORDS.map((word, i) => {
            const value = i + 1;
            return (
              <label
                key={value}
                className="relative flex size-12 cursor-pointer items-center justify-center rounded-xl has-focus-visible:outline-3 has-focus-visible:outline-brand-ink"
              >
                <input
                  id={`${id}-rating-${value}`}
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setErrors(({ rating: _, ...rest }) => rest);
                  }}
                  className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                />
                <span className="sr-only">
                  {value} {value === 1 ? 'star' : 'stars'}: {word}
                </span>
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className={`size-9 ${value <= rating ? 'fill-amber-500 text-amber-500' : 'fill-none text-slate-400'}`}
                  stroke="currentColor"
                  strokeWidth="1.3"
                >
                  <path d="M9.05 2.93c.3-.92 1.6-.92 1.9 0l1.36 4.19h4.4c.97 0 1.37 1.24.59 1.81l-3.56 2.59 1.36 4.19c.3.92-.76 1.69-1.54 1.12L10 14.24l-3.56 2.59c-.78.57-1.84-.2-1.54-1.12l1.36-4.19-3.56-2.59c-.78-.57-.38-1.81.59-1.81h4.4l1.36-4.19Z" />
                </svg>
              </label>
            );
          })}
          <span className="ml-2 text-sm font-medium text-slate-700" aria-hidden="true">
            {rating > 0 ? STAR_WORDS[rating - 1] : ''}
          </span>
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <Field id={`${id}-comment`} label="Your review" error={errors.comment}>
        {(aria) => (
          <textarea
            {...aria}
            rows={5}
            maxLength={REVIEW_LIMITS.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>

      <Field id={`${id}-customer_name`} label="Your name" error={errors.customer_name} hint="Shown with your review.">
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="name"
            maxLength={REVIEW_LIMITS.customerName}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>

      <Field
        id={`${id}-photo`}
        label="Your photo"
        optional
        error={errors.photo}
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. Shown beside your name."
      >
        {(aria) => (
          <input
            {...aria}
            type="file"
            accept={ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE}
            onChange={(e) => choosePhoto(e.target.files?.[0])}
            className="mt-1.5 block w-full text-base text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-900"
          />
        )}
      </Field>

      {/* Honeypot: people never see or reach it; a bot that fills it is dropped by the server. */}
      <div className="absolute -left-[10000px] top-auto size-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

      {failure && <Alert tone="error">{failure}</Alert>}
      <button type="submit" className={`${btnPrimary} w-full sm:w-auto`} disabled={sending}>
        {sending ? 'Sending...' : 'Send review'}
      </button>
      <p className="text-sm text-slate-600">{props.businessName} reads every review before it appears on this site.</p>
    </form>
  );
}
