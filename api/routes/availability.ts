/**
 * GET /api/availability/{slug}?service=&tier=&addons=&zip=&from=&to=&size= (public; issue 14 §4)
 *
 *   service  the service's slug (required); tier: the tier's id (required)
 *   addons   add-on service slugs, comma-separated (optional)
 *   size     xs..xl, for a tier priced per vehicle size (optional)
 *   zip      the visitor's ZIP: the job's place, for the drive between jobs (optional; when given,
 *            the business must serve it)
 *   from,to  local dates YYYY-MM-DD, both included, at most 62 days (optional: today, and the
 *            end of the booking window); clamped to the lead time and the booking window
 *
 * 200 {success: true, data: {time_zone, duration_minutes, days: [{date: 'YYYY-MM-DD', slots: ['HH:MM', ...]}]}}
 *     (dates and times in the business's zone; dates without a free slot are left out)
 * 400 {success: false, error: 'Validation failed', fields: {service|tier|addons|size|zip|from|to: message}}
 * 403 TENANT_NOT_APPROVED, 404 NO_TENANT_CONTEXT, 429 too many questions from one address
 */
import { Hono } from 'hono';
import { availabilityQuerySchema } from '#core/scheduling/availability-query.ts';
import type { AppDeps } from '../deps.ts';
import { availabilityFor } from '../domain/availability.ts';
import { findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { badRequest, clientIp, validationFailed } from '../lib/http.ts';
import { rateLimitedBody } from '../lib/rate-limit.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';

const AVAILABILITY_RATE_MESSAGE = 'Too many availability requests. Please try again in a minute.';

export function availabilityRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono().get('/:slug', async (c) => {
    const decision = await deps.limits.availability.hit(clientIp(c, deps.trustProxy));
    if (!decision.allowed)
      return c.json(rateLimitedBody(decision, AVAILABILITY_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    const tenant = await findTenantBySlug(db, c.req.param('slug'));
    if (!tenant) return tenantNotFound(c);
    if (!isPublic(tenant)) return tenantNotApproved(c);
    const query = availabilityQuerySchema.safeParse(c.req.query());
    if (!query.success) return validationFailed(c, query.error);
    const outcome = await availabilityFor(db, tenant, query.data, Date.now());
    if (!outcome.ok) return badRequest(c, 'Validation failed', outcome.fields);
    // Slots change with every booking: never kept by a browser or a proxy.
    return c.json({ success: true, data: outcome.data }, 200, { 'Cache-Control': 'no-store' });
  });
}
