/**
 * The quote inbox's address state (issue 16 §2): which requests the list shows (status filter,
 * search, page, page size) and which request is open live in the query string, so a reload, the
 * back button and a link from the bell show the same screen. Pure: no React.
 */

import { MAX_SEARCH, QUOTE_PAGE } from '#core/quotes/schemas.ts';
import { QUOTE_STATUSES } from '#core/quotes/status.ts';

/** The list's filter chips: every request, one status, or the unread ones. */
export const INBOX_FILTERS = ['all', ...QUOTE_STATUSES, 'unread'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const FILTER_LABEL: Record<InboxFilter, string> = {
  all: 'All',
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  unread: 'Unread',
};

/** Spec 2 §9: 10 a page by default, at most 100. */
export const PAGE_SIZES = [QUOTE_PAGE.defaultLimit, 25, 50, QUOTE_PAGE.max] as const;
export const DEFAULT_PAGE_SIZE = QUOTE_PAGE.defaultLimit;

export interface InboxState {
  filter: InboxFilter;
  search: string;
  /** 1-based. */
  page: number;
  size: number;
  /** The open request, or null. */
  request: number | null;
}

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** What the address asks for; anything unknown or out of range falls back to the default. */
export function inboxStateFrom(params: URLSearchParams): InboxState {
  const status = params.get('status');
  const size = positive(params.get('size'));
  return {
    filter: (INBOX_FILTERS as readonly string[]).includes(status ?? '') ? (status as InboxFilter) : 'all',
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: positive(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    request: positive(params.get('request')),
  };
}

/**
 * The address after a change. A new filter, search or page size starts again at page 1; defaults
 * are left out so the plain inbox keeps a plain address. Other parameters (the tab's, the
 * customers view's) are kept.
 */
export function withInboxState(params: URLSearchParams, change: Partial<InboxState>): URLSearchParams {
  const current = inboxStateFrom(params);
  const resetsPage = change.filter !== undefined || change.search !== undefined || change.size !== undefined;
  const next: InboxState = { ...current, ...(resetsPage ? { page: 1 } : {}), ...change };
  const out = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? out.delete(key) : out.set(key, value));
  put('status', next.filter === 'all' ? null : next.filter);
  put('q', next.search.trim() === '' ? null : next.search.trim().slice(0, MAX_SEARCH));
  put('page', next.page > 1 ? String(next.page) : null);
  put('size', next.size === DEFAULT_PAGE_SIZE ? null : String(next.size));
  put('request', next.request === null ? null : String(next.request));
  return out;
}

/** The list call's query (GET /api/quotes): limit and offset of the page, the filter, the search. */
export function listQuery(state: InboxState): { status?: string; unread?: true; q?: string; limit: number; offset: number } {
  return {
    ...(state.filter === 'all' || state.filter === 'unread' ? {} : { status: state.filter }),
    ...(state.filter === 'unread' ? { unread: true as const } : {}),
    ...(state.search ? { q: state.search } : {}),
    limit: state.size,
    offset: (state.page - 1) * state.size,
  };
}
