import { formatCount, formatDuration, formatPriceCents } from '#core/format/money.ts';
import type { ScheduleSummary } from '../lib/summary.ts';

/** Issue 14: the week's and the month's real totals, from the appointments on screen. */
export function Summaries({ items }: { items: { title: string; period: string; summary: ScheduleSummary }[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {items.map(({ title, period, summary }) => (
        <section key={title} aria-label={`${title} totals`} className="rounded-xl border border-slate-200 bg-white p-4">
          <h4 className="text-sm font-semibold text-slate-900">
            {title} <span className="font-normal text-slate-600">· {period}</span>
          </h4>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Figure
              label="Appointments"
              value={formatCount(summary.appointments)}
              note={summary.cancelled ? `${summary.cancelled} cancelled` : null}
            />
            <Figure label="Booked hours" value={formatDuration(Math.round(summary.bookedMinutes))} />
            <Figure label="Revenue" value={formatPriceCents(summary.revenueCents)} />
            <Figure label="Deposits" value={formatPriceCents(summary.depositCents)} />
          </dl>
        </section>
      ))}
    </div>
  );
}

function Figure({ label, value, note = null }: { label: string; value: string; note?: string | null }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums">
        {value}
        {note && <span className="ml-1.5 text-xs font-normal text-slate-600">({note})</span>}
      </dd>
    </div>
  );
}
