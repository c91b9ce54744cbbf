/**
 * Quote requests (spec 2 §3 stored request, update payload, list filter, cancel payload; §4 statuses;
 * issue 16). The public form posts here; the dashboard's inbox reads and works the requests.
 *
 * Whose requests: the business `?business_slug=` names, else the signed-in user's own; a platform
 * admin must name it (400 fields.business_slug 'business_slug is required'); a tenant user naming
 * another business gets 403. Calls on one request (`/:id`) find it in the caller's business: another
 * business's request is 404 'Quote request not found' (ids cannot be probed); `?business_slug=`
 * narrows them too. Roles: every staff member of the business reads (owner, manager, tech, viewer)
 * and marks read; owners, managers and admins write (PUT, cancel); a tech or viewer writing gets 403.
 * Anonymous callers get 401 (except the public POST).
 *
 * Money is integer cents, durations integer minutes (as the services API); instants ISO 8601 UTC.
 *
 * Shapes
 *   Quote { id, name, email, phone (as typed), vehicleType, vehicleMake, vehicleModel, vehicleYear
 *           (null where the industry asks no vehicle), services: string[], message (or null), city,
 *           state, zipCode, status ('pending'|'in_progress'|'completed'|'cancelled'), notes (staff's,
 *           or null), estimatedPrice (cents, or null), estimatedDuration (minutes, or null),
 *           cancelReason (or null; set while cancelled), customerId (or null after the customer's
 *           erasure), assignedUserId (the staff member it is assigned to, or null), read (boolean),
 *           readAt (ISO or null), createdAt, updatedAt,
 *           servedArea: { zip, served: true, area: { id, city, state }, minimum, multiplier } |
 *           { zip, served: false, nearest: { area: { id, city, state }, distance_miles } | null } |
 *           null (null: a ZIP the bundled data does not know; decided by api/domain/service-areas.ts,
 *           as GET /api/service-areas/{slug}/lookup answers it) }
 *   Counts { all, pending, in_progress, completed, cancelled, unread }
 *
 * Calls
 *   POST /api/quotes                    (public) the form of spec 2 §5 -> 201 data: { id, status: 'pending' }
 *          (rate limited per address and per business, honeypot field `website`; the request is
 *          linked to a customer matched by e-mail, then phone, or created; new requests are unread)
 *   GET  /api/quotes?business_slug&user_id&status&unread&q&limit&offset
 *          -> { success, data: Quote[] newest first, pagination: { total, limit, offset, hasMore },
 *          counts: Counts }. user_id: the staff member the request is assigned to (a positive whole
 *          number); status: one of the four; unread: 'true' for the requests no one opened yet
 *          ('false' or absent: all; else 400 'unread must be true or false'); q: words searched in
 *          name, e-mail, phone (digits too), city, ZIP, message and services (at most 200
 *          characters); limit 1 to 100 (default 10);
 *          offset 0 or more (default 0). `counts` count the requests matching user_id and q, all
 *          statuses (the tabs of the inbox); `total` those matching every filter.
 *   GET  /api/quotes/:id                -> data: Quote
 *   POST /api/quotes/:id/read           -> data: Quote (read: true; the first reading time is kept). Its
 *          bell notification (kind quote_request, linking to the request in the inbox) is read too,
 *          so the bell and the inbox count the same requests as new.
 *   PUT  /api/quotes/:id                { status?, notes? (string or null, at most 5000 characters),
 *          estimatedPrice? (cents or null), estimatedDuration? (minutes or null), assignedUserId?
 *          (a staff member of the business, or null) } -> data: Quote. Fields left out keep their values;
 *          the whole Quote as GET answers it is taken too, its read-only keys ignored (issue 9).
 *   POST /api/quotes/:id/cancel         { reason (required), notes? } -> data: Quote (status 'cancelled',
 *          cancelReason = reason; notes, when sent, replace the notes)
 *
 * Status transitions (core/quotes/status.ts; PUT and cancel alike)
 *   pending     -> in_progress, completed, cancelled
 *   in_progress -> completed, cancelled, pending
 *   completed   -> in_progress (reopen)
 *   cancelled   -> pending (reopen; the cancel reason is cleared)
 *   Cancelling only through /cancel, which carries the reason: PUT { status: 'cancelled' } is 400
 *   fields.status 'Cancel a request through cancel, with a reason'. Any other change not listed is
 *   400 fields.status 'Cannot change the status from completed to pending' (the two statuses named).
 *
 * Errors: 400 'Validation failed' with `fields` keyed by field, the messages of core/quotes/
 * (fields.limit 'limit must be at most 100', fields.offset 'offset must be at least 0',
 * fields.status 'status must be one of pending, in_progress, completed, cancelled', fields.user_id
 * 'user_id must be a positive whole number', fields.reason 'Reason is required',
 * fields.estimatedPrice 'Price must be a whole number of cents', fields.assignedUserId 'Team member
 * not found', ...); 400 'Invalid quote request ID' for a path id that is not a positive whole
 * number; 404 'Quote request not found'; 401; 403.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { BUSINESS_NOT_FOUND } from '#core/api/messages.ts';
import {
  INVALID_QUOTE_ID_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  quoteCancelSchema,
  quoteListQuerySchema,
  quoteUpdateInput,
} from '#core/quotes/schemas.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { quoteRequestSchema, quoteSchemaFor } from '#core/validation/quote.ts';
import type { AppDeps } from '../deps.ts';
import { ALL_STAFF, EDITORS, requireOwnTenant, requireRecordAccess, requireUser, scopeToTenant, type AuthEnv } from '../auth/middleware.ts';
import {
  cancelQuote,
  listQuotes,
  markQuoteRead,
  quoteById,
  quoteTenantId,
  type QuoteOutcome,
  submitQuoteRequest,
  updateQuote,
} from '../domain/quotes.ts';
import { findTenantByHost, findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { badRequest, clientIp, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody, type RateLimitDecision } from '../lib/rate-limit.ts';
import { tenantNotApproved } from '../lib/tenant-errors.ts';

/** The honeypot: a field humans never see. Bots that fill it get a normal-looking answer and nothing is stored. */
export const HONEYPOT_FIELD = 'website';
const QUOTE_RATE_MESSAGE = 'Too many quote requests. Please try again later.';
export const BUSINESS_REQUIRED_MESSAGE = 'Business is required';

