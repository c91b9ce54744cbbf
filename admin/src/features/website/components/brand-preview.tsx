import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { BrandLook } from '../lib/brand.ts';

/**
 * The live preview beside the Brand card (issue 18, point 2): the site's header and hero as they
 * will look with the colours, logo and tagline on screen, before anything is saved or published.
 * A copy of the site's markup in the dashboard's own styles (the site's CSS is not loaded here):
 * the colours come in as the same custom properties the site sets on <html> (site theme.ts).
 * Drawn at the site's real phone (390 px) and desktop (1280 px) widths, scaled to fit the card.
 */
export function BrandPreview({ look }: { look: BrandLook }) {
  return (
    <section className="space-y-4" aria-label="Preview of your site's header and hero">
      <PreviewFrame label="Phone" width={390} look={look} />
      <PreviewFrame label="Desktop" width={1280} look={look} />
    </section>
  );
}

function PreviewFrame({ label, width, look }: { label: string; width: number; look: BrandLook }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  const [height, setHeight] = useState(0);

  // Scaled with a transform, so the site's layout at its own width is kept exactly; the outer box
  // takes the scaled height so nothing overlaps.
  useLayoutEffect(() => {
    const measure = () => {
      if (!outer.current || !inner.current) return;
      setScale(Math.min(1, outer.current.clientWidth / width));
      setHeight(inner.current.offsetHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, [width]);

  const phone = width < 768;
  return (
    <figure className="m-0">
      <figcaption className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {label} <span className="font-normal normal-case">({width} px)</span>
      </figcaption>
      <div
        ref={outer}
        className={phone ? 'mx-auto max-w-[260px]' : undefined}
        style={{ height: height * scale || undefined }}
        data-preview={phone ? 'phone' : 'desktop'}
      >
        <div
          ref={inner}
          aria-hidden="true"
          className="origin-top-left overflow-hidden rounded-xl bg-white ring-1 ring-slate-900/15 shadow-sm"
          style={{ width, transform: `scale(${scale})`, visibility: scale ? 'visible' : 'hidden', ...cssVars(look) }}
        >
          <PreviewHeader look={look} phone={phone} />
          <PreviewHero look={look} phone={phone} />
        </div>
      </div>
    </figure>
  );
}

/** The industry's mark (content/industries, drawn in currentColor) as an image, white as the site draws it on the brand colour. */
function industryMark(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/currentColor/g, '#ffffff'))}`;
}

function cssVars(look: BrandLook): CSSProperties {
  return {
    '--pv-brand': look.colors.primary,
    '--pv-brand-ink': look.safe.primary,
    '--pv-brand-deep': look.safe.primaryDark,
    '--pv-accent': look.colors.accent,
    '--pv-accent-text': look.safe.accentText,
  } as CSSProperties;
}

function PreviewHeader({ look, phone }: { look: BrandLook; phone: boolean }) {
  return (
    <div>
      <div className="flex h-8 items-center gap-5 px-4 text-[13px] font-semibold text-white" style={{ background: 'var(--pv-brand-deep)' }}>
        <span>{look.phone}</span>
        {look.location && <span className="truncate font-normal text-white/90">{look.location}</span>}
      </div>
      <div className="flex h-14 items-center justify-between gap-3 border-b border-slate-900/10 bg-white px-4">
        <div className="flex min-w-0 items-center gap-2.5">
          {look.logo ? (
            <img
              src={look.logo.url}
              alt=""
              width={look.logo.width}
              height={look.logo.height}
              className={phone ? 'h-10 w-auto max-w-20 shrink-0 object-contain' : 'h-10 w-auto max-w-32 shrink-0 object-contain'}
              data-preview-logo
            />
          ) : (
            <span className="grid size-10 shrink-0 place-items-center rounded-xl" style={{ background: 'var(--pv-brand-ink)' }}>
              {look.logoSvg && <img src={industryMark(look.logoSvg)} alt="" width={24} height={24} className="size-6" />}
            </span>
          )}
          <span className="flex min-w-0 flex-col">
            <span
              className={
                phone
                  ? 'line-clamp-2 text-[15px] leading-tight font-extrabold tracking-tight text-slate-900'
                  : 'line-clamp-2 text-lg leading-tight font-extrabold tracking-tight text-slate-900'
              }
            >
              {look.businessName}
            </span>
            {/* The site shows the tagline under the name from 640 px up, so not on a phone. */}
            {look.tagline && !phone && <span className="truncate text-xs font-medium text-slate-600">{look.tagline}</span>}
          </span>
        </div>
        {phone ? (
          // The site's phone header: a call button in the brand colour and the menu button.
          <div className="flex shrink-0 items-center gap-1.5">
            <svg
              className="m-2.5 size-5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="var(--pv-brand-ink)"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
            </svg>
            <svg className="m-2.5 size-6" viewBox="0 0 24 24" fill="none" stroke="#0f172a" strokeWidth="2" strokeLinecap="round">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </div>
        ) : (
          <>
            <div className="flex items-center gap-1">
              {['Home', 'Services', 'Reviews', 'FAQ', 'Gallery'].map((item) => (
                <span key={item} className="rounded-full px-4 py-2 text-[15px] font-semibold text-slate-700">
                  {item}
                </span>
              ))}
            </div>
            <span className="rounded-full px-5 py-3 text-sm font-bold text-white" style={{ background: 'var(--pv-brand-ink)' }}>
              Request Quote
            </span>
          </>
        )}
      </div>
    </div>
  );
}

function PreviewHero({ look, phone }: { look: BrandLook; phone: boolean }) {
  return (
    <div className="relative isolate overflow-hidden bg-slate-900 text-white" style={{ minHeight: phone ? 560 : 520 }}>
      {look.heroImage && <img src={look.heroImage} alt="" className="absolute inset-0 -z-10 size-full object-cover" />}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-950/55 to-slate-950/20" />
      <div className={phone ? 'px-4 pt-24 pb-14' : 'px-8 py-24'}>
        <div className="max-w-2xl">
          <p className="inline-flex rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold ring-1 ring-white/25 ring-inset">
            {look.industryTitle}
            {look.location ? ` · ${look.location}` : ''}
          </p>
          <p className={phone ? 'mt-5 text-4xl leading-[1.05] font-extrabold' : 'mt-5 text-6xl leading-[1.05] font-extrabold'}>
            {look.heroTitle}
          </p>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/90">{look.heroSubtitle}</p>
          <div className={phone ? 'mt-8 flex flex-col gap-3' : 'mt-8 flex gap-3'}>
            <PreviewButton style={{ background: 'var(--pv-accent)', color: 'var(--pv-accent-text)' }}>Book Now</PreviewButton>
            <PreviewButton style={{ background: 'rgb(255 255 255 / 0.1)', boxShadow: 'inset 0 0 0 1px rgb(255 255 255 / 0.5)' }}>
              Request Quote
            </PreviewButton>
          </div>
        </div>
      </div>
    </div>
  );
}

function PreviewButton({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <span className="inline-flex h-13 items-center justify-center rounded-full px-7 text-base font-bold" style={style}>
      {children}
    </span>
  );
}
