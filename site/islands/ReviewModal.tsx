/**
 * "Review Details" (spec 1 §2): avatar (first-letter fallback), 5-star rating, optional title, the
 * text, service category tag and source icon; the name and avatar link to the reviewer's page when
 * known. A native modal <dialog>: focus stays inside, Escape and the backdrop close it, focus
 * returns to the card that opened it.
 */
import { useEffect, useRef } from 'react';
import type { SiteReview } from '#core/site/types.ts';
import { formatLongDate } from '#core/format/date.ts';
import { Avatar, SourceIcon, Stars } from './ReviewParts.tsx';

interface Props {
  review: SiteReview;
  onClose: () => void;
}

export default function ReviewModal({ review, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const link = review.reviewerUrl;
  const avatar = <Avatar name={review.customerName} image={review.profileImage} size="h-16 w-16 text-2xl" />;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop click only; keyboard users close with Escape (onCancel) or the Close button
    <dialog
      ref={ref}
      aria-labelledby="review-details-title"
      className="site-dialog m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-3xl bg-white p-0 text-slate-900 shadow-2xl"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target !== e.currentTarget) return;
        const r = e.currentTarget.getBoundingClientRect();
        const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        if (!inside) onClose();
      }}
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-center justify-between gap-4">
          <h2 id="review-details-title" className="text-sm font-bold uppercase tracking-[0.16em] text-slate-600">
            Review Details
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="-mr-2 grid h-11 w-11 place-items-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>

        <div className="mt-5 flex items-center gap-4">
          {/* biome-ignore-start lint/a11y/useAnchorContent: mouse-only duplicate of the name link next to it, hidden from assistive tech and the tab order on purpose (a line suppression cannot reach this parenthesised JSX) */}
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              tabIndex={-1}
              aria-hidden="true"
              className="shrink-0 rounded-full"
            >
              {avatar}
            </a>
          ) : (
            avatar
          )}
          {/* biome-ignore-end lint/a11y/useAnchorContent: see above */}
          <div className="min-w-0 flex-1">
            <p className="text-lg font-bold leading-tight">
              {link ? (
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-slate-900 underline decoration-slate-300 underline-offset-4 hover:decoration-brand-ink"
                >
                  {review.customerName}
                </a>
              ) : (
                review.customerName
              )}
            </p>
            <p className="mt-1 text-sm text-slate-600">{formatLongDate(review.date)}</p>
          </div>
          <SourceIcon source={review.reviewSource} className="h-8 w-8" />
        </div>

        <div className="mt-6">
          <Stars rating={review.rating} className="h-6 w-6" />
        </div>
        {review.title && <h3 className="mt-4 text-xl font-bold leading-snug">{review.title}</h3>}
        <p className="mt-3 whitespace-pre-line text-base leading-relaxed text-slate-700">{review.reviewText}</p>
        {review.serviceCategory && (
          <p className="mt-6">
            <span className="inline-flex items-center rounded-full bg-brand/10 px-3 py-1 text-sm font-semibold text-brand-ink ring-1 ring-inset ring-brand/20">
              {review.serviceCategory}
            </span>
          </p>
        )}
      </div>
    </dialog>
  );
}
