/**
 * Reviews carousel (spec 1 §2 "Reviews", §4, §9): 1 card on phones, 2 from 768 px, 3 from 1024 px;
 * previous/next arrows, dots (at most seven shown, so they stay on one line), swipe (over 50 px),
 * autoplay with a pause control, wrap at both ends, reduced motion respected; a card opens the
 * Review Details modal. Server-rendered with every review in the HTML, hydrated with client:visible.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteReview } from '#core/site/types.ts';
import { clampIndex, nextIndex, perViewForWidth, positionCount, prevIndex, shouldAutoplay } from './lib/carousel.ts';
import { swipeDirection } from './lib/swipe.ts';
import CarouselDots from './CarouselDots.tsx';
import ReviewModal from './ReviewModal.tsx';
import { formatLongDate } from '#core/format/date.ts';
import { Avatar, SourceIcon, Stars } from './ReviewParts.tsx';
import { Chevron } from './Chevron.tsx';

export const REVIEWS_AUTOPLAY_MS = 6000;

interface Props {
  reviews: SiteReview[];
}

export default function ReviewsCarousel({ reviews }: Props) {
  const total = reviews.length;
  const [perView, setPerView] = useState(1);
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [holdPaused, setHoldPaused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [selected, setSelected] = useState<SiteReview | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const positions = positionCount(total, perView);

  // Cards per view, reduced motion and tab visibility follow the browser.
  useEffect(() => {
    const update = () => setPerView(perViewForWidth(window.innerWidth));
    const md = window.matchMedia('(min-width: 768px)');
    const lg = window.matchMedia('(min-width: 1024px)');
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    // Under reduced motion the carousel is paused (the user may still start it).
    const onMotion = () => {
      if (motion.matches) setUserPaused(true);
    };
    const onVisibility = () => setHidden(document.hidden);
    update();
    onMotion();
    md.addEventListener('change', update);
    lg.addEventListener('change', update);
    motion.addEventListener('change', onMotion);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      md.removeEventListener('change', update);
      lg.removeEventListener('change', update);
      motion.removeEventListener('change', onMotion);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => setIndex((i) => clampIndex(i, total, perView)), [perView, total]);

  const paused = userPaused || holdPaused || selected !== null;
  const autoplay = shouldAutoplay({ positions, paused, reducedMotion: false, hidden });
  // One timeout per position: `index` restarts the countdown after every advance, manual or automatic.
  // biome-ignore lint/correctness/useExhaustiveDependencies(index): the effect must re-run when the index changes
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, total, perView)), REVIEWS_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, index, total, perView]);

  // The section's background slideshow pauses with the carousel's pause control.
  useEffect(() => {
    const rotator = rootRef.current?.closest('section')?.querySelector('[data-rotator]');
    rotator?.dispatchEvent(new CustomEvent('rotator:pause', { detail: userPaused }));
  }, [userPaused]);

  const next = useCallback(() => setIndex((i) => nextIndex(i, total, perView)), [total, perView]);
  const prev = useCallback(() => setIndex((i) => prevIndex(i, total, perView)), [total, perView]);

  if (total === 0) {
    return <p className="py-16 text-center text-lg text-white/85">No reviews available</p>;
  }

  const onTouchStart = (e: React.TouchEvent) => {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: React.TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const direction = swipeDirection(t.clientX - start.x, t.clientY - start.y);
    if (direction === 'next') next();
    else if (direction === 'prev') prev();
  };

  const offset = (index * 100) / perView;
  const showControls = positions > 1;

  return (
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, a region with aria-roledescription="carousel"
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      className="relative"
      onMouseEnter={() => setHoldPaused(true)}
      onMouseLeave={() => setHoldPaused(false)}
      onFocus={() => setHoldPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHoldPaused(false);
      }}
    >
      <div className="-mx-3 touch-pan-y overflow-hidden" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div
          data-track
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={offset > 0 ? { transform: `translateX(-${offset}%)` } : undefined}
        >
          {reviews.map((review, i) => {
            const visible = i >= index && i < index + perView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, each slide is a group with aria-roledescription="slide"
              <div
                key={review.id}
                className="w-full shrink-0 px-3 md:w-1/2 lg:w-1/3"
                role="group"
                aria-roledescription="slide"
                aria-label={`Review ${i + 1} of ${total}`}
                inert={!visible}
              >
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setSelected(review)}
                  className="group flex h-[400px] w-full flex-col rounded-3xl bg-white p-6 text-left text-slate-900 shadow-xl shadow-black/20 ring-1 ring-black/5 transition duration-300 hover:-translate-y-1 hover:shadow-2xl sm:p-7"
                >
                  <span className="flex items-center justify-between gap-3">
                    <Stars rating={review.rating} />
                    <SourceIcon source={review.reviewSource} />
                  </span>
                  {review.title && <span className="mt-5 line-clamp-2 block text-lg font-bold leading-snug">{review.title}</span>}
                  <span
                    className={`${review.title ? 'mt-2 line-clamp-6' : 'mt-5 line-clamp-8'} block text-[15px] leading-relaxed text-slate-700`}
                  >
                    “{review.reviewText}”
                  </span>
                  <span className="mt-auto flex items-center gap-3 border-t border-slate-100 pt-5">
                    <Avatar name={review.customerName} image={review.profileImage} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-bold">{review.customerName}</span>
                      <span className="block truncate text-sm text-slate-600">{formatLongDate(review.date)}</span>
                    </span>
                    <span className="shrink-0 text-sm font-semibold text-brand-ink group-hover:underline">Read more</span>
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      </div>

      {showControls && (
        <div className="mt-8 flex flex-col items-center gap-4">
          <CarouselDots
            count={positions}
            index={index}
            onSelect={setIndex}
            label="Choose review"
            itemLabel={(p) => `Go to review ${p + 1}`}
            buttonClass="grid h-8 w-7 place-items-center rounded-full"
            activeClass="h-2.5 w-7 bg-white"
            idleClass="h-2.5 w-2.5 bg-white/45 group-hover:bg-white/75"
          />
          <div className="flex items-center gap-3">
            <button
              type="button"
              aria-label="Previous review"
              onClick={prev}
              className="grid h-12 w-12 place-items-center rounded-full bg-white/10 text-white ring-1 ring-inset ring-white/40 backdrop-blur transition hover:bg-white hover:text-slate-900"
            >
              <Chevron left />
            </button>
            <button
              type="button"
              aria-label={userPaused ? 'Start autoplay' : 'Pause autoplay'}
              onClick={() => setUserPaused((p) => !p)}
              className="grid h-12 w-12 place-items-center rounded-full text-white/85 transition hover:bg-white/10 hover:text-white"
            >
              {userPaused ? (
                <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                  <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                  <rect x="6" y="5" width="4" height="14" rx="1" />
                  <rect x="14" y="5" width="4" height="14" rx="1" />
                </svg>
              )}
            </button>
            <button
              type="button"
              aria-label="Next review"
              onClick={next}
              className="grid h-12 w-12 place-items-center rounded-full bg-white/10 text-white ring-1 ring-inset ring-white/40 backdrop-blur transition hover:bg-white hover:text-slate-900"
            >
              <Chevron />
            </button>
          </div>
        </div>
      )}

      {selected && <ReviewModal review={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
