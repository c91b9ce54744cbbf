import { Link, useSearchParams } from 'react-router';
import { formatBounceRate, formatSessionDuration } from '#core/analytics/format.ts';
import type { AnalyticsRange, AnalyticsRealtime, AnalyticsStatus, AnalyticsSummary } from '#core/analytics/types.ts';
import type { TenantRecord } from '#core/api/types.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { formatDateTime, formatRelativeTime } from '../../../shared/lib/relative-time.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { textLinkClass } from '../../../shared/ui/text-link.ts';
import { connectUrl, useAnalyticsRealtime, useAnalyticsStatus, useAnalyticsSummary, useRefreshAnalytics } from '../api/analytics.ts';
import {
  FETCH_REALTIME_FAILED,
  FETCH_STATUS_FAILED,
  FETCH_SUMMARY_FAILED,
  formatCount,
  performanceSearch,
  RANGE_LABELS,
  rangeOf,
} from '../lib/analytics-view.ts';
import { errorMessage } from '../lib/errors.ts';
import { AnalyticsError, callErrorMessage, LoadingFigures, Metric, RangePicker, Skeleton, StatusDot } from './analytics-parts.tsx';
import { AnalyticsReportView } from './analytics-report.tsx';
import { LoadError } from './inline-states.tsx';
import { PanelCard } from './panel-card.tsx';

/** Spec 3 §7: the connection popup is a 600 by 700 window. */
const POPUP_FEATURES = 'popup,width=600,height=700';

/**
 * The Website tab's Performance sub-tab (spec 3 §2, issue 19 point 2): the business's own,
 * first-party visitor figures for 7, 30 or 90 days, who is on the site now, and the full view
 * (`?view=analytics`). The range is in the address too, so a reload or a shared link keeps it.
 */
export function PerformancePanel({ slug, tenant }: { slug: string; tenant: TenantRecord | undefined }) {
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get('days'));
  const full = params.get('view') === 'analytics';
  // The record the tab already asked for (one query key): here for its failure, which the tab passes on as `tenant` missing.
  const record = useTenant(slug);
  const setDays = (next: AnalyticsRange) =>
    setParams(new URLSearchParams(performanceSearch(next, full)), { replace: true, preventScrollReset: true });

  if (!tenant && record.isError) {
    return (
      <LoadError
        title="Failed to load business details"
        message={errorMessage(record.error, 'Failed to load business details')}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
      />
    );
  }
  if (full) return <AnalyticsReportView slug={slug} tenant={tenant} days={days} onDays={setDays} />;
  return <PerformanceOverview slug={slug} tenant={tenant} days={days} onDays={setDays} />;
}