const tooManyQuotes = (c: Context, decision: RateLimitDecision) =>
  c.json(rateLimitedBody(decision, QUOTE_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });

/** The dashboard names the business by `?business_slug=` (spec 2 §3 list filter). */
const BUSINESS_QUERY = 'business_slug';

type QuoteIdEnv = AuthEnv & { Variables: { quoteId: number } };

const quoteNotFound = (c: Context) => c.json({ success: false, error: QUOTE_NOT_FOUND_MESSAGE }, 404);

/** The request id of the path. */
const quoteIdParam: MiddlewareHandler<QuoteIdEnv> = async (c, next) => {
  const id = positiveId(c.req.param('id'));
  if (id === undefined) return badRequest(c, INVALID_QUOTE_ID_MESSAGE);
  c.set('quoteId', id);
  await next();
};

function answer(c: Context, outcome: QuoteOutcome) {
  if (outcome.ok) return c.json({ success: true, data: outcome.quote });
  if (outcome.failure === 'not-found') return quoteNotFound(c);
  return badRequest(c, 'Validation failed', outcome.fields);
}

export function quoteRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  const signedIn = requireUser(sessions);
  /** A request of the caller's business (or of the one `?business_slug=` names), with one of the roles. */
  const quoteOf = (roles: typeof ALL_STAFF) =>
    [
      signedIn,
      scopeToTenant(db, roles, BUSINESS_QUERY),
      quoteIdParam,
      requireRecordAccess(db, roles, (c: Context<QuoteIdEnv>) => quoteTenantId(db, c.get('quoteId')), quoteNotFound),
    ] as const;
  const read = quoteOf(ALL_STAFF);
  const write = quoteOf(EDITORS);

  return (
    new Hono<QuoteIdEnv>()
      .get('/', signedIn, requireOwnTenant(db, ALL_STAFF, BUSINESS_QUERY), async (c) => {
        const query = quoteListQuerySchema.safeParse(c.req.query());
        if (!query.success) return validationFailed(c, query.error);
        return c.json({ success: true, ...(await listQuotes(db, c.get('tenant'), query.data)) });
      })
      .get('/:id', ...read, async (c) => answer(c, await quoteById(db, c.get('tenant'), c.get('quoteId'))))
      // Opening a request is reading it: any staff member's opening counts.
      .post('/:id/read', ...read, async (c) => answer(c, await markQuoteRead(db, c.get('tenant'), c.get('quoteId'))))
      .put('/:id', ...write, async (c) => {
        const body = await readJsonObject(c);
        if (!body.ok) return body.response;
        const parsed = quoteUpdateInput.safeParse(body.value);
        if (!parsed.success) return validationFailed(c, parsed.error);
        return answer(c, await updateQuote(db, c.get('tenant'), c.get('quoteId'), parsed.data));
      })
      .post('/:id/cancel', ...write, async (c) => {
        const body = await readJsonObject(c);
        if (!body.ok) return body.response;
        const parsed = quoteCancelSchema.safeParse(body.value);
        if (!parsed.success) return validationFailed(c, parsed.error);
        return answer(c, await cancelQuote(db, c.get('tenant'), c.get('quoteId'), parsed.data));
      })
      .post('/', async (c) => {
        const decision = await deps.limits.quotes.hit(clientIp(c, deps.trustProxy));
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
        const full = tenant && (await deps.limits.quotesPerBusiness.refusing(String(tenant.id)));
        if (full) return tooManyQuotes(c, full);
        // Every problem at once: the fields by the business's form (all of them when no business is known), and the business.
        const parsed = (tenant ? quoteSchemaFor(tenant.industry) : quoteRequestSchema).safeParse(fields);
        const problems = parsed.success ? {} : fieldErrors(parsed.error);
        if (!tenant) problems.businessSlug ??= slug ? BUSINESS_NOT_FOUND : BUSINESS_REQUIRED_MESSAGE;
        if (!parsed.success || !tenant) return badRequest(c, 'Validation failed', problems);
        const business = await deps.limits.quotesPerBusiness.hit(String(tenant.id));
        if (!business.allowed) return tooManyQuotes(c, business);
        const { id } = await submitQuoteRequest(deps.db, deps.mailer, tenant, parsed.data);
        return c.json({ success: true, data: { id, status: 'pending' } }, 201);
      })
  );
}
