import { Link } from 'react-router';
import { formatBounceRate, formatCls, formatMilliseconds, formatSessionDuration } from '#core/analytics/format.ts';
import type { AnalyticsRange, AnalyticsReport, VitalMetric, VitalScore, VitalValue } from '#core/analytics/types.ts';
import { VITAL_THRESHOLDS } from '#core/analytics/vitals.ts';
import type { TenantRecord } from '#core/api/types.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { lineLinkClass } from '../../../shared/ui/text-link.ts';
import { useAnalyticsReport, useRefreshAnalytics } from '../api/analytics.ts';
import {
  deviceLabel,
  FETCH_REPORT_FAILED,
  formatCount,
  formatDayRange,
  formatShare,
  funnelRows,
  performanceSearch,
} from '../lib/analytics-view.ts';
import { VisitsChart } from './analytics-chart.tsx';
import { AnalyticsError, callErrorMessage, LoadingFigures, Metric, RangePicker, Skeleton } from './analytics-parts.tsx';
import { PanelCard } from './panel-card.tsx';

/**
 * View Full Analytics (issue 19 point 2): the range's visits per day, where visitors come from,
 * what they read, what they do (funnel and conversions) and how fast the site is for them (field
 * Core Web Vitals). At `?section=performance&view=analytics&days=N`, with a way back.
 */
export function AnalyticsReportView({
  slug,
  tenant,
  days,
  onDays,
}: {
  slug: string;
  tenant: TenantRecord | undefined;
  days: AnalyticsRange;
  onDays: (days: AnalyticsRange) => void;
}) {
  const report = useAnalyticsReport(slug, tenant?.id, days);
  const { refresh, refreshing } = useRefreshAnalytics(slug);

  return (
    <div className="space-y-4">
      <Link to={{ search: performanceSearch(days, false) }} className={cn(lineLinkClass, 'gap-1.5')}>
        <svg className="size-4" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M12.5 15 7.5 10l5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Back to Performance
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Full Analytics</h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {report.data ? formatDayRange(report.data.summary.from, report.data.summary.to) : `The last ${days} days`}
          </p>
        </div>
        <RangePicker days={days} onChange={onDays} />
      </div>
      {report.data ? (
        <Report report={report.data} siteUrl={tenant?.website} />
      ) : report.isError ? (
        <AnalyticsError
          messages={[callErrorMessage(report.error, FETCH_REPORT_FAILED)]}
          onRefresh={() => void refresh()}
          refreshing={refreshing}
        />
      ) : (
        <div className="space-y-4">
          <LoadingFigures label="Loading analytics..." count={4} />
          <Skeleton className="h-56" />
        </div>
      )}
    </div>
  );
}

