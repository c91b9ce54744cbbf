import { useState } from 'react';
import { formatDay, QUOTE_CLOSED_MESSAGE } from '#core/estimates/estimates.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import { formatDateTime } from '../../../shared/lib/relative-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useEstimates } from '../api/quotes.ts';
import { totalsView } from '../lib/composer.ts';
import { errorText } from '../lib/errors.ts';
import type { Estimate, Quote } from '../lib/types.ts';
import { EstimateComposer } from './estimate-composer.tsx';
import { EstimateBadge } from './status-badge.tsx';

const isClosed = (quote: Quote) => quote.status === 'completed' || quote.status === 'cancelled';

/** The request's estimates with where each stands, and the composer to write (or finish) one. */
export function EstimatesPanel({ slug, quote, canEdit }: { slug: string; quote: Quote; canEdit: boolean }) {
  const estimates = useEstimates(slug, quote.id);
  const [composing, setComposing] = useState<{ estimate: Estimate | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const closed = isClosed(quote);
  return (
    <section aria-labelledby="quote-estimates" className="border-t border-slate-100 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h5 id="quote-estimates" className="text-sm font-semibold text-slate-900">
          Estimates
        </h5>
        {canEdit && (
          <Button
            disabled={closed}
            aria-describedby={closed ? 'quote-estimates-closed' : undefined}
            onClick={() => {
              setNotice(null);
              setComposing({ estimate: null });
            }}
          >
            New estimate
          </Button>
        )}
      </div>
      {canEdit && closed && (
        <p id="quote-estimates-closed" className="mt-1 text-xs text-slate-600">
          {QUOTE_CLOSED_MESSAGE}. Reopen it to send an estimate.
        </p>
      )}
      {notice && (
        <Alert tone="success" className="mt-3">
          {notice}
        </Alert>
      )}
      {estimates.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> Loading estimates...
        </p>
      ) : estimates.isError ? (
        <Alert tone="error" className="mt-3">
          Couldn’t load the estimates. {errorText(estimates.error)}
        </Alert>
      ) : estimates.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {canEdit
            ? 'No estimate yet. Write one from your services and send it: the customer accepts it online and books a time.'
            : 'No estimate yet.'}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {estimates.data.map((estimate) => (
            <li key={estimate.id}>
              <EstimateCard
                estimate={estimate}
                onEdit={canEdit && estimate.status === 'draft' && !closed ? () => setComposing({ estimate }) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {composing && (
        <EstimateComposer
          slug={slug}
          quote={quote}
          estimate={composing.estimate}
          onClose={() => setComposing(null)}
          onDone={(message) => {
            setComposing(null);
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}

function EstimateCard({ estimate, onEdit }: { estimate: Estimate; onEdit?: () => void }) {
  const totals = totalsView(estimate.items);
  const chosen = estimate.items.filter((item) => item.optional && estimate.acceptedOptionalIds.includes(item.id));
  const answered = estimate.status === 'accepted' || estimate.status === 'booked';
  return (
    <article aria-label={`Estimate #${estimate.id}`} className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          Estimate #{estimate.id} <EstimateBadge status={estimate.status} />
        </p>
        <p className="text-sm font-semibold text-slate-900 tabular-nums">
          {answered ? `Accepted total ${formatPriceCents(estimate.totalCents)}` : `Total ${totals.required}`}
        </p>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {estimate.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {item.description}
              {item.optional && (
                <span className="text-slate-600"> (optional{answered && (chosen.includes(item) ? ', chosen' : ', not chosen')})</span>
              )}
            </span>
            <span className="shrink-0 tabular-nums">{formatPriceCents(item.priceCents)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        {formatDuration(estimate.durationMinutes)}
        {totals.withOptional && !answered && ` · ${totals.withOptional} with all optional items`}
        {' · '}
        {estimate.sentAt ? `sent ${formatDateTime(estimate.sentAt)}` : `written ${formatDateTime(estimate.createdAt)}`}
        {' · '}valid until {formatDay(estimate.validUntil)}
      </p>
      {estimate.status === 'declined' && (
        <p className="mt-2 text-sm text-red-800">Declined{estimate.declineReason ? `: ${estimate.declineReason}` : ''}</p>
      )}
      {estimate.status === 'booked' && estimate.bookedAt && (
        <p className="mt-2 text-sm text-slate-700">Booked {formatDateTime(estimate.bookedAt)}</p>
      )}
      {onEdit && (
        <Button variant="secondary" className="mt-2" onClick={onEdit}>
          Edit and send
        </Button>
      )}
    </article>
  );
}
