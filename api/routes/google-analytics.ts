/**
 * The Website tab's analytics (spec 3 §2, §3, §7), mounted at /api/google/analytics: the path of
 * spec 3, answered by the platform's first-party analytics (decision 033). Every call names the
 * business by `?tenant_id=` (its numeric id); its staff (owner, manager, tech, viewer) and admins
 * read; owners, managers and admins set the GA4 id.
 *
 * Calls (shapes in core/analytics/types.ts)
 *   GET /status?tenant_id                -> { success, data: AnalyticsStatus }
 *   GET /summary?tenant_id&days=7|30|90  -> { success, data: AnalyticsSummary } (days: 30 when absent)
 *   GET /realtime?tenant_id              -> { success, data: AnalyticsRealtime } (the last 5 minutes)
 *   GET /report?tenant_id&days=7|30|90   -> { success, data: AnalyticsReport }
 *   PUT /ga4?tenant_id { measurementId: 'G-…' | null } -> { success, data: AnalyticsStatus }
 *   GET /auth?tenant_id                  -> text/html: the connect popup (600 x 700), without script.
 *       A popup opened with window.open carries no bearer token, so this page needs none: it says
 *       what the analytics collect and, for a public business, its name and whether a GA4 id is set
 *       (no secret: a page tagged with GA4 carries the id).
 *
 * Errors: 400 'Validation failed' with fields.tenant_id 'tenant_id is required' / 'tenant_id must
 * be a positive whole number', fields.days 'days must be 7, 30 or 90', fields.measurementId;
 * 401; 403 (another business, or an unknown id asked by a business's user, who cannot probe ids);
 * 404 'Tenant not found' (admins); 500 with spec 3 §8's 'Failed to fetch analytics status',
 * 'Failed to fetch analytics summary', 'Failed to fetch realtime data' (and '… analytics data').
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { GA4_MESSAGE, ga4UpdateSchema } from '#core/analytics/ga4.ts';
import { DEFAULT_RANGE, rangeQuerySchema, tenantQuerySchema } from '#core/analytics/queries.ts';
import type { AnalyticsRange } from '#core/analytics/types.ts';
import { ALL_STAFF, EDITORS, forbidden, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '#db/client.ts';
import type { StaffRole } from '#core/api/staff.ts';
import {
  analyticsRealtime,
  analyticsReport,
  analyticsStatus,
  analyticsSummary,
  ga4MeasurementId,
  setGa4MeasurementId,
} from '../domain/analytics-reports.ts';
import { findTenantById, isPublic } from '../domain/tenants.ts';
import { badRequest, readJsonObject, validationFailed } from '../lib/http.ts';
import { tenantNotFound } from '../lib/tenant-errors.ts';
import { analyticsPopup } from './google-analytics-popup.ts';

type Env = AuthEnv & { Variables: { days: AnalyticsRange } };

/** `?tenant_id` (and `days` when `withRange`) checked, then the same access rule as every tenant route, by the tenant's id. */
function tenantById(db: Db, roles: readonly StaffRole[], withRange: boolean): MiddlewareHandler<Env> {
  return async (c, next) => {
    const query = c.req.query();
    const parsed = withRange ? rangeQuerySchema.safeParse(query) : tenantQuerySchema.safeParse(query);
    if (!parsed.success) return validationFailed(c, parsed.error);
    c.set('days', 'days' in parsed.data ? (parsed.data.days as AnalyticsRange) : DEFAULT_RANGE);
    const tenant = await findTenantById(db, parsed.data.tenant_id);
    if (!tenant) return c.get('user').isAdmin ? tenantNotFound(c) : forbidden(c);
    return requireTenantAccess<Env>(db, roles, () => tenant.slug)(c, next);
  };
}

const failed = (c: Context, error: unknown, message: string) => {
  console.error(`[analytics] ${message}:`, error);
  return c.json({ success: false, error: message }, 500);
};

export function googleAnalyticsRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  const read = [requireUser(sessions), tenantById(db, ALL_STAFF, false)] as const;
  const ranged = [requireUser(sessions), tenantById(db, ALL_STAFF, true)] as const;

  return new Hono<Env>()
    .get('/status', ...read, async (c) => {
      try {
        return c.json({ success: true, data: await analyticsStatus(db, c.get('tenant')) });
      } catch (error) {
        return failed(c, error, 'Failed to fetch analytics status');
      }
    })
    .get('/summary', ...ranged, async (c) => {
      try {
        return c.json({ success: true, data: await analyticsSummary(db, c.get('tenant').id, c.get('days')) });
      } catch (error) {
        return failed(c, error, 'Failed to fetch analytics summary');
      }
    })
    .get('/realtime', ...read, async (c) => {
      try {
        return c.json({ success: true, data: await analyticsRealtime(db, c.get('tenant').id) });
      } catch (error) {
        return failed(c, error, 'Failed to fetch realtime data');
      }
    })
    .get('/report', ...ranged, async (c) => {
      try {
        return c.json({ success: true, data: await analyticsReport(db, c.get('tenant').id, c.get('days')) });
      } catch (error) {
        return failed(c, error, 'Failed to fetch analytics data');
      }
    })
    .put('/ga4', requireUser(sessions), tenantById(db, EDITORS, false), async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      if (!('measurementId' in body.value)) return badRequest(c, 'Validation failed', { measurementId: GA4_MESSAGE });
      const parsed = ga4UpdateSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const tenant = c.get('tenant');
      await setGa4MeasurementId(db, tenant, parsed.data.measurementId || null);
      const updated = (await findTenantById(db, tenant.id))!;
      return c.json({ success: true, data: await analyticsStatus(db, updated) });
    })
    .get('/auth', async (c) => {
      const parsed = tenantQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return validationFailed(c, parsed.error);
      const tenant = await findTenantById(db, parsed.data.tenant_id);
      if (!tenant) return tenantNotFound(c);
      // A business not yet public is not named to whoever has the link.
      const shown = isPublic(tenant);
      return c.html(analyticsPopup(shown ? tenant.businessName : null, shown ? ga4MeasurementId(tenant) : null));
    });
}