function Report({ report, siteUrl }: { report: AnalyticsReport; siteUrl: string | undefined }) {
  const { summary } = report;
  const range = `Last ${summary.days} days`;
  const empty = summary.totalSessions === 0;
  return (
    <div className="space-y-4">
      {empty && (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700 text-pretty sm:p-5"
        >
          <span className="font-semibold text-slate-900">No visits in this range yet.</span> Share your site link
          {siteUrl ? ` (${siteUrl})` : ''} with customers and on your Google Business Profile: each visit shows here within a minute.
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Metric label="Total Sessions" value={formatCount(summary.totalSessions)} sub={range} />
        <Metric label="Total Users" value={formatCount(summary.totalUsers)} sub={range} />
        <Metric label="Page Views" value={formatCount(summary.totalPageviews)} sub={range} />
        <Metric label="Bounce Rate" value={empty ? '–' : formatBounceRate(summary.averageBounceRate)} sub="Left after one page" />
        {/* Fifth of five: the whole row of a phone's two columns rather than half of it. */}
        <Metric
          className="col-span-2 lg:col-span-1"
          label="Avg. Session"
          value={empty ? '–' : formatSessionDuration(summary.averageSessionDuration)}
          sub="Time on your site"
        />
      </div>

      <PanelCard id="analytics-visits" title="Visits">
        <VisitsChart visits={report.visits} />
      </PanelCard>

      <div className="grid gap-4 lg:grid-cols-2">
        <PanelCard id="analytics-pages" title="Top pages">
          <Table
            caption="Top pages"
            empty="No page views yet."
            head={['Page', 'Views', 'Users']}
            rows={report.topPages.map((p) => [p.path, formatCount(p.pageviews), formatCount(p.users)])}
            keys={report.topPages.map((p) => p.path)}
          />
        </PanelCard>
        <PanelCard id="analytics-referrers" title="Referrers">
          <Shares
            label="Sessions"
            empty="No sessions yet."
            rows={report.referrers.map((r) => ({ key: r.source, name: r.source, value: r.sessions }))}
            total={summary.totalSessions}
          />
        </PanelCard>
        <PanelCard id="analytics-campaigns" title="Campaigns (UTM)">
          <Table
            caption="Campaigns"
            empty="No visits from tagged links yet. Add utm_source, utm_medium and utm_campaign to the links you share to see them here."
            head={['Campaign', 'Source / medium', 'Sessions']}
            rows={report.utmCampaigns.map((c) => [
              c.campaign || '(none)',
              `${c.source || '(none)'} / ${c.medium || '(none)'}`,
              formatCount(c.sessions),
            ])}
            keys={report.utmCampaigns.map((c) => `${c.source}|${c.medium}|${c.campaign}`)}
          />
        </PanelCard>
        <PanelCard id="analytics-devices" title="Devices">
          <Shares
            label="Sessions"
            empty="No sessions yet."
            rows={report.devices.map((d) => ({ key: d.device, name: deviceLabel(d.device), value: d.sessions }))}
            total={report.devices.reduce((sum, d) => sum + d.sessions, 0)}
          />
        </PanelCard>
        <PanelCard id="analytics-countries" title="Countries">
          <Shares
            label="Users"
            empty="No visitors yet."
            rows={report.countries.map((c) => ({ key: c.country, name: c.name, value: c.users }))}
            total={summary.totalUsers}
          />
        </PanelCard>
        <PanelCard id="analytics-conversions" title="Conversions">
          <Table
            caption="Conversions"
            empty="No conversions yet."
            head={['Action', 'Count']}
            rows={report.conversions.map((c) => [c.label, formatCount(c.count)])}
            keys={report.conversions.map((c) => c.name)}
          />
        </PanelCard>
      </div>

      <PanelCard
        id="analytics-funnel"
        title="Conversion funnel"
        aside={<p className="text-sm text-slate-600">Sessions that reached each step</p>}
      >
        <Funnel funnel={report.funnel} />
      </PanelCard>

      <PanelCard
        id="analytics-vitals"
        title="Core Web Vitals (real visitors)"
        aside={
          <p className="text-sm text-slate-600">
            75th percentile of {formatCount(report.vitals.samples)} {report.vitals.samples === 1 ? 'page view' : 'page views'}
          </p>
        }
      >
        <Vitals vitals={report.vitals} />
      </PanelCard>
    </div>
  );
}

/** A small table; the first column names the row. */
function Table({ caption, head, rows, keys, empty }: { caption: string; head: string[]; rows: string[][]; keys: string[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600 text-pretty">{empty}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-slate-600">
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={cn('pb-1.5 font-medium', i > 0 && 'pl-3 text-right')}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-900">
        {rows.map((cells, r) => (
          <tr key={keys[r]}>
            {cells.map((cell, i) =>
              i === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of one row, in order.
                <th key={i} scope="row" className="py-1.5 font-normal [overflow-wrap:anywhere]">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of one row, in order.
                <td key={i} className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Names with their count and a bar of their share of the whole. */
function Shares({
  rows,
  total,
  label,
  empty,
}: {
  rows: { key: string; name: string; value: number }[];
  total: number;
  label: string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-2.5 text-sm">
      {rows.map((row) => {
        const share = formatShare(row.value, total);
        return (
          <li key={row.key}>
            <div className="flex justify-between gap-3">
              <span className="min-w-0 break-all text-slate-900">{row.name}</span>
              <span className="shrink-0 text-slate-900 tabular-nums">
                <span className="font-semibold">{formatCount(row.value)}</span>
                <span className="sr-only"> {label.toLowerCase()}</span>
                {share && <span className="ml-2 text-slate-600">{share}</span>}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-brand"
                style={{ width: total > 0 ? `${Math.min(100, (row.value / total) * 100)}%` : 0 }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Funnel({ funnel }: { funnel: AnalyticsReport['funnel'] }) {
  const rows = funnelRows(funnel);
  const visits = rows[0]?.sessions ?? 0;
  return (
    <ol className="space-y-3 text-sm">
      {rows.map((row, i) => (
        <li key={row.step} data-funnel-step={row.step}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium text-slate-900">
              {i + 1}. {row.label}
            </span>
            <span className="text-slate-900 tabular-nums">
              <span className="font-semibold">{formatCount(row.sessions)}</span> {row.sessions === 1 ? 'session' : 'sessions'}
              {row.rate && (
                <span className="ml-2 text-slate-600">
                  {row.rate.share} of step {row.rate.of}
                </span>
              )}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full rounded-full bg-brand" style={{ width: visits > 0 ? `${(row.sessions / visits) * 100}%` : 0 }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

const VITAL_NAMES: Record<VitalMetric, { name: string; what: string }> = {
  lcp: { name: 'Largest Contentful Paint', what: 'How soon the main content shows' },
  inp: { name: 'Interaction to Next Paint', what: 'How soon the page answers a tap or click' },
  cls: { name: 'Cumulative Layout Shift', what: 'How much the page jumps while loading' },
};

// Spec 3 §4 colours: good green, needs improvement yellow, poor red; dark text on each keeps AA contrast.
const BANDS: Record<VitalScore, { text: string; className: string }> = {
  good: { text: 'Good', className: 'bg-emerald-100 text-emerald-900' },
  'needs-improvement': { text: 'Needs improvement', className: 'bg-amber-100 text-amber-900' },
  poor: { text: 'Poor', className: 'bg-red-100 text-red-900' },
};

const vitalFigure = (metric: VitalMetric, value: number) => (metric === 'cls' ? formatCls(value) : formatMilliseconds(value));

function Vitals({ vitals }: { vitals: AnalyticsReport['vitals'] }) {
  if (vitals.samples === 0)
    return (
      <p className="text-sm text-slate-600 text-pretty">
        No measurements yet. Visitors’ browsers report them as they leave a page, so they come with the first visits.
      </p>
    );
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {(['lcp', 'inp', 'cls'] as const).map((metric) => (
        <Vital key={metric} metric={metric} value={vitals[metric]} />
      ))}
    </dl>
  );
}

function Vital({ metric, value }: { metric: VitalMetric; value: VitalValue | null }) {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return (
    <div className="rounded-xl border border-slate-200 p-3.5" data-vital={metric}>
      <dt className="text-sm font-medium text-slate-900">
        {metric.toUpperCase()} <span className="font-normal text-slate-600">· {VITAL_NAMES[metric].name}</span>
      </dt>
      <dd className="mt-2 flex flex-wrap items-center gap-2">
        {value ? (
          <>
            <span className="text-2xl font-bold text-slate-900 tabular-nums">{vitalFigure(metric, value.p75)}</span>
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', BANDS[value.score].className)}>
              {BANDS[value.score].text}
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-600">Not measured yet</span>
        )}
      </dd>
      <dd className="mt-1 text-xs text-slate-600">
        {VITAL_NAMES[metric].what}. Good up to {vitalFigure(metric, good)}, poor above {vitalFigure(metric, poor)}.
      </dd>
    </div>
  );
}
