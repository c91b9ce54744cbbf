import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPhone, phoneHref } from '#core/format/phone.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import { quoteUpdateSchema } from '#core/quotes/schemas.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { parseDurationInput, parsePriceInput } from '#core/validation/services.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { quoteStatusView } from '../../../shared/lib/quote-requests.ts';
import { formatDateTime } from '../../../shared/lib/relative-time.ts';
import { useFocusOnMount } from '../../../shared/lib/use-focus-on-mount.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { textLinkClass } from '../../../shared/ui/text-link.ts';
import { useMarkQuoteRead, useQuote, useUpdateQuote } from '../api/quotes.ts';
import { priceText, takesDuration, takesPrice } from '../lib/composer.ts';
import { answerFields, errorText } from '../lib/errors.ts';
import { placeOf, servedAreaText, vehicleOf } from '../lib/quote-view.ts';
import { cancelBlocked, statusActions } from '../lib/status.ts';
import type { Quote } from '../lib/types.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { EstimatesPanel } from './estimates-panel.tsx';
import { Detail, TextAreaField } from './fields.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Spec 2 §9: a saved notice shows for 3 seconds. */
const NOTICE_MS = 3000;

interface RequestDetailProps {
  slug: string;
  id: number;
  canEdit: boolean;
  markReadOnOpen: boolean;
  /** The list's address (the phone layout's way back). */
  backTo: string;
}

/** One request: everything the visitor sent, where it is, and what the business did with it. */
export function RequestDetail({ slug, id, canEdit, markReadOnOpen, backTo }: RequestDetailProps) {
  const quote = useQuote(slug, id);
  const markRead = useMarkQuoteRead(slug);
  const marked = useRef(false);
  useEffect(() => {
    if (!markReadOnOpen || marked.current || !quote.data || quote.data.read) return;
    marked.current = true;
    markRead.mutate(quote.data.id);
  }, [markReadOnOpen, quote.data, markRead]);

  const back = (
    <Link to={backTo} className={cn(textLinkClass, 'inline-flex min-h-11 items-center gap-1 lg:hidden')}>
      <span aria-hidden="true">←</span> Back to requests
    </Link>
  );
  if (quote.isPending)
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        {back}
        <div role="status" aria-label="Loading the request..." className="animate-pulse space-y-3 motion-reduce:animate-none">
          <div className="h-6 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-100" />
          <div className="h-24 rounded bg-slate-100" />
        </div>
      </div>
    );
  if (quote.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
        <div className="text-left">{back}</div>
        <p className="text-base font-semibold text-slate-900">
          {isApiError(quote.error) && quote.error.status === 404 ? 'This request was not found' : 'Couldn’t load this request'}
        </p>
        <p className="mt-1 text-sm text-slate-600">{errorText(quote.error)} Choose another request in the list, or try again.</p>
        <Button
          variant="secondary"
          className="mt-5"
          onClick={() => void quote.refetch()}
          loading={quote.isRefetching}
          loadingText="Trying again..."
        >
          Try Again
        </Button>
      </div>
    );
  return <RequestView slug={slug} quote={quote.data} canEdit={canEdit} back={back} />;
}

