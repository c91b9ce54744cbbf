/** Real visitors' Core Web Vitals from the sites' beacon (p75 of the last 30 days), beside Lighthouse's lab figures. */
import { formatCls, formatMilliseconds } from '#core/analytics/format.ts';
import type { FieldVitals, VitalValue } from '#core/analytics/types.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { BAND_CLASSES, VITAL_CLASSES } from './health-score.tsx';

/** Below this many measured page views a 75th percentile says little: the card says so instead. */
export const FIELD_MIN_SAMPLES = 10;

const METRICS = [
  { key: 'lcp', label: 'LCP', name: 'Largest Contentful Paint', format: formatMilliseconds },
  { key: 'inp', label: 'INP', name: 'Interaction to Next Paint', format: formatMilliseconds },
  { key: 'cls', label: 'CLS', name: 'Cumulative Layout Shift', format: formatCls },
] as const;

export function FieldVitalsCard({ field, days }: { field: FieldVitals; days: number }) {
  const enough = field.samples >= FIELD_MIN_SAMPLES;
  return (
    <section aria-labelledby="health-field-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id="health-field-title" className="text-base font-semibold text-slate-900">
          Real visitors
        </h4>
        <p className="text-sm text-slate-600">
          {field.samples.toLocaleString('en-US')} page {field.samples === 1 ? 'view' : 'views'} measured, last {days} days
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600 text-pretty">
        What your visitors' own devices measured (75th percentile), beside the lab figures of the scan.
      </p>
      {enough ? (
        <dl className="mt-3 grid gap-2 sm:grid-cols-3">
          {METRICS.map((m) => (
            <FieldTile key={m.key} label={m.label} name={m.name} value={field[m.key]} format={m.format} />
          ))}
        </dl>
      ) : (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Not enough visits yet: the figures show once {FIELD_MIN_SAMPLES} page views have been measured.
        </p>
      )}
    </section>
  );
}

function FieldTile({
  label,
  name,
  value,
  format,
}: {
  label: string;
  name: string;
  value: VitalValue | null;
  format: (v: number) => string;
}) {
  const band = value ? BAND_CLASSES[VITAL_CLASSES[value.score].band] : undefined;
  return (
    <div className={cn('rounded-lg px-3 py-2 ring-1', band ? band.tint : 'bg-slate-50 ring-slate-200')}>
      <dt className="text-xs font-medium text-slate-700">
        <abbr title={name} className="no-underline">
          {label}
        </abbr>
      </dt>
      <dd className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-2">
        <span className={cn('text-lg font-bold whitespace-nowrap tabular-nums', band ? band.text : 'text-slate-600')}>
          {value ? format(value.p75) : '—'}
        </span>
        <span className={cn('text-xs font-semibold', band ? band.text : 'text-slate-600')}>
          {value ? VITAL_CLASSES[value.score].label : 'No data'}
        </span>
      </dd>
    </div>
  );
}
