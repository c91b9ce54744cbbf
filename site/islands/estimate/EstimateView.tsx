/**
 * The estimate page of a business's site (issue 16 §3), opened from the e-mailed link
 * `{site}/estimate?t={token}`: the business's lines, the optional ones as boxes to tick with the
 * total following them, the validity, and Accept (then on to the booking wizard to pick a time) or
 * Decline with a reason. An estimate that can no longer be answered (expired, declined, accepted,
 * booked) says so with core's words; an unknown link names the business to contact.
 */
// Must stay the first import: it configures zod before the schemas below are built.
import '../lib/zod-jitless.ts';
import { useCallback, useEffect, useState } from 'react';
import { declineSchema, estimateLinkInvalidMessage, estimateTotals, formatDay, willCallMessage } from '#core/estimates/estimates.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import { Alert, btnPrimary, btnSecondary, Choice, Field, inputClass } from '../booking/ui.tsx';
import type { ApiResult } from '../lib/booking-api.ts';
import { formatLongDay, formatTime } from '../lib/booking-form.ts';
import { type EstimateLink, estimateApi, linkToken } from './estimate-api.ts';

export interface EstimateViewProps {
  slug: string;
  businessName: string;
  phoneDisplay: string;
  phoneHref: string;
  homeHref: string;
}

type Load = { state: 'loading' } | { state: 'invalid' } | { state: 'ready'; link: EstimateLink };

