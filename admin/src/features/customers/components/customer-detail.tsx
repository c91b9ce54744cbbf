import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { thingLabel, thingsLabel } from '#core/customers/things.ts';
import { formatCount, formatPriceCents } from '#core/format/money.ts';
import { formatPhone, phoneHref } from '#core/format/phone.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/relative-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { lineLinkClass, textLinkClass } from '../../../shared/ui/text-link.ts';
import { useBusinessTimeZone, useCustomer, useDeleteCustomer, useEstimateQuotes, useUpdateCustomer } from '../api/customers.ts';
import { errorText } from '../lib/errors.ts';
import { entryHref, KIND_LABEL, statusLabel, timeline } from '../lib/history.ts';
import { withListState } from '../lib/list.ts';
import type { CustomerDetail } from '../lib/types.ts';
import { counted } from '../lib/words.ts';
import { EditCustomerDialog } from './edit-customer-dialog.tsx';
import { MergeDialog } from './merge-dialog.tsx';

/** Spec 2 §9: a success banner lasts 3 seconds. */
const NOTICE_MS = 3000;

export const DELETE_TEXT =
  'Their name and contact details are erased from their requests and appointments; your totals are kept. This cannot be undone.';

/**
 * One customer (issue 16 §4): contact, address, their vehicles (homes, pets... in the industry's
 * words), private notes, totals and the history of requests, estimates and appointments, each
 * linking where it lives. Owners and managers edit, merge and delete; the others read.
 */
export function CustomerScreen({
  slug,
  id,
  canEdit,
  onOpen,
  onDeleted,
}: {
  slug: string;
  id: number;
  canEdit: boolean;
  onOpen: (id: number) => void;
  onDeleted: () => void;
}) {
  const customer = useCustomer(slug, id);
  const [params] = useSearchParams();
  const backHref = `?${withListState(params, { customer: null }).toString()}`;
  const back = (
    <Link to={backHref} className={lineLinkClass}>
      <span aria-hidden="true">←&nbsp;</span>All customers
    </Link>
  );
  if (customer.isPending)
    return (
      <div className="space-y-4">
        {back}
        <p role="status" className="flex min-h-32 items-center justify-center gap-3 text-base font-medium text-slate-700">
          <Spinner className="text-brand" /> Loading customer...
        </p>
      </div>
    );
  if (customer.isError)
    return (
      <div className="space-y-4">
        {back}
        <Alert
          tone="error"
          title={isApiError(customer.error) && customer.error.status === 404 ? 'Customer not found' : 'Failed to load customer'}
        >
          <p>
            {isApiError(customer.error) && customer.error.status === 404
              ? 'They may have been merged into another customer or deleted.'
              : errorText(customer.error)}
          </p>
        </Alert>
      </div>
    );
  return <CustomerView slug={slug} customer={customer.data} canEdit={canEdit} back={back} onOpen={onOpen} onDeleted={onDeleted} />;
}

