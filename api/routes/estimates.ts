/**
 * Estimates (issue 16 §3): an owner answers a quote request with priced lines, the customer accepts
 * (choosing optional lines) or declines on a page of the business's site, and books a time for an
 * accepted one in the booking wizard. Answers are `{ success: true, data }` or `{ success: false,
 * error, fields?: { field: message } }` (400 'Validation failed' with one message per field, paths
 * like 'items.0.priceCents'; the messages are core/estimates/schemas.ts). Money is integer cents
 * (as the services API), durations integer minutes, instants ISO 8601 UTC, `validUntil` a day
 * 'YYYY-MM-DD' in the business's time zone: the estimate can be accepted through the end of it.
 *
 * Shapes
 *   Item      { id ('i1', 'i2'... given by the server, kept by PUT when sent back), serviceId: number|null,
 *               tierId: number|null, description (1..200 characters), priceCents (0..10,000,000),
 *               optional: boolean }   (serviceId/tierId: a service and tier of the business, the
 *               composer's default price is the tier's; null for a free-text line)
 *   ItemInput { id?, serviceId?, tierId?, description, priceCents, optional? (false) }
 *   Estimate  { id, quoteId, customerId|null, status, items: Item[], durationMinutes (15..1440),
 *               validUntil, message|null (up to 2,000 characters), requiredCents (sum of the
 *               required lines), optionalCents (sum of the optional lines), acceptedOptionalIds:
 *               string[], totalCents (accepted: required + chosen optional; else requiredCents),
 *               declineReason|null, sentAt|null, acceptedAt|null, declinedAt|null, bookedAt|null,
 *               appointmentId|null, customer: { name, email, phone } (from the quote request),
 *               createdAt, updatedAt }
 *   status    draft | sent | accepted | declined | expired | booked   ('expired' is computed: a
 *             sent estimate whose validUntil has passed in the business's zone; never stored)
 *
 * Staff calls (signed in; the business's staff read, owners and managers write, admins all; an
 * estimate of another business is 404 'Estimate not found', a quote of another business 404 'Quote
 * not found', a business_slug naming another business 403)
 *   POST /api/quotes/{quoteId}/estimates   { items: ItemInput[] (1..30, at least one required line),
 *        durationMinutes, validUntil (today..today+90 days), message? } -> 201 data: Estimate (draft)
 *        400 fields: items, items.N.description|priceCents|serviceId|tierId ('Service not found',
 *        'Tier not found' for one not of the business), durationMinutes, validUntil; a cancelled or
 *        completed quote: 409 'This quote request is closed'
 *   PUT  /api/estimates/{id}   the same body -> data: Estimate   (only a draft: 409 'Only a draft
 *        estimate can be changed'); the Estimate a GET answered may be sent back whole: its
 *        read-only keys are ignored, a key of no representation is 400 'Unknown field: {key}'
 *   POST /api/estimates/{id}/send  -> data: Estimate (status sent, sentAt)
 *        E-mails the quote's address a link `{site}/estimate?t={token}` (token: 43 random URL-safe
 *        characters; only its SHA-256 is stored). Only a draft is sent: else 409 'This estimate
 *        was already sent'.
 *        The quote request becomes in_progress (if pending).
 *   GET  /api/estimates?business_slug=&quote_id=&limit=(1..100, 10)&offset=(>=0, 0)
 *        -> data: Estimate[] newest first, total (business_slug: optional for a business's staff,
 *        required for an admin: 400 'business_slug is required')
 *   GET  /api/estimates/{id} -> data: Estimate
 *
 * Public calls (the token is the credential; 404 ESTIMATE_LINK_INVALID for an unknown or forged
 * token, or one of another business than `?business={slug}` names: the pages send their own, so a
 * link never shows under another business's site; 10 writes a minute per address, then 429)
 *   GET  /api/estimate-links/{token}
 *        -> data: { business: { name, slug, phone|null, email|null }, status, items: [{ id,
 *           description, priceCents, optional }], requiredCents, optionalCents,
 *           acceptedOptionalIds, totalCents, durationMinutes, validUntil, message|null,
 *           declineReason|null, closedMessage|null (what the page says for an expired, declined,
 *           accepted or booked estimate: core/estimates closedEstimateMessage), customer: { name, email,
 *           phone, street|null, city, state, zip, vehicle: { type, make, model, year }|null (as the
 *           request gave them) },
 *           booking_url: '{site}/booking?estimate={token}' | null (accepted, not yet booked),
 *           appointment: { start, end, date, time, time_zone } | null (booked) }
 *        404 'This estimate link is not valid.' (the page adds 'Please contact {business}.': a
 *        token names no business until it is found)
 *   POST /api/estimate-links/{token}/accept  { optionalItemIds: string[] (ids of optional lines) }
 *        -> data: as GET (status accepted, totalCents with the chosen lines, booking_url)
 *        400 fields.optionalItemIds 'Unknown optional item: {id}'; 409 with the state's message
 *        (core/estimates/messages: expired, declined, already accepted or booked)
 *   POST /api/estimate-links/{token}/decline { reason (1..1,000 characters, required:
 *        'Please tell us why you are declining') } -> data: as GET (status declined)
 *        409 as accept
 *
 * Booking an accepted estimate (the booking wizard's estimate mode, `{site}/booking?estimate={token}`;
 * the hold and the appointment are made by the booking domain, api/domain/booking/, as any booking)
 *   GET  /api/estimate-links/{token}/availability?from=&to=   -> as GET /api/availability/{slug}
 *        (data: { time_zone, duration_minutes (the estimate's), days: [{ date, slots }] }), the
 *        job placed at the quote's ZIP
 *   POST /api/estimate-links/{token}/holds { date, time, release?: holdId }
 *        -> 201 as POST /api/booking/{slug}/holds (price.total_cents = the accepted total)
 *        409 'That time was just taken' + alternatives; 409 the state's message when not accepted
 *   Then POST /api/booking/holds/{holdId}/confirm as any booking (contact fields prefilled by the
 *   wizard from the estimate's customer). The appointment carries the estimate's price and
 *   duration; the estimate becomes booked (appointmentId, bookedAt) and the quote completed, in
 *   the same transaction as the appointment.
 *
 * The owner is told each step (a notification in the bell, kinds estimate_accepted,
 * estimate_declined, estimate_booked, and an e-mail to the business's address).
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { TIME_TAKEN_MESSAGE } from '#core/booking/schemas.ts';
import { bookingSettingsFrom } from '#core/booking/settings.ts';
import {
  acceptSchema,
  declineSchema,
  ESTIMATE_LINK_INVALID,
  ESTIMATE_NOT_FOUND,
  estimateHoldSchema,
  estimateInputSchema,
  QUOTE_NOT_FOUND,
  unknownEstimateKeys,
} from '#core/estimates/estimates.ts';
import { availabilityRangeSchema } from '#core/scheduling/availability-query.ts';
import { pagingFields } from '#core/validation/paging.ts';
import { ALL_STAFF, type AuthEnv, EDITORS, requireOwnTenant, requireRecordAccess, requireUser, scopeToTenant } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import { estimateAvailability, placeEstimateHold } from '../domain/booking/from-estimate.ts';
import { holdJson } from '../domain/booking/holds.ts';
import { jobOf, priceJson } from '../domain/booking/job.ts';
import {
  acceptEstimate,
  bookableEstimate,
  createEstimate,
  declineEstimate,
  estimateJson,
  estimateTenantId,
  findByToken,
  findEstimate,
  type LinkedEstimate,
  listEstimates,
  publicEstimateJson,
  quoteTenantId,
  sendEstimate,
  todayOf,
  updateEstimate,
  type WriteOutcome,
} from '../domain/estimates.ts';
import { siteUrl } from '../domain/tenants.ts';
import { badRequest, clientIp, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody, type Limiter } from '../lib/rate-limit.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
const ESTIMATE_RATE_MESSAGE = 'Too many requests. Please try again in a minute.';
const TENANT_QUERY = 'business_slug';

type IdEnv = AuthEnv & { Variables: { recordId: number } };

export const listQuery = z.object({
  quote_id: z.coerce
    .number({ error: 'quote_id must be a number' })
    .int('quote_id must be a whole number')
    .positive('quote_id must be positive')
    .optional(),
  ...pagingFields({ max: 100, defaultLimit: 10 }),
});

/** The numeric id of the path, as `recordId`. */
const idParam =
  (name: string, message: string): MiddlewareHandler<IdEnv> =>
  async (c, next) => {
    const id = positiveId(c.req.param(name));
    if (!id) return c.json({ success: false, error: message }, 400);
    c.set('recordId', id);
    await next();
  };