export default function EstimateView(props: EstimateViewProps) {
  const [token, setToken] = useState('');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const { slug } = props;
  const read = useCallback(
    async (t: string) => {
      const res = await estimateApi(t, slug).read();
      if (res.ok) {
        setLoad({ state: 'ready', link: res.data });
        setChosen(res.data.acceptedOptionalIds);
      } else if (res.status === 404) setLoad({ state: 'invalid' });
      else setError(res.error);
    },
    [slug],
  );

  useEffect(() => {
    const t = linkToken(window.location.search, 't');
    setToken(t);
    if (!t) setLoad({ state: 'invalid' });
    else void read(t);
  }, [read]);

  if (load.state === 'loading') {
    return error ? (
      <Alert tone="error">
        <p>{error}</p>
        <button type="button" className={`${btnSecondary} mt-3`} onClick={() => void read(token)}>
          Try again
        </button>
      </Alert>
    ) : (
      <p role="status" className="py-16 text-center text-slate-700">
        Loading your estimate...
      </p>
    );
  }
  if (load.state === 'invalid') {
    return (
      <Alert tone="error">
        <p>{estimateLinkInvalidMessage(props.businessName)}</p>
        <a href={props.phoneHref} className={`${btnSecondary} mt-3`}>
          Call {props.phoneDisplay}
        </a>
      </Alert>
    );
  }

  const link = load.link;
  const open = link.status === 'sent';
  const totals = estimateTotals(link.items, open ? chosen : link.acceptedOptionalIds);
  const required = link.items.filter((i) => !i.optional);
  const optional = link.items.filter((i) => i.optional);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  const answered = (res: ApiResult<EstimateLink>) => {
    setBusy(false);
    if (res.ok) {
      setLoad({ state: 'ready', link: res.data });
      setDeclining(false);
      if (res.data.booking_url) window.location.assign(res.data.booking_url);
      return;
    }
    if (res.fields.reason) setReasonError(res.fields.reason);
    else setError(res.error);
    if (res.status === 409) void read(token);
  };
  const accept = async () => {
    setBusy(true);
    setError('');
    answered(await estimateApi(token, slug).accept(chosen));
  };
  const decline = async () => {
    const checked = declineSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? '');
      document.getElementById('est-reason')?.focus();
      return;
    }
    setReasonError('');
    setBusy(true);
    setError('');
    answered(await estimateApi(token, slug).decline(checked.data.reason));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <p className="text-lg text-slate-800">
          Prepared for <span className="font-semibold">{link.customer.name}</span>, {link.customer.city}, {link.customer.state}
        </p>
        {link.message && (
          <p className="whitespace-pre-line rounded-2xl bg-surface p-4 text-slate-800 ring-1 ring-slate-200">{link.message}</p>
        )}
        {link.closedMessage && (
          <Alert tone={link.status === 'accepted' || link.status === 'booked' ? 'success' : 'info'} live>
            <p className="text-base font-semibold">{link.closedMessage}</p>
            {link.status === 'declined' && link.declineReason && <p className="mt-1">Your reason: {link.declineReason}</p>}
            {link.appointment && (
              <p className="mt-1">
                Booked for {formatLongDay(link.appointment.date)} at {formatTime(link.appointment.time)} ({link.appointment.time_zone}).
              </p>
            )}
            {link.booking_url && (
              <a href={link.booking_url} className={`${btnPrimary} mt-3`}>
                Pick a time
              </a>
            )}
            {link.status === 'accepted' && !link.booking_url && <p className="mt-1">{willCallMessage(props.businessName)}</p>}
            {(link.status === 'expired' || link.status === 'declined') && (
              <a href={props.phoneHref} className={`${btnSecondary} mt-3`}>
                Call {props.phoneDisplay}
              </a>
            )}
          </Alert>
        )}
        <section aria-labelledby="est-lines">
          <h2 id="est-lines" className="text-xl font-bold text-slate-900">
            What is included
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
            {required.map((item) => (
              <li key={item.id} className="flex items-baseline justify-between gap-4 p-4">
                <span className="min-w-0 break-words text-slate-900">{item.description}</span>
                <span className="shrink-0 font-semibold text-slate-900">{formatPriceCents(item.priceCents)}</span>
              </li>
            ))}
          </ul>
        </section>
        {optional.length > 0 && (
          <section aria-labelledby="est-optional">
            <h2 id="est-optional" className="text-xl font-bold text-slate-900">
              Optional items
            </h2>
            {open ? (
              <fieldset className="mt-3">
                <legend className="text-sm text-slate-700">Tick the ones you want; the total follows.</legend>
                <div className="mt-2 grid gap-2">
                  {optional.map((item) => (
                    <Choice
                      key={item.id}
                      type="checkbox"
                      name="optional"
                      value={item.id}
                      checked={chosen.includes(item.id)}
                      onChange={() => toggle(item.id)}
                      title={item.description}
                      aside={`+${formatPriceCents(item.priceCents)}`}
                    />
                  ))}
                </div>
              </fieldset>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
                {optional.map((item) => (
                  <li key={item.id} className="flex items-baseline justify-between gap-4 p-4">
                    <span className="min-w-0 break-words text-slate-900">
                      {item.description}
                      <span className="ml-2 text-sm text-slate-600">
                        {link.acceptedOptionalIds.includes(item.id) ? '(added)' : '(not chosen)'}
                      </span>
                    </span>
                    <span className="shrink-0 text-slate-900">{formatPriceCents(item.priceCents)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {open && !declining && (
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" className={btnPrimary} disabled={busy} onClick={() => void accept()}>
              {busy ? 'Accepting...' : `Accept for ${formatPriceCents(totals.totalCents)}`}
            </button>
            <button type="button" className={btnSecondary} disabled={busy} onClick={() => setDeclining(true)}>
              Decline
            </button>
          </div>
        )}
        {open && declining && (
          <form
            noValidate
            className="space-y-4 rounded-2xl p-4 ring-1 ring-slate-200"
            onSubmit={(e) => {
              e.preventDefault();
              void decline();
            }}
          >
            <Field id="est-reason" label="Why are you declining?" error={reasonError} hint={`${props.businessName} reads your answer.`}>
              {(a) => <textarea {...a} rows={3} className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
            <div className="flex flex-col gap-3 sm:flex-row">
              <button type="submit" className={btnPrimary} disabled={busy}>
                {busy ? 'Sending...' : 'Decline estimate'}
              </button>
              <button type="button" className={btnSecondary} onClick={() => setDeclining(false)}>
                Keep the estimate
              </button>
            </div>
          </form>
        )}
      </div>
      <aside aria-label="Estimate summary" className="h-fit min-w-0 rounded-2xl bg-surface p-5 ring-1 ring-slate-200">
        <h2 className="text-base font-bold text-slate-900">Summary</h2>
        <dl className="mt-3 space-y-2 text-sm">
          <SummaryLine term="Included" value={formatPriceCents(totals.requiredCents)} />
          {optional.length > 0 && <SummaryLine term="Optional items" value={formatPriceCents(totals.chosenCents)} />}
          <SummaryLine term="Time needed" value={formatDuration(link.durationMinutes)} />
          <SummaryLine term="Valid until" value={formatDay(link.validUntil)} />
          <SummaryLine term="Status" value={STATUS_LABELS[link.status]} />
        </dl>
        <p className="mt-4 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold text-slate-900" aria-live="polite">
          <span>Total</span>
          <span>{formatPriceCents(totals.totalCents)}</span>
        </p>
      </aside>
    </div>
  );
}

const STATUS_LABELS: Record<EstimateLink['status'], string> = {
  draft: 'Draft',
  sent: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  booked: 'Booked',
};

function SummaryLine(props: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{props.term}</dt>
      <dd className="text-right text-slate-900">{props.value}</dd>
    </div>
  );
}
