/**
 * FAQ list (spec 1 §2 "FAQ", spec 2 §2): search "Search FAQs...", category chips ("All" + the
 * site's categories, default from the site), a two-column list with one item open at a time
 * (clicking the open one collapses it; body capped at 12rem and scrollable), the faq_expanded
 * analytics event, the empty state, and the "View all service areas" button in the answer to
 * "What areas do you service?". Every question and answer is server-rendered (hidden ones too).
 */
import { useMemo, useState } from 'react';
import type { SiteFaq } from '#core/site/types.ts';
import {
  ALL_CATEGORY,
  answerParagraphs,
  faqExpandedProps,
  filterFaqs,
  isServiceAreasQuestion,
  splitColumns,
  toggleOpen,
} from './lib/faq.ts';
import { track } from './lib/track.ts';

interface Props {
  faqs: SiteFaq[];
  categories: string[];
  defaultCategory: string;
  /** Prefix of element ids (unique per page). */
  idPrefix?: string;
}

export default function FaqList({ faqs, categories, defaultCategory, idPrefix = 'faq' }: Props) {
  const uid = idPrefix;
  const chips = [ALL_CATEGORY, ...categories];
  const [category, setCategory] = useState(chips.includes(defaultCategory) ? defaultCategory : ALL_CATEGORY);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);

  const visible = useMemo(() => filterFaqs(faqs, search, category), [faqs, search, category]);
  const visibleIds = new Set(visible.map((f) => f.id));
  const [left, right] = splitColumns(visible);
  // Filtered-out items stay in the HTML (hidden) so every answer is in the page for search engines.
  const rest = faqs.filter((f) => !visibleIds.has(f.id));

  const onToggle = (faq: SiteFaq) => {
    const next = toggleOpen(open, faq.id);
    setOpen(next);
    if (next === faq.id) track('faq_expanded', faqExpandedProps(faq));
  };

  const item = (faq: SiteFaq, shown: boolean) => {
    const expanded = shown && open === faq.id;
    const qId = `${uid}-q-${faq.id}`;
    const aId = `${uid}-a-${faq.id}`;
    return (
      <li
        key={faq.id}
        hidden={!shown}
        className="rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5 transition-shadow data-[open]:ring-brand/40"
        data-open={expanded ? '' : undefined}
      >
        <h3>
          <button
            type="button"
            id={qId}
            aria-expanded={expanded}
            aria-controls={aId}
            onClick={() => onToggle(faq)}
            className="flex min-h-16 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold leading-snug text-slate-900 sm:px-6"
          >
            <span>{faq.question}</span>
            <span
              aria-hidden="true"
              className={`grid h-8 w-8 shrink-0 place-items-center rounded-full transition ${expanded ? 'rotate-180 bg-brand-ink text-white' : 'bg-slate-100 text-slate-700'}`}
            >
              <svg
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </span>
          </button>
        </h3>
        <section
          id={aId}
          aria-labelledby={qId}
          hidden={!expanded}
          tabIndex={expanded ? 0 : -1}
          className="max-h-48 overflow-y-auto px-5 pb-5 text-[15px] leading-relaxed text-slate-700 sm:px-6"
        >
          {answerParagraphs(faq.answer).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one static answer, never reordered (the text may repeat)
            <p key={i} className={i > 0 ? 'mt-3' : undefined}>
              {p}
            </p>
          ))}
          {isServiceAreasQuestion(faq.question) && (
            <button
              type="button"
              data-areas-open
              aria-haspopup="dialog"
              aria-controls="service-areas-dialog"
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-ink px-5 text-sm font-bold text-white shadow-sm transition hover:brightness-110"
            >
              View all service areas
            </button>
          )}
        </section>
      </li>
    );
  };

  return (
    <div>
      <div className="mx-auto flex max-w-3xl flex-col items-stretch gap-4">
        <div className="relative">
          <label htmlFor={`${uid}-search`} className="sr-only">
            Search FAQs
          </label>
          <svg
            viewBox="0 0 24 24"
            className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            id={`${uid}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search FAQs..."
            autoComplete="off"
            className="h-13 w-full rounded-full border-0 bg-white pl-12 pr-5 text-base text-slate-900 shadow-card ring-1 ring-slate-900/10 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-ink"
          />
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of toggle buttons, not a form fieldset */}
        <div
          role="group"
          aria-label="Filter by category"
          className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
        >
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              aria-pressed={chip === category}
              onClick={() => {
                setCategory(chip);
                setOpen(null);
              }}
              className={`inline-flex h-11 shrink-0 items-center rounded-full px-5 text-sm font-semibold transition ${
                chip === category
                  ? 'bg-slate-900 text-white shadow-md'
                  : 'bg-white text-slate-700 ring-1 ring-inset ring-slate-900/10 hover:bg-slate-50 hover:text-slate-900'
              }`}
            >
              {chip}
            </button>
          ))}
        </div>
      </div>

      {visible.length === 0 && (
        <div
          className="mx-auto mt-10 max-w-md rounded-3xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-slate-900/5"
          role="status"
        >
          <p className="text-lg font-bold text-slate-900">No FAQs Found</p>
          <p className="mt-2 text-slate-600">Try adjusting your search or selecting a different category</p>
        </div>
      )}
      <div className={`mt-10 grid items-start gap-4 md:grid-cols-2 md:gap-5 ${visible.length === 0 ? 'hidden' : ''}`}>
        <ul className="space-y-4">{left.map((f) => item(f, true))}</ul>
        <ul className="space-y-4">
          {right.map((f) => item(f, true))}
          {rest.map((f) => item(f, false))}
        </ul>
      </div>
    </div>
  );
}