function CustomerView({
  slug,
  customer,
  canEdit,
  back,
  onOpen,
  onDeleted,
}: {
  slug: string;
  customer: CustomerDetail;
  canEdit: boolean;
  back: ReactNode;
  onOpen: (id: number) => void;
  onDeleted: () => void;
}) {
  const industry = useTenant(slug).data?.industry ?? '';
  const timeZone = useBusinessTimeZone(slug).data ?? null;
  const remove = useDeleteCustomer(slug);
  const estimateQuotes = useEstimateQuotes(
    slug,
    customer.history.estimates.map((e) => e.id),
  );
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const { address } = customer;
  const street = address.street;
  const cityLine = [[address.city, address.state].filter(Boolean).join(', '), address.zip].filter(Boolean).join(' ');
  const things = thingsLabel(industry);
  const entries = timeline(customer.history);
  const t = customer.totals;

  return (
    <div className="space-y-5">
      {back}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{customer.name}</h3>
          <p className="mt-1 text-sm text-slate-600">
            Customer since {formatDate(customer.createdAt, timeZone ?? undefined)}
            {customer.lastActivityAt && ` · last activity ${formatDate(customer.lastActivityAt, timeZone ?? undefined)}`}
          </p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="secondary" onClick={() => setMerging(true)}>
              Merge with...
            </Button>
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </div>
        )}
      </div>

      <div aria-live="polite" className="empty:hidden">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>

      <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total label="Spent" value={formatPriceCents(t.spentCents)} detail={`${formatCount(t.completed)} completed`} />
        <Total
          label="Upcoming"
          value={formatCount(t.upcoming)}
          detail={t.upcoming ? formatPriceCents(t.upcomingCents) : 'Nothing booked'}
        />
        <Total label="Requests" value={formatCount(t.requests)} detail={counted(t.estimates, 'estimate')} />
        <Total label="Appointments" value={formatCount(t.appointments)} detail="Cancelled included" />
      </section>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-5">
          <Card title="Contact">
            <dl className="space-y-3 text-sm">
              <Detail term="E-mail">
                {customer.email ? (
                  <a href={`mailto:${customer.email}`} className={`${textLinkClass} break-all`}>
                    {customer.email}
                  </a>
                ) : (
                  <Unknown />
                )}
              </Detail>
              <Detail term="Phone">
                {customer.phone ? (
                  <a href={phoneHref(customer.phone)} className={textLinkClass}>
                    {formatPhone(customer.phone)}
                  </a>
                ) : (
                  <Unknown />
                )}
              </Detail>
              <Detail term="Address">
                {street || cityLine ? (
                  <address className="not-italic">
                    {street && <span className="block">{street}</span>}
                    {cityLine && <span className="block">{cityLine}</span>}
                  </address>
                ) : (
                  <Unknown />
                )}
              </Detail>
            </dl>
          </Card>
          <Card title={things}>
            {customer.things.length === 0 ? (
              <p className="text-sm text-slate-600">None on record.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {customer.things.map((thing) => (
                  <li key={`${thing.type}:${thing.label}`}>
                    <span className="font-medium text-slate-900">{thing.label}</span>
                    {thing.details && <span className="block text-slate-600">{thing.details}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title="Private notes">
            {canEdit ? (
              <NotesForm
                key={`${customer.id}:${customer.updatedAt}`}
                slug={slug}
                customer={customer}
                onSaved={() => setNotice('Notes saved')}
              />
            ) : customer.notes ? (
              <p className="text-sm whitespace-pre-line text-slate-700">{customer.notes}</p>
            ) : (
              <p className="text-sm text-slate-600">No notes.</p>
            )}
          </Card>
        </div>

        <Card title="History" className="self-start">
          {entries.length === 0 ? (
            <p className="text-sm text-slate-600">No requests, estimates or appointments yet.</p>
          ) : (
            <ol className="relative space-y-4 border-l border-slate-200 pl-5">
              {entries.map((entry) => {
                const href = entryHref(slug, entry, timeZone, entry.kind === 'estimate' ? estimateQuotes.get(entry.id) : undefined);
                const label = `${KIND_LABEL[entry.kind]}: ${entry.title || KIND_LABEL[entry.kind]}`;
                return (
                  <li key={`${entry.kind}-${entry.id}`} className="relative" data-history={entry.kind}>
                    <span
                      aria-hidden="true"
                      className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-white bg-brand ring-1 ring-slate-300"
                    />
                    <div className="flex items-baseline justify-between gap-x-3">
                      <p className="min-w-0 text-sm font-semibold break-words text-slate-900">
                        {href ? (
                          <Link to={href} className={textLinkClass}>
                            {label}
                          </Link>
                        ) : (
                          label
                        )}
                      </p>
                      {entry.amountCents !== null && (
                        <span className="shrink-0 text-sm font-medium tabular-nums text-slate-900">
                          {formatPriceCents(entry.amountCents)}
                        </span>
                      )}
                    </div>
                    <p className="mt-0.5 text-sm text-slate-600">
                      <time dateTime={entry.date}>{formatDateTime(entry.date, timeZone ?? undefined)}</time> · {statusLabel(entry.status)}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
        </Card>
      </div>

      {canEdit && (
        <>
          {editing && (
            <EditCustomerDialog
              slug={slug}
              customer={customer}
              thingsLabel={things}
              thingLabel={thingLabel(industry)}
              open={editing}
              onOpenChange={setEditing}
              onSaved={() => setNotice('Customer saved')}
            />
          )}
          {merging && (
            <MergeDialog
              slug={slug}
              customer={customer}
              thingsLabel={things}
              open={merging}
              onOpenChange={setMerging}
              onMerged={(kept) => {
                setNotice('Customers merged');
                if (kept.id !== customer.id) onOpen(kept.id);
              }}
            />
          )}
          <ConfirmDialog
            open={deleting}
            onOpenChange={(open) => {
              setDeleting(open);
              if (!open) remove.reset();
            }}
            title={`Delete ${customer.name}?`}
            description={DELETE_TEXT}
            confirmLabel="Delete customer"
            pendingLabel="Deleting..."
            tone="danger"
            error={remove.error ? errorText(remove.error) : undefined}
            onConfirm={async () => {
              await remove.mutateAsync(customer.id);
              onDeleted();
            }}
          />
        </>
      )}
    </div>
  );
}

function NotesForm({ slug, customer, onSaved }: { slug: string; customer: CustomerDetail; onSaved: () => void }) {
  const loaded = customer.notes ?? '';
  const [notes, setNotes] = useState(loaded);
  const update = useUpdateCustomer(slug, customer.id);
  const id = useId();
  const changed = notes !== loaded;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ notes: notes.trim() === '' ? null : notes }, { onSuccess: onSaved });
      }}
    >
      <label htmlFor={id} className="sr-only">
        Private notes
      </label>
      <textarea
        id={id}
        rows={4}
        value={notes}
        maxLength={5000}
        onChange={(e) => setNotes(e.target.value)}
        placeholder="Gate code, preferences, anything your team should know. Only your team sees these."
        className="block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand focus:outline-2 focus:outline-brand/30 sm:text-sm"
      />
      {update.isError && (
        <Alert tone="error" className="mt-3">
          {errorText(update.error)}
        </Alert>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <Button
          variant="secondary"
          disabled={!changed || update.isPending}
          onClick={() => {
            setNotes(loaded);
            update.reset();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={!changed} loading={update.isPending} loadingText="Saving...">
          Save notes
        </Button>
      </div>
    </form>
  );
}

function Card({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <h4 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h4>
      {children}
    </section>
  );
}

function Total({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</p>
      <p className="mt-0.5 text-sm text-slate-600">{detail}</p>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

const Unknown = () => <span className="text-slate-500">Not known</span>;
