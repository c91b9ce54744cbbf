import { Hono, type Context } from 'hono';
import { BUSINESS_NOT_FOUND } from '#core/api/messages.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { quoteRequestSchema, quoteSchemaFor } from '#core/validation/quote.ts';
import type { AppDeps } from '../deps.ts';
import { submitQuoteRequest } from '../domain/quotes.ts';
import { findTenantByHost, findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { badRequest, clientIp, readJsonObject } from '../lib/http.ts';
import { rateLimitedBody, type RateLimitDecision } from '../lib/rate-limit.ts';
import { tenantNotApproved } from '../lib/tenant-errors.ts';

/** The honeypot: a field humans never see. Bots that fill it get a normal-looking answer and nothing is stored. */
export const HONEYPOT_FIELD = 'website';
const QUOTE_RATE_MESSAGE = 'Too many quote requests. Please try again later.';
export const BUSINESS_REQUIRED_MESSAGE = 'Business is required';

const tooManyQuotes = (c: Context, decision: RateLimitDecision) =>
  c.json(rateLimitedBody(decision, QUOTE_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });

export function quoteRoutes(deps: AppDeps) {
  return new Hono().post('/', async (c) => {
    const decision = deps.limits.quotes.hit(clientIp(c, deps.trustProxy));
    if (!decision.allowed) return tooManyQuotes(c, decision);
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = body.value;
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      console.warn('[quotes] honeypot filled; request dropped');
      return c.json({ success: true, data: { id: null } }, 201);
    }
    // Spec 2 §3: businessSlug is optional; a site on its subdomain or custom domain is named by the host.
    const slug = typeof fields.businessSlug === 'string' ? fields.businessSlug.trim() : '';
    const tenant = slug
      ? await findTenantBySlug(deps.db, slug)
      : await findTenantByHost(deps.db, deps.config.baseDomain, c.req.header('host'));
    if (tenant && !isPublic(tenant)) return tenantNotApproved(c);
    // A business already at its limit: the flood is turned away before the validation work.
    const full = tenant && deps.limits.quotesPerBusiness.refusing(String(tenant.id));
    if (full) return tooManyQuotes(c, full);
    // Every problem at once: the fields by the business's form (all of them when no business is known), and the business.
    const parsed = (tenant ? quoteSchemaFor(tenant.industry) : quoteRequestSchema).safeParse(fields);
    const problems = parsed.success ? {} : fieldErrors(parsed.error);
    if (!tenant) problems.businessSlug ??= slug ? BUSINESS_NOT_FOUND : BUSINESS_REQUIRED_MESSAGE;
    if (!parsed.success || !tenant) return badRequest(c, 'Validation failed', problems);
    const business = deps.limits.quotesPerBusiness.hit(String(tenant.id));
    if (!business.allowed) return tooManyQuotes(c, business);
    const { id } = await submitQuoteRequest(deps.db, deps.mailer, tenant, parsed.data);
    return c.json({ success: true, data: { id, status: 'pending' } }, 201);
  });
}
