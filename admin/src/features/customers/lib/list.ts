/**
 * The customer list's address state (issue 16 §4): search, sort, page, page size and the open
 * customer live in the query string, so a reload, the back button and a link from a quote request
 * (`?view=customers&customer=ID`) show the same screen. Pure: no React.
 */

/** The API's sorts (GET /api/customers `sort`); each in its natural direction. */
export const CUSTOMER_SORTS = ['recent', 'name', 'spent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const SORT_LABEL: Record<CustomerSort, string> = { recent: 'Most recent', name: 'Name', spent: 'Most spent' };

export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** The API's default page. */
export const DEFAULT_PAGE_SIZE = 25;

/** Longest search the box sends; the API refuses more than 200 characters. */
export const MAX_SEARCH = 200;

export interface CustomerListState {
  search: string;
  sort: CustomerSort;
  /** 1-based. */
  page: number;
  size: number;
  /** The open customer, or null. */
  customer: number | null;
}

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** What the address asks for; anything unknown or out of range falls back to the default. */
export function listStateFrom(params: URLSearchParams): CustomerListState {
  const sort = params.get('sort');
  const size = positive(params.get('size'));
  return {
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    sort: (CUSTOMER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CustomerSort) : 'recent',
    page: positive(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    customer: positive(params.get('customer')),
  };
}

/**
 * The address after a change. A new search, sort or page size starts again at page 1; defaults are
 * left out so the plain list keeps a plain address. Other parameters (the sub-view's) are kept.
 */
export function withListState(params: URLSearchParams, change: Partial<CustomerListState>): URLSearchParams {
  const current = listStateFrom(params);
  const resetsPage = change.search !== undefined || change.sort !== undefined || change.size !== undefined;
  const next: CustomerListState = { ...current, ...(resetsPage ? { page: 1 } : {}), ...change };
  const out = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? out.delete(key) : out.set(key, value));
  const search = next.search.trim().slice(0, MAX_SEARCH);
  put('q', search === '' ? null : search);
  put('sort', next.sort === 'recent' ? null : next.sort);
  put('page', next.page > 1 ? String(next.page) : null);
  put('size', next.size === DEFAULT_PAGE_SIZE ? null : String(next.size));
  put('customer', next.customer === null ? null : String(next.customer));
  return out;
}

/** GET /api/customers's query for the list's page. */
export function listQuery(state: CustomerListState): { q?: string; sort: CustomerSort; limit: number; offset: number } {
  return {
    ...(state.search ? { q: state.search } : {}),
    sort: state.sort,
    limit: state.size,
    offset: (state.page - 1) * state.size,
  };
}