function PerformanceOverview({
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
  const status = useAnalyticsStatus(slug, tenant?.id);
  const summary = useAnalyticsSummary(slug, tenant?.id, days);
  const realtime = useAnalyticsRealtime(slug, tenant?.id);
  const { refresh, refreshing } = useRefreshAnalytics(slug);
  const now = useNow(30_000);

  // A call that failed and has nothing to show; one whose refresh failed keeps its last figures.
  const failures = [
    status.isError && !status.data ? callErrorMessage(status.error, FETCH_STATUS_FAILED) : null,
    summary.isError && !summary.data ? callErrorMessage(summary.error, FETCH_SUMMARY_FAILED) : null,
    realtime.isError && !realtime.data ? callErrorMessage(realtime.error, FETCH_REALTIME_FAILED) : null,
  ].filter((m): m is string => m !== null);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Performance</h3>
          <p className="mt-0.5 text-sm text-slate-600 text-pretty">Visits to your website, counted without cookies or personal data.</p>
        </div>
        <RangePicker days={days} onChange={onDays} />
      </div>

      {failures.length > 0 && <AnalyticsError messages={failures} onRefresh={() => void refresh()} refreshing={refreshing} />}

      {status.data ? (
        <ConnectionCard status={status.data} tenantId={tenant?.id} now={now} />
      ) : status.isError ? null : (
        <Skeleton className="h-36" />
      )}

      {summary.data ? (
        <Figures summary={summary.data} status={status.data} siteUrl={tenant?.website} now={now} />
      ) : summary.isError ? null : (
        <LoadingFigures label="Loading analytics..." />
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        {realtime.data ? (
          <RealtimeCard realtime={realtime.data} now={now} />
        ) : realtime.isError ? null : (
          <Skeleton className="h-48 lg:col-span-2" />
        )}
        <PanelCard id="analytics-actions" title="Quick Actions" className={realtime.data || !realtime.isError ? '' : 'lg:col-span-3'}>
          <div className="flex flex-col gap-2">
            <Link to={{ search: performanceSearch(days, true) }} className={buttonClass('primary', 'w-full')}>
              View Full Analytics
            </Link>
            {tenant?.website ? (
              <a href={tenant.website} target="_blank" rel="noopener" className={buttonClass('secondary', 'w-full')}>
                Open Website
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              <Button variant="secondary" disabled className="w-full">
                Open Website
              </Button>
            )}
            <Button variant="secondary" className="w-full" onClick={() => void refresh()} loading={refreshing} loadingText="Refreshing...">
              Refresh Data
            </Button>
          </div>
        </PanelCard>
      </div>
    </div>
  );
}

function ConnectionCard({ status, tenantId, now }: { status: AnalyticsStatus; tenantId: number | undefined; now: Date }) {
  return (
    <PanelCard id="analytics-connection" title="Analytics connection">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <dl className="grid flex-1 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">LocalSite Analytics</dt>
            <dd className="mt-1 flex items-center gap-2 font-semibold text-emerald-800">
              <StatusDot tone="green" />
              Connected
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Last sync</dt>
            <dd className="mt-1 font-medium text-slate-900">
              {status.lastSync ? (
                <time dateTime={status.lastSync} title={formatDateTime(status.lastSync)}>
                  {formatRelativeTime(status.lastSync, now)}
                </time>
              ) : (
                'Waiting for the first visit'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Google Analytics 4 (optional)</dt>
            <dd className="mt-1 flex items-center gap-2 font-medium text-slate-900">
              {status.ga4.configured ? (
                <>
                  <StatusDot tone="green" />
                  <span className="min-w-0 break-all">Configured: {status.ga4.measurementId}</span>
                </>
              ) : (
                <>
                  <StatusDot tone="grey" />
                  Not configured
                </>
              )}
            </dd>
          </div>
        </dl>
        <Button
          variant="secondary"
          className="shrink-0 max-sm:w-full"
          disabled={tenantId === undefined}
          onClick={() => tenantId !== undefined && window.open(connectUrl(tenantId), 'localsite-analytics', POPUP_FEATURES)}
        >
          Connection Details
        </Button>
      </div>
    </PanelCard>
  );
}

/** The four figures, or, for a range without visits, what that means and what to do. */
function Figures({
  summary,
  status,
  siteUrl,
  now,
}: {
  summary: AnalyticsSummary;
  status: AnalyticsStatus | undefined;
  siteUrl: string | undefined;
  now: Date;
}) {
  const range = `Last ${RANGE_LABELS[summary.days].toLowerCase()}`;
  if (summary.totalSessions === 0) {
    const lastVisit = status?.lastSync ?? null;
    return (
      <div role="status" className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm sm:p-6">
        <p className="text-base font-semibold text-slate-900">{lastVisit ? `No visits in the ${range.toLowerCase()}` : 'No visits yet'}</p>
        <p className="mt-1 text-slate-600 text-pretty">
          {lastVisit
            ? `The last visit was ${formatRelativeTime(lastVisit, now)}. Pick a longer range, or share your site link to bring visitors back.`
            : 'Analytics are on and counting. Share your site link with customers, on your Google Business Profile and on social media: visits show here within a minute.'}
        </p>
        {siteUrl && (
          <p className="mt-3">
            <a href={siteUrl} target="_blank" rel="noopener" className={`${textLinkClass} break-all`}>
              {siteUrl}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Metric label="Total Sessions" value={formatCount(summary.totalSessions)} sub={range} />
      <Metric label="Total Users" value={formatCount(summary.totalUsers)} sub={range} />
      <Metric label="Bounce Rate" value={formatBounceRate(summary.averageBounceRate)} sub="Left after one page" />
      <Metric label="Avg. Session" value={formatSessionDuration(summary.averageSessionDuration)} sub="Time on your site" />
    </div>
  );
}

function RealtimeCard({ realtime, now }: { realtime: AnalyticsRealtime; now: Date }) {
  // Visitors whose address maps to no country (a private network, a new range) are counted but not placed.
  const unplaced = realtime.activeUsers - realtime.countries.reduce((sum, c) => sum + c.activeUsers, 0);
  return (
    <PanelCard
      id="analytics-realtime"
      title="Real-time"
      className="lg:col-span-2"
      aside={
        <p className="text-sm text-slate-600">
          Last Updated{' '}
          <time dateTime={realtime.lastUpdated} title={formatDateTime(realtime.lastUpdated)} className="font-medium text-slate-900">
            {formatRelativeTime(realtime.lastUpdated, now)}
          </time>
        </p>
      }
    >
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-8">
        <div>
          <p className="text-sm font-medium text-slate-600">Active Users</p>
          <p className="mt-1 flex items-center gap-2.5 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            <StatusDot tone={realtime.activeUsers > 0 ? 'green' : 'grey'} />
            {formatCount(realtime.activeUsers)}
          </p>
          <p className="mt-1 text-sm text-slate-600">In the last 5 minutes</p>
        </div>
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600" id="analytics-realtime-countries">
            Countries
          </p>
          {realtime.activeUsers === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Nobody is on your site right now.</p>
          ) : (
            <ul aria-labelledby="analytics-realtime-countries" className="mt-1 divide-y divide-slate-100 text-sm">
              {realtime.countries.map((c) => (
                <li key={c.country} className="flex justify-between gap-3 py-1.5">
                  <span className="min-w-0 truncate text-slate-900">{c.name}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">{formatCount(c.activeUsers)}</span>
                </li>
              ))}
              {unplaced > 0 && (
                <li className="flex justify-between gap-3 py-1.5">
                  <span className="min-w-0 text-slate-600">Location unknown</span>
                  <span className="font-semibold text-slate-900 tabular-nums">{formatCount(unplaced)}</span>
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </PanelCard>
  );
}
