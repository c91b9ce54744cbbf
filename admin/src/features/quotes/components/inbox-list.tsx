import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MAX_SEARCH } from '#core/quotes/schemas.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { pageCount, showingText } from '../../../shared/lib/paging.ts';
import { servicesSummary } from '../../../shared/lib/quote-requests.ts';
import { formatDateTime, formatRelativeTime } from '../../../shared/lib/relative-time.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { useQuoteList } from '../api/quotes.ts';
import { errorText } from '../lib/errors.ts';
import { FILTER_LABEL, INBOX_FILTERS, type InboxState, PAGE_SIZES } from '../lib/inbox.ts';
import { placeOf } from '../lib/quote-view.ts';
import type { Quote } from '../lib/types.ts';
import { StatusBadge } from './status-badge.tsx';

/** How long the search waits for the typing to pause before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
/** Placeholder rows while the first page loads (fixed keys: they never reorder). */
const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'];

interface InboxListProps {
  slug: string;
  state: InboxState;
  onChange: (change: Partial<InboxState>, options?: { replace?: boolean }) => void;
  linkTo: (request: number | null) => string;
}

/** The filter chips with their counts, the search box, the rows of one page and the paging. */
export function InboxList({ slug, state, onChange, linkTo }: InboxListProps) {
  const list = useQuoteList(slug, state);
  const counts = list.data?.counts;
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const pages = pageCount(total, state.size);
  const searching = state.search !== '' || state.filter !== 'all';

  // A page past the end (rows removed meanwhile, an old link): go to the last one there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && rows.length === 0 && total > 0 && state.page > pages)
      onChange({ page: pages }, { replace: true });
  });

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="space-y-3 border-b border-slate-100 p-3 sm:p-4">
        <SearchBox value={state.search} onSearch={(search) => onChange({ search }, { replace: true })} />
        <fieldset className="-mx-3 flex gap-1.5 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
          <legend className="sr-only">Filter by status</legend>
          {INBOX_FILTERS.map((filter) => {
            const pressed = state.filter === filter;
            return (
              <button
                key={filter}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange({ filter })}
                className={cn(
                  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3 whitespace-nowrap text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  pressed ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {FILTER_LABEL[filter]}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums',
                    pressed ? 'bg-white text-brand' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {counts ? counts[filter].toLocaleString('en-US') : '–'}
                </span>
              </button>
            );
          })}
        </fieldset>
      </div>

      {list.isPending ? (
        <div role="status" aria-label="Loading quote requests...">
          <ul className="divide-y divide-slate-100" aria-hidden="true">
            {SKELETON_ROWS.map((row) => (
              <li key={row} className="flex animate-pulse gap-3 px-4 py-4 motion-reduce:animate-none">
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="h-4 w-2/5 rounded bg-slate-200" />
                  <div className="h-3 w-3/4 rounded bg-slate-100" />
                </div>
                <div className="h-5 w-16 rounded-full bg-slate-100" />
              </li>
            ))}
          </ul>
        </div>
      ) : list.isError ? (
        <div role="alert" className="px-6 py-10 text-center">
          <p className="text-base font-semibold text-slate-900">Couldn’t load your quote requests</p>
          <p className="mt-1 text-sm text-slate-600">{errorText(list.error)} Check your connection, then try again.</p>
          <Button
            variant="secondary"
            className="mt-5"
            onClick={() => void list.refetch()}
            loading={list.isRefetching}
            loadingText="Trying again..."
          >
            Try Again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyList searching={searching} hasAny={(counts?.all ?? 0) > 0} onClear={() => onChange({ filter: 'all', search: '' })} />
      ) : (
        <>
          <ul
            className={cn('divide-y divide-slate-100', list.isPlaceholderData && 'opacity-60')}
            aria-busy={list.isPlaceholderData || undefined}
          >
            {rows.map((quote) => (
              <li key={quote.id}>
                <QuoteRow quote={quote} to={linkTo(quote.id)} selected={quote.id === state.request} />
              </li>
            ))}
          </ul>
          <Paging state={state} shown={rows.length} total={total} pages={pages} onChange={onChange} />
        </>
      )}
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  // The address changed from elsewhere (back button, "Clear filters"): show what it holds.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      search.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Search requests
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={MAX_SEARCH}
        onChange={(e) => setText(e.target.value)}
        placeholder="Name, e-mail, phone, city, ZIP, service"
        className={inputClass}
        autoComplete="off"
      />
    </div>
  );
}

function QuoteRow({ quote, to, selected }: { quote: Quote; to: string; selected: boolean }) {
  const now = useNow(60_000);
  const unread = !quote.read;
  return (
    <Link
      to={to}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex gap-3 px-4 py-3.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
        selected && 'bg-blue-50/70 hover:bg-blue-50',
      )}
    >
      <span className="mt-1.5 flex w-2.5 shrink-0 justify-center" aria-hidden="true">
        {unread && <span className="size-2.5 rounded-full bg-brand" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={cn('truncate text-sm text-slate-900', unread ? 'font-bold' : 'font-medium')}>
            {unread && <span className="sr-only">New: </span>}
            {quote.name}
          </span>
          <time
            dateTime={quote.createdAt}
            title={formatDateTime(quote.createdAt)}
            className="shrink-0 text-xs whitespace-nowrap text-slate-600"
          >
            {formatRelativeTime(quote.createdAt, now)}
          </time>
        </span>
        <span className={cn('mt-0.5 block truncate text-sm', unread ? 'font-semibold text-slate-800' : 'text-slate-600')}>
          {servicesSummary(quote.services)}
        </span>
        <span className="mt-1.5 flex items-center justify-between gap-3">
          <span className="truncate text-xs text-slate-600">{placeOf(quote)}</span>
          <StatusBadge status={quote.status} />
        </span>
      </span>
    </Link>
  );
}

function EmptyList({ searching, hasAny, onClear }: { searching: boolean; hasAny: boolean; onClear: () => void }) {
  if (searching && hasAny)
    return (
      <div className="px-6 py-10 text-center">
        <p className="text-base font-semibold text-slate-900">No requests match</p>
        <p className="mt-1 text-sm text-slate-600">Try other words, or show every request.</p>
        <Button variant="secondary" className="mt-5" onClick={onClear}>
          Clear search and filter
        </Button>
      </div>
    );
  return (
    <div className="px-6 py-10 text-center">
      <p className="text-base font-semibold text-slate-900">No quote requests yet</p>
      <p className="mt-1 text-sm text-slate-600 text-pretty">
        They arrive here as soon as a visitor sends the quote form on your site. Share your site’s address with your customers to get the
        first.
      </p>
    </div>
  );
}

function Paging({
  state,
  shown,
  total,
  pages,
  onChange,
}: {
  state: InboxState;
  shown: number;
  total: number;
  pages: number;
  onChange: InboxListProps['onChange'];
}) {
  const sizeId = useId();
  return (
    <nav
      aria-label="Pages of quote requests"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {showingText(state.page, state.size, shown, total)}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-sm whitespace-nowrap text-slate-700">
          Per page
        </label>
        <select
          id={sizeId}
          value={state.size}
          onChange={(e) => onChange({ size: Number(e.target.value) })}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand focus:outline-2 focus:outline-brand/30"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Button variant="secondary" className="px-3" disabled={state.page <= 1} onClick={() => onChange({ page: state.page - 1 })}>
          Previous
        </Button>
        <Button variant="secondary" className="px-3" disabled={state.page >= pages} onClick={() => onChange({ page: state.page + 1 })}>
          Next
        </Button>
      </div>
    </nav>
  );
}
