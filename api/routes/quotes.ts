import { Hono } from 'hono';
import { z } from 'zod';
import { quoteSchemaFor } from '../../core/validation/quote.ts';
import type { AppDeps } from '../deps.ts';
import { submitQuoteRequest } from '../domain/quotes.ts';
import { findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { badRequest, clientIp, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody } from '../lib/rate-limit.ts';
import { tenantNotApproved } from '../lib/tenant-errors.ts';

/** The honeypot: a field humans never see. Bots that fill it get a normal-looking answer and nothing is stored. */
export const HONEYPOT_FIELD = 'website';
const QUOTE_RATE_MESSAGE = 'Too many quote requests. Please try again later.';
const slugField = z.object({ businessSlug: z.string({ error: 'Business is required' }).trim().min(1, 'Business is required').max(100) });

export function quoteRoutes(deps: AppDeps) {
  return new Hono().post('/', async (c) => {
    const decision = deps.limits.quotes.hit(clientIp(c, deps.trustProxy));
    if (!decision.allowed) {
      return c.json(rateLimitedBody(decision, QUOTE_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = body.value;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      console.warn('[quotes] honeypot filled; request dropped');
      return c.json({ success: true, data: { id: null } }, 201);
    }
    const slug = slugField.safeParse(fields);
    if (!slug.success) return validationFailed(c, slug.error);
    const tenant = await findTenantBySlug(deps.db, slug.data.businessSlug);
    if (!tenant) return badRequest(c, 'Validation failed', { businessSlug: 'Business not found' });
    if (!isPublic(tenant)) return tenantNotApproved(c);
    const parsed = quoteSchemaFor(tenant.industry).safeParse(fields);
    if (!parsed.success) return validationFailed(c, parsed.error);
    const { id } = await submitQuoteRequest(deps.db, deps.mailer, tenant, parsed.data);
    return c.json({ success: true, data: { id, status: 'pending' } }, 201);
  });
}
