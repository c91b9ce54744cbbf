/**
 * What the Health sub-tab reads (spec 3 §3 "Health data", issue 19): the newest finished scan as
 * HealthData, the scan waiting or running, the past scans' scores and the real visitors' Core Web
 * Vitals from the sites' beacon beside the lab figures.
 */
import { FIELD_VITALS_DAYS, formScores, overallStatus } from '#core/health/score.ts';
import type { HealthData, HealthMonitoring, HistoryEntry, ScanRecord, ScanStatus } from '#core/health/types.ts';
import type { Db } from '#db/client.ts';
import { finishedScans, lastFailedScan, openScan, type ScanRow } from '#build/health/scan-queue.ts';
import { fieldVitals } from './analytics-reports.ts';

export const HISTORY_LIMIT = 20;
export const NO_SCAN_MESSAGE = 'No health scan yet. Run a health scan to measure your website on mobile and desktop.';

const iso = (ms: number) => new Date(ms).toISOString();
const recordOf = (row: ScanRow) => row.result as unknown as ScanRecord;

export function healthDataOf(latest: ScanRow | undefined): HealthData {
  if (!latest) return { hasData: false, message: NO_SCAN_MESSAGE, overall: null, lastUpdated: null, performance: null, url: null };
  const record = recordOf(latest);
  const score = latest.overallScore ?? 0;
  return {
    hasData: true,
    message: null,
    overall: { score, status: overallStatus(score) },
    lastUpdated: iso(latest.finishedAt ?? latest.createdAt),
    performance: { mobile: record.mobile, desktop: record.desktop },
    url: record.finalUrl ?? latest.url,
  };
}

export function scanStatusOf(open: ScanRow | undefined): ScanStatus {
  if (!open) return { state: 'idle' };
  return {
    state: open.status === 'running' ? 'running' : 'queued',
    id: open.id,
    phase: (open.phase as ScanStatus['phase']) ?? null,
    queuedAt: iso(open.createdAt),
    ...(open.startedAt ? { startedAt: iso(open.startedAt) } : {}),
  };
}

function historyEntry(row: ScanRow): HistoryEntry {
  const record = recordOf(row);
  const score = row.overallScore ?? 0;
  return {
    id: row.id,
    createdAt: iso(row.finishedAt ?? row.createdAt),
    overallScore: score,
    status: overallStatus(score),
    mobile: formScores(record.mobile),
    desktop: formScores(record.desktop),
  };
}

/** The tenant's newest result (HealthData) with the scan under way, if any. */
export async function tenantHealth(db: Db, tenantId: number): Promise<HealthData & { scan: ScanStatus }> {
  const [latest] = await finishedScans(db, tenantId, 1);
  return { ...healthDataOf(latest), scan: scanStatusOf(await openScan(db, tenantId)) };
}

export async function healthMonitoring(db: Db, tenantId: number, now = Date.now()): Promise<HealthMonitoring> {
  const [history, open, failed, field] = await Promise.all([
    finishedScans(db, tenantId, HISTORY_LIMIT),
    openScan(db, tenantId),
    lastFailedScan(db, tenantId),
    fieldVitals(db, tenantId, FIELD_VITALS_DAYS, now),
  ]);
  const latest = history[0];
  return {
    ...healthDataOf(latest),
    scan: scanStatusOf(open),
    field,
    history: history.map(historyEntry),
    lastFailure:
      failed && (!latest || failed.id > latest.id)
        ? { id: failed.id, at: iso(failed.finishedAt ?? failed.createdAt), error: failed.error ?? '' }
        : null,
  };
}