function RequestView({ slug, quote, canEdit, back }: { slug: string; quote: Quote; canEdit: boolean; back: React.ReactNode }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const vehicle = vehicleOf(quote);
  const served = servedAreaText(quote.servedArea, quote.zipCode);
  return (
    <article aria-labelledby="quote-detail-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="border-b border-slate-100 px-4 pt-2 pb-4 sm:px-5">
        {back}
        <div className="flex flex-wrap items-start justify-between gap-3 pt-2">
          <div className="min-w-0">
            <h4
              id="quote-detail-title"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none"
            >
              {quote.name}
            </h4>
            <p className="mt-1 text-sm text-slate-600">
              Request #{quote.id}, received <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time>
            </p>
          </div>
          <StatusBadge status={quote.status} />
        </div>
      </header>

      <div className="space-y-6 px-4 py-5 sm:px-5">
        <section aria-labelledby="quote-contact">
          <h5 id="quote-contact" className="sr-only">
            What the visitor sent
          </h5>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term="E-mail">
              <a href={`mailto:${quote.email}`} className={textLinkClass}>
                {quote.email}
              </a>
            </Detail>
            <Detail term="Phone">
              <a href={phoneHref(quote.phone)} className={textLinkClass}>
                {formatPhone(quote.phone) || quote.phone}
              </a>
            </Detail>
            <Detail term="Where">
              {placeOf(quote)}
              <span
                className={cn(
                  'mt-1 block text-sm font-medium',
                  served.tone === 'served' ? 'text-emerald-800' : served.tone === 'outside' ? 'text-amber-900' : 'text-slate-600',
                )}
              >
                {served.text}
              </span>
            </Detail>
            {vehicle && <Detail term="Vehicle">{vehicle}</Detail>}
            <Detail term="Services">
              {quote.services.length ? (
                <ul className="list-disc space-y-0.5 pl-5">
                  {quote.services.map((service) => (
                    <li key={service}>{service}</li>
                  ))}
                </ul>
              ) : (
                'None chosen'
              )}
            </Detail>
            <Detail term="Customer">
              {quote.customerId !== null ? (
                <Link to={`?view=customers&customer=${quote.customerId}`} className={textLinkClass}>
                  Open customer record
                </Link>
              ) : (
                'No customer record (erased)'
              )}
            </Detail>
          </dl>
          <div className="mt-4">
            <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Message</p>
            <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line break-words text-slate-800">
              {quote.message?.trim() || 'No message.'}
            </p>
          </div>
        </section>

        <StatusSection slug={slug} quote={quote} canEdit={canEdit} />
        <NotesSection slug={slug} quote={quote} canEdit={canEdit} />
        <EstimateFigures slug={slug} quote={quote} canEdit={canEdit} />
        <EstimatesPanel slug={slug} quote={quote} canEdit={canEdit} />
      </div>
    </article>
  );
}

function useNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}

function StatusSection({ slug, quote, canEdit }: { slug: string; quote: Quote; canEdit: boolean }) {
  const update = useUpdateQuote(slug, quote.id);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useNotice();
  const actions = statusActions(quote.status);
  // Every refused move of one status has the same reason: say it once.
  const blockedWhy = actions.find((a) => a.blocked)?.blocked;
  const cancelReason = cancelBlocked(quote.status);
  return (
    <section aria-labelledby="quote-status" className="border-t border-slate-100 pt-5">
      <h5 id="quote-status" tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
        Status
      </h5>
      {quote.status === 'cancelled' && quote.cancelReason && (
        <p className="mt-1 text-sm text-slate-700">
          Cancelled: <span className="font-medium">{quote.cancelReason}</span>
        </p>
      )}
      {canEdit ? (
        <>
          <div className="mt-2 flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action.to}
                variant="secondary"
                disabled={action.blocked !== undefined || update.isPending}
                aria-describedby={action.blocked ? 'quote-moves-blocked' : undefined}
                onClick={() =>
                  update.mutate(
                    { status: action.to },
                    { onSuccess: (q) => setNotice(`Status changed to ${quoteStatusView(q.status).label.toLowerCase()}.`) },
                  )
                }
              >
                {action.label}
              </Button>
            ))}
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              disabled={cancelReason !== undefined}
              aria-describedby={cancelReason ? (cancelReason === blockedWhy ? 'quote-moves-blocked' : 'quote-move-cancelled') : undefined}
              onClick={() => setCancelling(true)}
            >
              Cancel request
            </Button>
          </div>
          <div className="mt-2 space-y-0.5 text-xs text-slate-600">
            {blockedWhy && <p id="quote-moves-blocked">{blockedWhy}</p>}
            {cancelReason && cancelReason !== blockedWhy && <p id="quote-move-cancelled">{cancelReason}</p>}
          </div>
          {update.isError && (
            <Alert tone="error" className="mt-3">
              {errorText(update.error)}
            </Alert>
          )}
          {notice && (
            <Alert tone="success" className="mt-3">
              {notice}
            </Alert>
          )}
          <CancelDialog
            slug={slug}
            quote={quote}
            open={cancelling}
            onOpenChange={setCancelling}
            onCancelled={() => setNotice('Request cancelled.')}
          />
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Only the owner or a manager can change the status.</p>
      )}
    </section>
  );
}

