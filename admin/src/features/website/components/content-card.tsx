import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { type ContentSection, DESKTOP_MIN_WIDTH, sectionPreviewUrl } from '../lib/preview.ts';

/**
 * One collapsible card of the Content sub-tab (spec 3 §2): collapsed by default, an Expand/Collapse
 * toggle, and Preview, which opens this card's section of the live site in a new tab. The body is
 * only mounted while expanded, so a collapsed card loads nothing.
 */
export function ContentCard({
  section,
  title,
  description,
  icon,
  siteUrl,
  defaultExpanded = false,
  children,
}: {
  section: ContentSection;
  title: string;
  description: string;
  icon: ReactNode;
  /** The live site; Preview is unavailable without it. */
  siteUrl: string | undefined;
  /** Open at first: the card a link (a notification) points at. */
  defaultExpanded?: boolean;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const wide = () => typeof window !== 'undefined' && window.innerWidth >= DESKTOP_MIN_WIDTH;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
        <div className="flex min-w-0 flex-1 items-start gap-3.5">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand" aria-hidden="true">
            {icon}
          </div>
          <div className="min-w-0">
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600 text-pretty">{description}</p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2 max-sm:[&>*]:flex-1">
          {siteUrl ? (
            <a
              href={sectionPreviewUrl(siteUrl, section, true)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                event.currentTarget.href = sectionPreviewUrl(siteUrl, section, wide());
              }}
              className={buttonClass('ghost', 'px-3.5 text-brand hover:bg-brand/5')}
            >
              <svg
                className="size-4"
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M11 3h6v6M17 3l-8 8M8 5H5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3" />
              </svg>
              Preview
              <span className="sr-only">the {title} section of your live site (opens in a new tab)</span>
            </a>
          ) : (
            <button type="button" disabled className={buttonClass('ghost', 'px-3.5')}>
              Preview
            </button>
          )}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((v) => !v)}
            className={buttonClass('secondary', 'px-3.5')}
          >
            {expanded ? 'Collapse' : 'Expand'}
            <span className="sr-only"> {title}</span>
            <svg
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="m5 8 5 5 5-5" />
            </svg>
          </button>
        </div>
      </div>
      <section id={panelId} aria-labelledby={titleId} hidden={!expanded} className="border-t border-slate-200 p-4 sm:p-5">
        {expanded && children}
      </section>
    </div>
  );
}
