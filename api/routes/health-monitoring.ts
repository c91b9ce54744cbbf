/**
 * Health scans of a business's live home page (spec 3 §3 Health data, §7; issue 19; decision 035).
 * Mounted at /api/health-monitoring, and GET /api/tenants/:slug/health at /api/tenants. Staff of the
 * business read (owner, manager, tech, viewer); owners, managers and admins scan; another business's
 * staff get 403, anonymous callers 401, an unknown slug 404.
 *
 * Shapes (core/health/types.ts)
 *   HealthData { hasData, message (why there is nothing yet, else null), overall: { score, status:
 *     'Excellent'|'Needs Improvement'|'Poor' } | null, lastUpdated: ISO | null, url: the page measured,
 *     performance: { mobile, desktop } | null, each { performanceScore, accessibilityScore,
 *     bestPracticesScore, seoScore (0–100), coreWebVitals: { lcp, fid, cls, fcp } each { score (0–100),
 *     value (ms; CLS unitless) } — fid carries Total Blocking Time, Lighthouse's lab stand-in for FID —,
 *     opportunities: [{ id, title, description, savingsMs, savingsBytes, savings }] (top 3 by savings),
 *     failedAudits: [{ id, title, category }] } }
 *   ScanInfo { id, state: 'queued'|'running'|'done'|'failed', phase: 'mobile'|'desktop'|null, queuedAt,
 *     startedAt, finishedAt, ahead (scans before it on this machine), result: { overallScore, summary:
 *     { priority: string[] } } | null (done), error: string | null (failed) }
 *
 * Calls
 *   GET  /api/health-monitoring/:slug            -> { success, data: HealthData & { scan: { state:
 *        'idle'|'queued'|'running', id?, phase?, queuedAt?, startedAt? }, field: FieldVitals (the beacon's
 *        real-visitor p75 LCP/INP/CLS, 30 days), history: [{ id, createdAt, overallScore, status, mobile:
 *        { performance, accessibility, bestPractices, seo }, desktop: {…} }] (newest first, ≤20),
 *        lastFailure: { id, at, error } | null (the newest scan failed) } }
 *   POST /api/health-monitoring/:slug/scan       -> 202 { success, data: ScanInfo }: queued, or the scan
 *        already waiting or running for the business (not a second one). 429 with retryAfterSeconds
 *        when the previous scan was asked for less than 2 minutes ago.
 *   GET  /api/health-monitoring/:slug/scans/:id  -> { success, data: ScanInfo }
 *   GET  /api/tenants/:slug/health               -> { success, data: HealthData & { scan } }
 *
 * Errors: 400 fields.id 'Scan id must be a positive whole number'; 404 'Scan not found'; 401; 403; 404.
 */
import { Hono } from 'hono';
import { enqueueScan, scanInfo, scanOf, SCAN_INTERVAL_MS } from '#build/health/scan-queue.ts';
import { notifyScanQueued } from '#build/health/scan-worker.ts';
import { ALL_STAFF, EDITORS, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import { healthMonitoring, tenantHealth } from '../domain/health-monitoring.ts';
import { badRequest, positiveId } from '../lib/http.ts';

export const SCAN_ID_MESSAGE = 'Scan id must be a positive whole number';
export const scanTooSoonMessage = (seconds: number) =>
  `A health scan was run less than ${SCAN_INTERVAL_MS / 60_000} minutes ago. Please wait ${seconds} seconds before scanning again.`;

export function healthMonitoringRoutes({ db, sessions }: AppDeps) {
  const read = [requireUser(sessions), requireTenantAccess(db, ALL_STAFF)] as const;
  const write = [requireUser(sessions), requireTenantAccess(db, EDITORS)] as const;

  return new Hono<AuthEnv>()
    .get('/:slug', ...read, async (c) => c.json({ success: true, data: await healthMonitoring(db, c.get('tenant').id) }))
    .post('/:slug/scan', ...write, async (c) => {
      const queued = await enqueueScan(db, c.get('tenant').id);
      if (!queued.ok) {
        c.header('Retry-After', String(queued.retryAfterSeconds));
        return c.json(
          { success: false, error: scanTooSoonMessage(queued.retryAfterSeconds), retryAfterSeconds: queued.retryAfterSeconds },
          429,
        );
      }
      if (!queued.existing) notifyScanQueued();
      return c.json({ success: true, data: await scanInfo(db, queued.scan) }, 202);
    })
    .get('/:slug/scans/:id', ...read, async (c) => {
      const id = positiveId(c.req.param('id'));
      if (id === undefined) return badRequest(c, 'Validation failed', { id: SCAN_ID_MESSAGE });
      const scan = await scanOf(db, c.get('tenant').id, id);
      if (!scan) return c.json({ success: false, error: 'Scan not found' }, 404);
      return c.json({ success: true, data: await scanInfo(db, scan) });
    });
}

/** Spec 3 §7 GET /api/tenants/{slug}/health: the newest result and the scan under way. */
export function tenantHealthRoutes({ db, sessions }: AppDeps) {
  return new Hono<AuthEnv>().get('/:slug/health', requireUser(sessions), requireTenantAccess(db, ALL_STAFF), async (c) =>
    c.json({ success: true, data: await tenantHealth(db, c.get('tenant').id) }),
  );
}