function NotesSection({ slug, quote, canEdit }: { slug: string; quote: Quote; canEdit: boolean }) {
  const update = useUpdateQuote(slug, quote.id);
  const [notes, setNotes] = useState(quote.notes ?? '');
  const [notice, setNotice] = useNotice();
  const error = answerFields(update.error).notes;
  const changed = notes.trim() !== (quote.notes ?? '').trim();
  if (!canEdit)
    return (
      <section aria-labelledby="quote-notes" className="border-t border-slate-100 pt-5">
        <h5 id="quote-notes" className="text-sm font-semibold text-slate-900">
          Notes
        </h5>
        <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{quote.notes?.trim() || 'No notes yet.'}</p>
      </section>
    );
  return (
    // The form's one field names it ("Notes"), so the section carries no heading of its own.
    <section className="border-t border-slate-100 pt-5">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const value = notes.trim();
          update.mutate({ notes: value === '' ? null : value }, { onSuccess: () => setNotice('Notes saved.') });
        }}
      >
        <TextAreaField
          label="Notes"
          hint="Only your team sees these."
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          error={error}
          rows={3}
        />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={!changed} loading={update.isPending} loadingText="Saving...">
            Save notes
          </Button>
          {notice && (
            <span role="status" className="text-sm font-medium text-emerald-800">
              {notice}
            </span>
          )}
        </div>
        {update.isError && !error && (
          <Alert tone="error" className="mt-3">
            {errorText(update.error)}
          </Alert>
        )}
      </form>
    </section>
  );
}

/** The request's rough price and duration (spec 2 §3), before or instead of a full estimate. */
function EstimateFigures({ slug, quote, canEdit }: { slug: string; quote: Quote; canEdit: boolean }) {
  const update = useUpdateQuote(slug, quote.id);
  const [price, setPrice] = useState(quote.estimatedPrice === null ? '' : priceText(quote.estimatedPrice));
  const [duration, setDuration] = useState(quote.estimatedDuration === null ? '' : String(quote.estimatedDuration));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useNotice();
  if (!canEdit)
    return (
      <section aria-labelledby="quote-figures" className="border-t border-slate-100 pt-5">
        <h5 id="quote-figures" className="text-sm font-semibold text-slate-900">
          Estimated price and duration
        </h5>
        <p className="mt-1 text-sm text-slate-800">
          {quote.estimatedPrice === null ? 'No price yet' : formatPriceCents(quote.estimatedPrice)},{' '}
          {quote.estimatedDuration === null ? 'no duration yet' : formatDuration(quote.estimatedDuration)}
        </p>
      </section>
    );
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      estimatedPrice: price.trim() === '' ? null : parsePriceInput(price.trim()),
      estimatedDuration: duration.trim() === '' ? null : parseDurationInput(duration.trim()),
    };
    const parsed = quoteUpdateSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    update.mutate(body, { onSuccess: () => setNotice('Price and duration saved.'), onError: (error) => setErrors(answerFields(error)) });
  };
  return (
    <section aria-labelledby="quote-figures" className="border-t border-slate-100 pt-5">
      <h5 id="quote-figures" className="text-sm font-semibold text-slate-900">
        Estimated price and duration
      </h5>
      <form onSubmit={save} className="mt-2">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Estimated price ($)"
            inputMode="decimal"
            value={price}
            onChange={(e) => takesPrice(e.target.value) && setPrice(e.target.value)}
            error={errors.estimatedPrice}
          />
          <TextField
            label="Estimated duration (minutes)"
            inputMode="numeric"
            value={duration}
            onChange={(e) => takesDuration(e.target.value) && setDuration(e.target.value)}
            error={errors.estimatedDuration}
          />
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" loading={update.isPending} loadingText="Saving...">
            Save price and duration
          </Button>
          {notice && (
            <span role="status" className="text-sm font-medium text-emerald-800">
              {notice}
            </span>
          )}
        </div>
        {update.isError && Object.keys(answerFields(update.error)).length === 0 && (
          <Alert tone="error" className="mt-3">
            {errorText(update.error)}
          </Alert>
        )}
      </form>
    </section>
  );
}