export function estimateRoutes(deps: AppDeps) {
  const { db, mailer } = deps;
  const signedIn = requireUser(deps.sessions);
  const notFound = (error: string) => (c: Context) => c.json({ success: false, error }, 404);
  const estimateAccess = (roles: typeof ALL_STAFF) =>
    [
      signedIn,
      scopeToTenant(db, roles, TENANT_QUERY),
      idParam('id', 'Invalid estimate ID'),
      requireRecordAccess<IdEnv>(db, roles, (c) => estimateTenantId(db, c.get('recordId')), notFound(ESTIMATE_NOT_FOUND)),
    ] as const;
  const siteOf = (slug: string) => siteUrl(deps.config, slug, deps.domains.primaryOf(slug));

  const written = (c: Context<IdEnv>, outcome: WriteOutcome, status: 200 | 201 = 200) => {
    if (outcome.ok)
      return c.json({ success: true, data: estimateJson(outcome.estimate, outcome.quote, todayOf(c.get('tenant'), Date.now())) }, status);
    if (outcome.status === 400) return badRequest(c, 'Validation failed', outcome.fields);
    return c.json({ success: false, error: outcome.error }, outcome.status);
  };
  /** The estimate body, checked against the business's today. */
  const input = async (c: Context<IdEnv>) => {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const unknown = unknownEstimateKeys(body.value);
    if (Object.keys(unknown).length) return badRequest(c, 'Validation failed', unknown);
    const parsed = estimateInputSchema(todayOf(c.get('tenant'), Date.now())).safeParse(body.value);
    return parsed.success ? parsed.data : validationFailed(c, parsed.error);
  };
  const found = async (c: Context<IdEnv>) => {
    const row = await findEstimate(db, c.get('tenant').id, c.get('recordId'));
    return row ?? c.json({ success: false, error: ESTIMATE_NOT_FOUND }, 404);
  };

  const staff = new Hono<IdEnv>()
    .post(
      '/quotes/:quoteId/estimates',
      signedIn,
      scopeToTenant(db, EDITORS, TENANT_QUERY),
      idParam('quoteId', 'Invalid quote ID'),
      requireRecordAccess<IdEnv>(db, EDITORS, (c) => quoteTenantId(db, c.get('recordId')), notFound(QUOTE_NOT_FOUND)),
      async (c) => {
        const body = await input(c);
        if (body instanceof Response) return body;
        return written(c, await createEstimate(db, c.get('tenant'), c.get('recordId'), body, Date.now()), 201);
      },
    )
    .get('/estimates', signedIn, requireOwnTenant(db, ALL_STAFF, TENANT_QUERY), async (c) => {
      const parsed = listQuery.safeParse(c.req.query());
      if (!parsed.success) return validationFailed(c, parsed.error);
      const { limit, offset, quote_id: quoteId } = parsed.data;
      const tenant = c.get('tenant');
      const { rows, total } = await listEstimates(db, tenant.id, { quoteId, limit, offset });
      const today = todayOf(tenant, Date.now());
      return c.json({
        success: true,
        data: rows.map((r) => estimateJson(r.estimate, r.quote, today)),
        pagination: { limit, offset, total, hasMore: offset + rows.length < total },
      });
    })
    .get('/estimates/:id', ...estimateAccess(ALL_STAFF), async (c) => {
      const row = await found(c);
      if (row instanceof Response) return row;
      return c.json({ success: true, data: estimateJson(row.estimate, row.quote, todayOf(c.get('tenant'), Date.now())) });
    })
    .put('/estimates/:id', ...estimateAccess(EDITORS), async (c) => {
      const row = await found(c);
      if (row instanceof Response) return row;
      const body = await input(c);
      if (body instanceof Response) return body;
      return written(c, await updateEstimate(db, c.get('tenant'), row, body, Date.now()));
    })
    .post('/estimates/:id/send', ...estimateAccess(EDITORS), async (c) => {
      const row = await found(c);
      if (row instanceof Response) return row;
      const tenant = c.get('tenant');
      return written(c, await sendEstimate(db, mailer, tenant, row, siteOf(tenant.slug), Date.now()));
    });

  /** Turns away an address past the limit; undefined lets the call through. */
  const limited = async (c: Context, limiter: Limiter) => {
    const decision = await limiter.hit(clientIp(c, deps.trustProxy));
    if (decision.allowed) return undefined;
    return c.json(rateLimitedBody(decision, ESTIMATE_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
  };
  /** The link's estimate; a page of one business never shows another's (`?business=` names the page's). */
  const linked = async (c: Context): Promise<LinkedEstimate | Response> => {
    const found = await findByToken(db, c.req.param('token') ?? '');
    const page = c.req.query('business');
    if (found && (!page || page === found.tenant.slug)) return found;
    return c.json({ success: false, error: ESTIMATE_LINK_INVALID }, 404, NO_STORE);
  };
  const shown = async (c: Context, link: LinkedEstimate) =>
    c.json(
      { success: true, data: await publicEstimateJson(db, link, siteOf(link.tenant.slug), c.req.param('token') ?? '', Date.now()) },
      200,
      NO_STORE,
    );
  const answered = async (c: Context, link: LinkedEstimate, outcome: Awaited<ReturnType<typeof acceptEstimate>>) => {
    if (outcome.ok) return shown(c, link);
    if (outcome.status === 400) return c.json({ success: false, error: 'Validation failed', fields: outcome.fields }, 400, NO_STORE);
    return c.json({ success: false, error: outcome.error }, 409, NO_STORE);
  };

  const links = new Hono()
    .get('/:token', async (c) => {
      const link = await linked(c);
      return link instanceof Response ? link : shown(c, link);
    })
    .post('/:token/accept', async (c) => {
      const stop = await limited(c, deps.limits.bookingWrites);
      if (stop) return stop;
      const link = await linked(c);
      if (link instanceof Response) return link;
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = acceptSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answered(c, link, await acceptEstimate(db, mailer, link, parsed.data.optionalItemIds, Date.now()));
    })
    .post('/:token/decline', async (c) => {
      const stop = await limited(c, deps.limits.bookingWrites);
      if (stop) return stop;
      const link = await linked(c);
      if (link instanceof Response) return link;
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = declineSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answered(c, link, await declineEstimate(db, mailer, link, parsed.data.reason, Date.now()));
    })
    .get('/:token/availability', async (c) => {
      const stop = await limited(c, deps.limits.availability);
      if (stop) return stop;
      const link = await linked(c);
      if (link instanceof Response) return link;
      const estimate = bookableEstimate(link, Date.now());
      if ('error' in estimate) return c.json({ success: false, error: estimate.error }, 409, NO_STORE);
      const range = availabilityRangeSchema.safeParse(c.req.query());
      if (!range.success) return validationFailed(c, range.error);
      const data = await estimateAvailability(db, link.tenant, estimate, range.data, Date.now());
      return c.json({ success: true, data }, 200, NO_STORE);
    })
    .post('/:token/holds', async (c) => {
      const stop = await limited(c, deps.limits.bookingHolds);
      if (stop) return stop;
      const link = await linked(c);
      if (link instanceof Response) return link;
      const estimate = bookableEstimate(link, Date.now());
      if ('error' in estimate) return c.json({ success: false, error: estimate.error }, 409, NO_STORE);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = estimateHoldSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const settings = bookingSettingsFrom(link.tenant.settings);
      const outcome = await placeEstimateHold(db, link.tenant, estimate, parsed.data, settings, Date.now());
      if (outcome.ok) return c.json({ success: true, data: holdJson(outcome.hold, priceJson(jobOf(outcome.hold))) }, 201, NO_STORE);
      if (outcome.status === 409)
        return c.json({ success: false, error: TIME_TAKEN_MESSAGE, data: { alternatives: outcome.alternatives } }, 409, NO_STORE);
      return c.json({ success: false, error: 'Validation failed', fields: outcome.fields }, 400, NO_STORE);
    });

  return new Hono().route('/', staff).route('/estimate-links', links);
}
