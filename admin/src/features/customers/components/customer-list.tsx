import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { thingsLabel } from '#core/customers/things.ts';
import { formatCount, formatPriceCents } from '#core/format/money.ts';
import { formatPhone } from '#core/format/phone.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { pageCount, showingText } from '../../../shared/lib/paging.ts';
import { formatDateTime, formatRelativeTime } from '../../../shared/lib/relative-time.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { downloadCustomersCsv, useCustomerList } from '../api/customers.ts';
import { errorText } from '../lib/errors.ts';
import { CUSTOMER_SORTS, type CustomerListState, MAX_SEARCH, PAGE_SIZES, SORT_LABEL, withListState } from '../lib/list.ts';
import type { CustomerSummary } from '../lib/types.ts';
import { counted } from '../lib/words.ts';

/** How long typing may pause before the list is asked again. */
const SEARCH_DELAY_MS = 300;

const place = (c: CustomerSummary) => [c.address.city, c.address.state].filter(Boolean).join(', ');

/**
 * The customer list (issue 16 §4): search, sort, pages; a table on a wide screen, cards on a phone.
 * Each name opens the customer (?customer=ID). Owners and managers may export the list as CSV.
 */
export function CustomerList({
  slug,
  state,
  canEdit,
  onChange,
}: {
  slug: string;
  state: CustomerListState;
  canEdit: boolean;
  onChange: (change: Partial<CustomerListState>, replace?: boolean) => void;
}) {
  const list = useCustomerList(slug, state);
  // The search reaches their vehicles (homes, pets...) too: say so in the industry's word.
  const things = thingsLabel(useTenant(slug).data?.industry ?? '').toLowerCase();
  const [params] = useSearchParams();
  const now = useNow();
  const [typed, setTyped] = useState(state.search);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const searchId = useId();
  const sortId = useId();
  const sizeId = useId();
  const titleId = useId();

  // The address changed under the box (back button, a link): show what it asks for. Not when it
  // only caught up with the box: the space typed before the next word must stay.
  useEffect(() => setTyped((current) => (current.trim() === state.search ? current : state.search)), [state.search]);
  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => onChange({ search: typed }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, state.search, onChange]);

  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  const pages = pageCount(total, state.size);
  const hrefOf = (id: number) => `?${withListState(params, { customer: id }).toString()}`;

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadCustomersCsv(slug);
    } catch (error) {
      setExportError(`The export failed: ${errorText(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h3 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900">
          Customers
        </h3>
        <p className="text-sm text-slate-600">Everyone who asked for a quote or booked, with what they asked for and spent.</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <search className="min-w-0 flex-1">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onChange({ search: typed });
            }}
          >
            <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Search customers
            </label>
            <input
              id={searchId}
              type="search"
              className={inputClass}
              value={typed}
              maxLength={MAX_SEARCH}
              placeholder={`Name, e-mail, phone, city, ${things} or notes`}
              onChange={(e) => setTyped(e.target.value)}
            />
          </form>
        </search>
        <div className="flex items-end gap-3">
          <div className="min-w-40 flex-1">
            <label htmlFor={sortId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Sort by
            </label>
            <select
              id={sortId}
              className={inputClass}
              value={state.sort}
              onChange={(e) => onChange({ sort: e.target.value as CustomerListState['sort'] })}
            >
              {CUSTOMER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABEL[sort]}
                </option>
              ))}
            </select>
          </div>
          {canEdit && (
            <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} loadingText="Exporting...">
              Export CSV
            </Button>
          )}
        </div>
      </div>

      <div aria-live="polite" className="empty:hidden">
        {exportError && <Alert tone="error">{exportError}</Alert>}
      </div>

      {list.isPending ? (
        <p role="status" className="flex min-h-32 items-center justify-center gap-3 text-base font-medium text-slate-700">
          <Spinner className="text-brand" /> Loading customers...
        </p>
      ) : list.isError ? (
        <Alert tone="error" title="Failed to load customers">
          <p>{errorText(list.error)}</p>
          <Button variant="secondary" className="mt-2 min-h-9" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-base font-semibold text-slate-900">
            {state.search ? `No customers match “${state.search}”` : 'No customers yet'}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {state.search
              ? `Try a name, an e-mail, a phone number, a city or one of their ${things}.`
              : 'Everyone who asks for a quote or books online appears here, with their requests and appointments.'}
          </p>
        </div>
      ) : (
        <>
          <CustomerTable rows={rows} hrefOf={hrefOf} now={now} />
          <ul className="space-y-3 md:hidden" aria-label="Customers">
            {rows.map((c) => (
              <CustomerCard key={c.id} customer={c} href={hrefOf(c.id)} now={now} />
            ))}
          </ul>
        </>
      )}

      {total > 0 && (
        <nav aria-label="Customer pages" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite">
            {showingText(state.page, state.size, rows.length, total)}
            {list.isFetching && !list.isPending && <Spinner className="ml-2 inline size-4 text-brand" />}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex items-center gap-2">
              <label htmlFor={sizeId} className="text-sm whitespace-nowrap text-slate-700">
                Per page
              </label>
              <select
                id={sizeId}
                className={inputClass.replace('w-full', 'w-24')}
                value={state.size}
                onChange={(e) => onChange({ size: Number(e.target.value) })}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-center gap-2">
              <Button variant="secondary" disabled={state.page <= 1} onClick={() => onChange({ page: state.page - 1 })}>
                Previous
              </Button>
              <span className="px-1 text-sm whitespace-nowrap text-slate-700">
                Page {state.page} of {pages}
              </span>
              <Button variant="secondary" disabled={state.page >= pages} onClick={() => onChange({ page: state.page + 1 })}>
                Next
              </Button>
            </div>
          </div>
        </nav>
      )}
    </section>
  );
}

function Contact({ customer }: { customer: CustomerSummary }) {
  return (
    <>
      {customer.email && <span className="block truncate">{customer.email}</span>}
      {customer.phone && <span className="block whitespace-nowrap">{formatPhone(customer.phone)}</span>}
      {!customer.email && !customer.phone && <span className="text-slate-500">No contact details</span>}
    </>
  );
}

function LastActivity({ at, now, prefix = '' }: { at: string | null; now: Date; prefix?: string }) {
  if (!at) return <span className="text-slate-500">{prefix ? 'no activity yet' : 'None'}</span>;
  return (
    <>
      {prefix}
      <time dateTime={at} title={formatDateTime(at)}>
        {formatRelativeTime(at, now)}
      </time>
    </>
  );
}

function CustomerTable({ rows, hrefOf, now }: { rows: CustomerSummary[]; hrefOf: (id: number) => string; now: Date }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Customers</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Contact
            </th>
            <th scope="col" className="px-4 py-3">
              City
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Requests
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Appointments
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Spent
            </th>
            <th scope="col" className="px-4 py-3">
              Last activity
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((c) => (
            <tr key={c.id} className="hover:bg-slate-50" data-customer={c.id}>
              <th scope="row" className="px-4 py-3 font-semibold">
                <Link
                  to={hrefOf(c.id)}
                  className="text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {c.name}
                </Link>
              </th>
              <td className="max-w-64 px-4 py-3 text-slate-700">
                <Contact customer={c} />
              </td>
              <td className="px-4 py-3 text-slate-700">{place(c) || <span className="text-slate-500">Unknown</span>}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCount(c.requests)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCount(c.appointments)}</td>
              <td className="px-4 py-3 text-right font-medium tabular-nums">{formatPriceCents(c.spentCents)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <LastActivity at={c.lastActivityAt} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomerCard({ customer: c, href, now }: { customer: CustomerSummary; href: string; now: Date }) {
  return (
    <li
      className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand"
      data-customer={c.id}
    >
      <div className="flex items-start justify-between gap-3">
        <Link to={href} className="min-w-0 text-base font-semibold text-slate-900 after:absolute after:inset-0 focus-visible:outline-none">
          {c.name}
        </Link>
        <span className="shrink-0 text-base font-semibold tabular-nums text-slate-900">{formatPriceCents(c.spentCents)}</span>
      </div>
      <div className="mt-1 text-sm text-slate-700">
        <Contact customer={c} />
        {place(c) && <span className="block">{place(c)}</span>}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {counted(c.requests, 'request')} · {counted(c.appointments, 'appointment')} ·{' '}
        <LastActivity at={c.lastActivityAt} now={now} prefix="last activity " />
      </p>
    </li>
  );
}
