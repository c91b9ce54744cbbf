/** Pieces shared by the review card and the Review Details modal. */
import { useEffect, useRef, useState } from 'react';
import type { ImageRef } from '#core/content/types.ts';
import type { SiteReview } from '#core/site/types.ts';
// The page's icon sprite (SiteLayout) holds the star drawn once.
import { iconHref } from '../components/site/icon-ref.ts';

export function Stars({ rating, className = 'h-5 w-5' }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} className={`${className} ${i < value ? 'text-amber-400' : 'text-slate-200'}`} aria-hidden="true">
          <use href={iconHref('star-round')} />
        </svg>
      ))}
    </span>
  );
}

const SOURCE_LABEL: Record<SiteReview['reviewSource'], string> = {
  google: 'Google',
  yelp: 'Yelp',
  facebook: 'Facebook',
  website: 'Website',
};

/** Brand mark of where the review was posted (inline SVG, so it cannot fail to load). */
export function SourceIcon({ source, className = 'h-6 w-6' }: { source: SiteReview['reviewSource']; className?: string }) {
  const label = `${SOURCE_LABEL[source] ?? 'Website'} review`;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex shrink-0">
      {source === 'google' && (
        <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
          <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
        </svg>
      )}
      {source === 'yelp' && (
        <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="#D32323" />
          <path
            fill="#fff"
            d="M10.9 5.2c.1-.5-.3-.9-.8-.8-1 .2-2.3.7-2.9 1.2-.4.3-.4.8-.1 1.1l3.1 4.8c.4.6 1.1.4 1.1-.3zm-1.6 8.5-3.6.9c-.5.1-.7.6-.5 1 .3.9 1 2 1.7 2.5.4.3.9.2 1.1-.2l1.9-3.2c.3-.6-.1-1.2-.6-1zm2.6 1.5c-.5-.4-1.2-.1-1.2.6l.1 3.7c0 .5.4.8.9.7 1-.2 2.1-.9 2.7-1.6.3-.4.2-.9-.2-1.1zm5.6-1.8-3.5-1.1c-.6-.2-1.1.4-.8 1l1.9 3.2c.3.4.8.5 1.1.2.7-.6 1.3-1.7 1.5-2.6.1-.3-.1-.6-.2-.7zm-.5-3.3c-.4-.9-1.2-1.9-2-2.4-.4-.2-.9-.1-1.1.3l-2 3.1c-.3.6.2 1.2.8 1l3.6-.9c.5-.2.8-.7.7-1.1z"
          />
        </svg>
      )}
      {source === 'facebook' && (
        <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="#1877F2" />
          <path
            fill="#fff"
            d="M13.4 20v-6.2h2.1l.3-2.5h-2.4V9.8c0-.7.2-1.2 1.2-1.2h1.3V6.4c-.2 0-1-.1-1.9-.1-1.9 0-3.1 1.1-3.1 3.2v1.8H8.8v2.5h2.1V20z"
          />
        </svg>
      )}
      {(source === 'website' || !SOURCE_LABEL[source]) && (
        <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="none" stroke="#475569" strokeWidth="1.8">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
      )}
    </span>
  );
}

/** Avatar image, or the first letter of the name when there is none or it fails to load. */
export function Avatar({ name, image, size = 'h-11 w-11 text-base' }: { name: string; image?: ImageRef; size?: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const letter = (name.trim()[0] ?? '?').toUpperCase();
  if (!image || failed) {
    return (
      <span aria-hidden="true" className={`${size} grid shrink-0 place-items-center rounded-full bg-brand-ink font-bold text-white`}>
        {letter}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcset}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${size} shrink-0 rounded-full bg-slate-100 object-cover ring-2 ring-white`}
    />
  );
}
