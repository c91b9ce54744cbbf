/**
 * POST /api/analytics/events: the beacon of the public sites (core/analytics/beacon.ts; sent with
 * sendBeacon as text/plain or fetch keepalive, no cookies). Answers 204, also for what is not counted:
 * bots (isbot on the User-Agent), visitors sending DNT: 1 or Sec-GPC: 1, unknown and preview sites.
 * 400 'Validation failed' with per-field messages; 429 'Too many events' past 120 a minute per address.
 */
import { Hono } from 'hono';
import { beaconSchema } from '#core/analytics/beacon.ts';
import type { AppDeps } from '../deps.ts';
import { notCounted, queueSiteEvent } from '../domain/analytics.ts';
import { findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { clientIp, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody } from '../lib/rate-limit.ts';

export function analyticsRoutes(deps: AppDeps) {
  return new Hono().post('/events', async (c) => {
    const ip = clientIp(c, deps.trustProxy);
    const decision = await deps.limits.analytics.hit(ip);
    if (!decision.allowed) {
      return c.json(rateLimitedBody(decision, 'Too many events'), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const userAgent = c.req.header('user-agent') ?? '';
    if (notCounted({ userAgent, dnt: c.req.header('dnt'), gpc: c.req.header('sec-gpc') })) return c.body(null, 204);
    const body = await readJsonObject(c, 8 * 1024, true);
    if (!body.ok) return body.response;
    const parsed = beaconSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, parsed.error);
    const tenant = await findTenantBySlug(deps.db, parsed.data.tenant);
    // Events from preview sites and unknown tenants are accepted and dropped: nothing to attribute them to.
    if (!tenant || !isPublic(tenant)) return c.body(null, 204);
    await queueSiteEvent(deps.db, tenant, parsed.data, { ip, userAgent });
    return c.body(null, 204);
  });
}
