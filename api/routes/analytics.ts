import { Hono } from 'hono';
import { z } from 'zod';
import { noControlCharacters, textField } from '#core/validation/text.ts';
import type { AppDeps } from '../deps.ts';
import { recordSiteEvent } from '../domain/analytics.ts';
import { findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { clientIp, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody } from '../lib/rate-limit.ts';

const eventSchema = z.object({
  tenant: textField('tenant', { min: 1, max: 100, minMessage: 'tenant is required' }),
  name: z.string({ error: 'name is required' }).regex(/^[a-z][a-z0-9_]{0,49}$/, 'name must be a lower-case event name'),
  path: z.string({ error: 'path is required' }).startsWith('/', 'path must start with /').max(500).check(noControlCharacters('path')),
  props: z
    .record(textField('props key', { max: 50 }), z.union([textField('props value', { max: 500 }), z.number(), z.boolean(), z.null()]))
    .optional(),
});

/** First-party events (e.g. faq_expanded). No cookies; the visitor id is a daily-salted hash of IP and agent. */
export function analyticsRoutes(deps: AppDeps) {
  return new Hono().post('/events', async (c) => {
    const ip = clientIp(c, deps.trustProxy);
    const decision = deps.limits.analytics.hit(ip);
    if (!decision.allowed) {
      return c.json(rateLimitedBody(decision, 'Too many events'), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const body = await readJsonObject(c, 8 * 1024, true);
    if (!body.ok) return body.response;
    const parsed = eventSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, parsed.error);
    const tenant = await findTenantBySlug(deps.db, parsed.data.tenant);
    // Events from preview sites and unknown tenants are accepted and dropped: nothing to attribute them to.
    if (!tenant || !isPublic(tenant)) return c.body(null, 204);
    await recordSiteEvent(deps.db, tenant, parsed.data, { ip, userAgent: c.req.header('user-agent') ?? '' });
    return c.body(null, 204);
  });
}
