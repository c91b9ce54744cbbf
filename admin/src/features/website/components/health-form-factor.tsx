/** One form factor's lab results: the four scores, the lab Core Web Vitals and the top 3 opportunities. */
import { formatCls, formatMilliseconds } from '#core/analytics/format.ts';
import type { FormFactor, FormFactorHealth, LabMetric } from '#core/health/types.ts';
import { ScoreChip } from './health-score.tsx';

const TITLES: Record<FormFactor, string> = { mobile: 'Mobile', desktop: 'Desktop' };

const SCORES = [
  ['performanceScore', 'Performance'],
  ['accessibilityScore', 'Accessibility'],
  ['bestPracticesScore', 'Best Practices'],
  ['seoScore', 'SEO'],
] as const;

const VITALS: { key: keyof FormFactorHealth['coreWebVitals']; label: string; hint?: string; format: (v: number) => string }[] = [
  { key: 'lcp', label: 'Largest Contentful Paint', format: formatMilliseconds },
  // Lighthouse cannot measure FID or INP without a visitor: Total Blocking Time is its lab stand-in.
  { key: 'fid', label: 'Total Blocking Time', hint: 'lab stand-in for FID', format: formatMilliseconds },
  { key: 'cls', label: 'Cumulative Layout Shift', format: formatCls },
  { key: 'fcp', label: 'First Contentful Paint', format: formatMilliseconds },
];

export function FormFactorCard({ form, health }: { form: FormFactor; health: FormFactorHealth }) {
  const titleId = `health-${form}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-form={form}>
      <h4 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {form === 'mobile' ? <PhoneIcon /> : <DesktopIcon />}
        {TITLES[form]}
      </h4>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {SCORES.map(([key, label]) => (
          <div key={key} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd>
              <ScoreChip score={health[key]} />
            </dd>
          </div>
        ))}
      </dl>

      <h5 className="mt-5 text-sm font-semibold text-slate-900">Core Web Vitals</h5>
      <dl className="mt-2 divide-y divide-slate-100">
        {VITALS.map((v) => (
          <VitalRow
            key={v.key}
            label={v.label}
            hint={v.hint}
            metric={health.coreWebVitals[v.key]}
            value={v.format(health.coreWebVitals[v.key].value)}
          />
        ))}
      </dl>

      <h5 className="mt-5 text-sm font-semibold text-slate-900">Top opportunities</h5>
      {health.opportunities.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No opportunities: Lighthouse found nothing left to speed up.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {health.opportunities.map((o) => (
            <li key={o.id} className="rounded-lg border border-slate-200 px-3 py-2">
              <div className="flex items-start justify-between gap-3">
                <span className="text-sm font-medium text-slate-900">{o.title}</span>
                <span className="shrink-0 text-sm font-semibold text-orange-800 tabular-nums">Save {o.savings}</span>
              </div>
              <p className="mt-1 text-xs text-slate-600 text-pretty">{o.description}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function VitalRow({ label, hint, metric, value }: { label: string; hint?: string; metric: LabMetric; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-slate-700">
        {label}
        {hint ? <span className="block text-xs text-slate-600">{hint}</span> : null}
      </dt>
      <dd className="flex items-center gap-2">
        <span className="text-sm font-semibold text-slate-900 tabular-nums">{value}</span>
        <ScoreChip score={metric.score} className="min-w-9 text-xs" />
      </dd>
    </div>
  );
}

const icon = {
  className: 'size-5 text-slate-500',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  'aria-hidden': true,
} as const;
function PhoneIcon() {
  return (
    <svg {...icon}>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18h2" />
    </svg>
  );
}
function DesktopIcon() {
  return (
    <svg {...icon}>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M9 20h6M12 16v4" />
    </svg>
  );
}
