/**
 * The Website tab's Health sub-tab (spec 3 §2 Health, §4 Health scan, §8, §9; issue 19): 'Run Health
 * Scan' queues a real Lighthouse scan of the live home page (mobile, then desktop); while it waits and
 * runs the panel says which and for how long; when it ends 'Scan Completed' gives the overall score
 * and the priority issues, and the health data reloads 1 s later. Below: the overall score and band,
 * the mobile and desktop panels, real visitors' vitals and the history of past scans.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TenantRecord } from '#core/api/types.ts';
import { FIELD_VITALS_DAYS, overallStatus } from '#core/health/score.ts';
import type { HealthMonitoring, ScanInfo } from '#core/health/types.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { healthKey, LOAD_HEALTH_FAILED, RUN_SCAN_FAILED, useHealth, useRunScan, useScan } from '../api/health.ts';
import { errorMessage } from '../lib/errors.ts';
import { FieldVitalsCard } from './health-field.tsx';
import { FormFactorCard } from './health-form-factor.tsx';
import { formatScanTime, HistoryCard } from './health-history.tsx';
import { ScoreRing } from './health-score.tsx';
import { LoadError } from './inline-states.tsx';
import { WebsiteTabLoading } from './website-tab-loading.tsx';

/** Spec 3 §9: the health data reloads 1 s after a scan ends. */
export const RELOAD_AFTER_SCAN_MS = 1000;

export function HealthPanel({ slug, canEdit = true }: { slug: string; tenant: TenantRecord | undefined; canEdit?: boolean }) {
  const health = useHealth(slug);
  const run = useRunScan(slug);
  const queryClient = useQueryClient();
  // The scan followed: the one this owner started, else one already waiting or running when the tab opened.
  const [startedId, setStartedId] = useState<number>();
  const openId = health.data?.scan.state === 'idle' ? undefined : health.data?.scan.id;
  const scanId = startedId ?? openId;
  const scan = useScan(slug, scanId);
  const [finished, setFinished] = useState<ScanInfo>();
  const reported = useRef<number>(undefined);
  // Not cleared when the followed scan changes (it does as this very effect lets go of it), only when the tab closes.
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);

  const state = scan.data?.state;
  useEffect(() => {
    if (!scan.data || (state !== 'done' && state !== 'failed') || reported.current === scan.data.id) return;
    reported.current = scan.data.id;
    setFinished(scan.data);
    setStartedId(undefined);
    reload.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: healthKey(slug) }), RELOAD_AFTER_SCAN_MS);
  }, [scan.data, state, queryClient, slug]);

  const scanning = run.isPending || (scanId !== undefined && state !== 'done' && state !== 'failed');

  const start = () => {
    setFinished(undefined);
    run.mutate(undefined, { onSuccess: (info) => setStartedId(info.id) });
  };

  if (health.isPending) return <WebsiteTabLoading />;

  return (
    <section aria-labelledby="health-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id="health-title" className="text-lg font-semibold text-slate-900">
            Website Health
          </h3>
          <p className="mt-1 text-sm text-slate-600 text-pretty">
            A Lighthouse scan of your live home page as a phone and a computer load it: speed, accessibility, best practices and SEO.
          </p>
        </div>
        {canEdit ? (
          <Button onClick={start} loading={scanning} loadingText="Scanning..." className="max-sm:w-full">
            Run Health Scan
          </Button>
        ) : (
          <p className="basis-full text-sm text-slate-600">Only the business owner or a manager can run a scan.</p>
        )}
        {scanning ? <ScanProgress info={run.isPending ? undefined : scan.data} /> : null}
      </div>

      {run.error ? (
        <Alert tone="error" title={RUN_SCAN_FAILED}>
          <p>{errorMessage(run.error, RUN_SCAN_FAILED)}</p>
        </Alert>
      ) : null}
      {finished?.state === 'failed' ? (
        <Alert tone="error" title={RUN_SCAN_FAILED}>
          <p>{finished.error ?? RUN_SCAN_FAILED}</p>
        </Alert>
      ) : null}
      {finished?.state === 'done' && finished.result ? <ScanCompleted result={finished.result} /> : null}

      {health.data ? (
        <HealthBody data={health.data} />
      ) : (
        <LoadError
          title={LOAD_HEALTH_FAILED}
          message={errorMessage(health.error, LOAD_HEALTH_FAILED)}
          onRetry={() => void health.refetch()}
          retrying={health.isFetching}
        />
      )}
    </section>
  );
}

function ScanProgress({ info }: { info: ScanInfo | undefined }) {
  const now = useNow();
  const since = info?.startedAt ?? info?.queuedAt;
  const elapsed = since ? Math.max(0, Math.floor((now - Date.parse(since)) / 1000)) : 0;
  let text = 'Queuing the scan...';
  if (info?.state === 'queued')
    text = info.ahead > 0 ? `Queued: ${info.ahead} ${info.ahead === 1 ? 'scan' : 'scans'} ahead` : 'Queued: starting';
  if (info?.state === 'running') text = info.phase === 'desktop' ? 'Scanning desktop (2 of 2)' : 'Scanning mobile (1 of 2)';
  return (
    <div className="flex w-full items-center gap-2.5 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <Spinner className="size-4 text-brand" />
      {/* The step is announced when it changes; the ticking clock is not. */}
      <span role="status" className="font-medium">
        {text}
      </span>
      <span className="ml-auto tabular-nums text-slate-600" aria-hidden="true">
        {Math.floor(elapsed / 60)}:{String(elapsed % 60).padStart(2, '0')}
      </span>
    </div>
  );
}

function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function ScanCompleted({ result }: { result: NonNullable<ScanInfo['result']> }) {
  return (
    <Alert tone="success" title="Scan Completed">
      <p>
        Overall score: <strong>{result.overallScore}</strong> ({overallStatus(result.overallScore)})
      </p>
      {result.summary.priority.length ? (
        <>
          <p className="mt-1">Priority issues:</p>
          <ul className="mt-1 list-disc pl-5">
            {result.summary.priority.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1">No priority issues: nothing to fix on mobile or desktop.</p>
      )}
    </Alert>
  );
}

function HealthBody({ data }: { data: HealthMonitoring }) {
  return (
    <>
      {data.lastFailure ? (
        <Alert tone="error" title="The last scan failed">
          <p>
            {formatScanTime(data.lastFailure.at)}: {data.lastFailure.error}
          </p>
        </Alert>
      ) : null}
      {data.hasData && data.overall && data.performance ? (
        <>
          <div className="flex flex-wrap items-center gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <ScoreRing score={data.overall.score} status={data.overall.status} />
            <div className="min-w-0 flex-1 basis-56 space-y-1 text-sm text-slate-600">
              <p className="text-base font-semibold text-slate-900">Overall score</p>
              <p className="text-pretty">The average of the four scores on mobile and on desktop.</p>
              {data.lastUpdated ? <p>Last updated {formatScanTime(data.lastUpdated)}</p> : null}
              {data.url ? (
                <p className="truncate">
                  Page:{' '}
                  <a href={data.url} target="_blank" rel="noreferrer" className="font-medium text-brand underline underline-offset-2">
                    {data.url}
                  </a>
                </p>
              ) : null}
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <FormFactorCard form="mobile" health={data.performance.mobile} />
            <FormFactorCard form="desktop" health={data.performance.desktop} />
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          {data.message}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <FieldVitalsCard field={data.field} days={FIELD_VITALS_DAYS} />
        {data.history.length ? <HistoryCard history={data.history} /> : null}
      </div>
    </>
  );
}
