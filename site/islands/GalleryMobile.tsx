/**
 * Mobile gallery (spec 1 §2 "Gallery, mobile"): one large image with swipe (over 50 px moves next
 * or previous), two thumbnails (the next two images), dot indicators (on one line), wrap-around. A
 * broken image shows a placeholder asking the owner to add the file.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SITE_FALLBACK_TEXTS } from '#core/site/constants.ts';
import { fileNameOf, thumbnailIndexes } from './lib/gallery.ts';
import { nextIndex, prevIndex } from './lib/carousel.ts';
import { swipeDirection } from './lib/swipe.ts';
import CarouselDots from './CarouselDots.tsx';
import { Chevron } from './Chevron.tsx';

export interface GalleryItem {
  src: string;
  srcset?: string;
  alt: string;
  width: number;
  height: number;
  title: string;
}

function Missing({ src, compact }: { src: string; compact?: boolean }) {
  return (
    <div
      className={`absolute inset-0 grid place-items-center bg-slate-100 text-center text-slate-600 ${compact ? 'p-3' : 'px-16 pb-20 pt-6'}`}
    >
      <p className={compact ? 'text-xs' : 'text-sm'}>
        Image not found.{compact ? '' : ' '}
        {!compact && (
          <>
            Add the file <span className="break-all font-semibold text-slate-800">{fileNameOf(src)}</span> to show it here.
          </>
        )}
      </p>
    </div>
  );
}

function Picture({
  item,
  sizes,
  className,
  onError,
}: {
  item: GalleryItem;
  sizes: string;
  className: string;
  onError: (src: string) => void;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const { src } = item;
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) onError(src);
  }, [src, onError]);
  return (
    <img
      ref={ref}
      src={item.src}
      srcSet={item.srcset}
      sizes={sizes}
      width={item.width}
      height={item.height}
      alt={item.alt}
      loading="lazy"
      decoding="async"
      onError={() => onError(src)}
      className={className}
    />
  );
}

export default function GalleryMobile({ images }: { images: GalleryItem[] }) {
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<Record<string, true>>({});
  const touch = useRef<{ x: number; y: number } | null>(null);
  const markBroken = useCallback((src: string) => setBroken((b) => (b[src] ? b : { ...b, [src]: true })), []);

  if (total === 0) return <p className="py-12 text-center text-slate-600">{SITE_FALLBACK_TEXTS.noImages}</p>;

  const current = images[index] ?? images[0]!;
  const next = () => setIndex((i) => nextIndex(i, total));
  const prev = () => setIndex((i) => prevIndex(i, total));

  return (
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, a region with aria-roledescription="carousel"
    <div role="region" aria-roledescription="carousel" aria-label="Photo gallery">
      {/* The arrows sit beside the figure, not in it: a figure holds only its content and caption. */}
      <div className="relative">
        <figure
          className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-3xl bg-slate-200 shadow-card"
          onTouchStart={(e) => {
            const t = e.touches[0];
            touch.current = t ? { x: t.clientX, y: t.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const start = touch.current;
            const t = e.changedTouches[0];
            touch.current = null;
            if (!start || !t) return;
            const d = swipeDirection(t.clientX - start.x, t.clientY - start.y);
            if (d === 'next') next();
            else if (d === 'prev') prev();
          }}
        >
          {broken[current.src] ? (
            <Missing src={current.src} />
          ) : (
            <Picture
              key={current.src}
              item={current}
              sizes="calc(100vw - 2rem)"
              onError={markBroken}
              className="absolute inset-0 h-full w-full animate-[gallery-in_400ms_ease-out] object-cover motion-reduce:animate-none"
            />
          )}
          <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-5 pb-4 pt-12 text-white">
            <span className="block font-semibold">{current.title}</span>
            <span className="block text-sm text-white/85" aria-live="polite">
              {index + 1} / {total}
            </span>
          </figcaption>
        </figure>
        {total > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={prev}
              className="absolute left-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md"
            >
              <Chevron left />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={next}
              className="absolute right-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow-md"
            >
              <Chevron />
            </button>
          </>
        )}
      </div>

      {total > 1 && (
        <div className="mt-3 grid grid-cols-2 gap-3">
          {thumbnailIndexes(index, total).map((t) => {
            const item = images[t]!;
            return (
              <button
                key={`${t}-${item.src}`}
                type="button"
                onClick={() => setIndex(t)}
                aria-label={`Show image ${t + 1}: ${item.title}`}
                className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200 shadow-card ring-1 ring-slate-900/5"
              >
                {broken[item.src] ? (
                  <Missing src={item.src} compact />
                ) : (
                  <Picture
                    item={{ ...item, alt: '' }}
                    sizes="calc(50vw - 1.5rem)"
                    onError={markBroken}
                    className="absolute inset-0 h-full w-full object-cover"
                  />
                )}
              </button>
            );
          })}
        </div>
      )}

      {total > 1 && (
        <CarouselDots
          className="mt-3"
          count={total}
          index={index}
          onSelect={setIndex}
          label="Choose image"
          itemLabel={(i) => `Go to image ${i + 1}`}
          buttonClass="grid h-8 w-8 place-items-center rounded-full"
          activeClass="h-2 w-6 bg-brand-ink"
          idleClass="h-2 w-2 bg-slate-300 group-hover:bg-slate-400"
        />
      )}
    </div>
  );
}
