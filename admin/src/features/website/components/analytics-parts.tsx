/** Pieces the Performance sub-tab and the full analytics view share: the range picker, cards, loading and error panels. */
import type { ReactNode } from 'react';
import { ANALYTICS_RANGES, type AnalyticsRange } from '#core/analytics/types.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ANALYTICS_ERROR_TEXT, ANALYTICS_ERROR_TITLE, RANGE_LABELS } from '../lib/analytics-view.ts';

/** Range buttons, one pressed (spec 3 §2: 7 Days, 30 Days, 90 Days). */
export function RangePicker({ days, onChange }: { days: AnalyticsRange; onChange: (days: AnalyticsRange) => void }) {
  return (
    <fieldset className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
      <legend className="sr-only">Date range</legend>
      {ANALYTICS_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === days}
          onClick={() => onChange(range)}
          className="inline-flex min-h-11 items-center rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
        >
          {RANGE_LABELS[range]}
        </button>
      ))}
    </fieldset>
  );
}

/** One figure: label, value, and what it covers. */
export function Metric({ label, value, sub, className }: { label: string; value: ReactNode; sub: string; className?: string }) {
  return (
    <div className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{sub}</p>
    </div>
  );
}

/** Grey blocks where figures are about to be: the layout does not jump when they arrive. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-slate-200/70 motion-reduce:animate-none', className)} />;
}

export function LoadingFigures({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to tell them apart.
        <Skeleton key={i} className="h-28" />
      ))}
    </div>
  );
}

/**
 * What a failed call says (spec 3 §8): the server's own message when it sent one, the network's
 * when no answer came, else the call's fallback.
 */
export function callErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}

/** Spec 3 §2 error panel, with what each failed call said and a way to try again. */
export function AnalyticsError({ messages, onRefresh, refreshing }: { messages: string[]; onRefresh: () => void; refreshing: boolean }) {
  return (
    <div className="space-y-3 rounded-2xl border border-red-200 bg-white p-4 shadow-sm sm:p-5">
      <Alert tone="error" title={ANALYTICS_ERROR_TITLE}>
        <p>{ANALYTICS_ERROR_TEXT}</p>
        {messages.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {[...new Set(messages)].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </Alert>
      <Button variant="secondary" onClick={onRefresh} loading={refreshing} loadingText="Refreshing...">
        Refresh Data
      </Button>
    </div>
  );
}

/** A coloured dot before a status word; the word carries the meaning, the dot repeats it. */
export function StatusDot({ tone }: { tone: 'green' | 'yellow' | 'red' | 'grey' }) {
  const colour = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500', grey: 'bg-slate-400' }[tone];
  return <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', colour)} />;
}
