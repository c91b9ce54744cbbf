/**
 * Online booking (issue 15): what the wizard of a tenant's site reads and writes. Public (no
 * sign-in): the hold id and the manage token are the credentials. Answers are
 * `{ success: true, data }` or `{ success: false, error, fields?, data? }`; every answer is
 * `Cache-Control: no-store`. Money is integer cents; instants are ISO 8601 UTC strings; `date` is
 * 'YYYY-MM-DD' and `time` 'HH:MM' in the business's time zone (`time_zone`), as the availability
 * route answers them (GET /api/availability/{slug}, api/routes/availability.ts).
 *
 * Every call naming a business answers 404 NO_TENANT_CONTEXT for an unknown slug, 403
 * TENANT_NOT_APPROVED for a business that is not public, and 403 'Online booking is not available
 * for this business' when its features.bookingEnabled is false (GET options still answers, with
 * booking_enabled false, so the wizard can say so and offer the quote form). 429 with Retry-After
 * past the per-address limits (holds: 30 a minute; confirms and manage writes: 10 a minute).
 *
 * GET /api/booking/settings, PUT /api/booking/settings   (signed in: the business's staff read, owners
 *   and managers change; admins name the business with ?tenant_slug=; another business's owner 403)
 *   -> data: { auto_confirm (false), cancellation_notice_hours (24), reminder_hours (24; 0: none),
 *              deposit_required (false), deposit_percentage (0..1) }; PUT takes any of them
 *   400 fields per setting ('Unknown setting: x' for a key of none)
 *
 * GET /api/booking/{slug}/options
 *   -> data: {
 *        business: { name, slug, phone (display form or null), industry },
 *        booking_enabled, time_zone,
 *        vehicle: { label ('Vehicle', 'Home type'...), choices: [{ key, label }],
 *                   sizes: [{ key: 'xs'..'xl', label }] or null (null: the industry prices no sizes),
 *                   asks_details: boolean (detailing: make, model, year, color; length for boats
 *                   and RVs), year_choices: string[] (spec 2 §3, 'Before 1950' last) },
 *        services: [{ slug, name, category, description, vehicle_types: string[] (keys; empty: all),
 *                     tiers: [{ id, name, description, features, popular, price_cents,
 *                               duration_minutes, size_prices_cents: { xs?..xl? } }] }],
 *        addons:   [{ slug, name, description, price_cents, duration_minutes, size_prices_cents }]
 *                  (an add-on is booked at its shortest enabled tier, as availability counts it),
 *        payment:  { deposit_required, deposit_percentage (0..1), online: boolean (true only when a
 *                    deposit is required and Stripe is configured), note: the text the payment step
 *                    shows ('Payment is collected on site after the service.' or the deposit line) },
 *        cancellation_notice_hours
 *      }
 *
 * GET /api/booking/{slug}/price?service=&tier=&addons=&size=&zip=   (the availability query's fields)
 *   -> data: Price = { tier_cents, addons_cents, subtotal_cents, multiplier, minimum_cents,
 *        total_cents, deposit_cents, duration_minutes, area: { id, city, state } | null }
 *      computed by core/booking/pricing.ts `bookingPrice` (the wizard may run the same function on
 *      the options it read; the server's answer is the authority and is stored with the booking)
 *   400 fields { service|tier|addons|size|zip }; a ZIP the business does not serve: fields.zip =
 *      'This business does not serve ZIP code {zip} yet' (the availability
 *      route's message) and data: { quote: true } (the wizard offers the quote form)
 *
 * POST /api/booking/{slug}/holds
 *   { service, tier, addons?: string[], size?, zip, date, time, release?: holdId }
 *   -> 201 data: { hold_id, expires_at (10 minutes on), start, end, crew: null, price: Price }
 *      The time is kept from everyone else until expires_at (availability leaves it out; the
 *      owner's schedule sees it as busy). `release` gives back the visitor's previous hold in the
 *      same transaction (picking another time).
 *   409 { error: 'That time was just taken', data: { alternatives: [{ date, time, start }] } }
 *      (the nearest free start times of the same job, up to 6, nearest first)
 *   400 fields as /price, plus date, time ('That time is not available' for a time the business
 *      never offers: closed, in the lead time, outside the window)
 *
 * DELETE /api/booking/holds/{holdId}  -> data: { released: boolean } (a hold waiting for a deposit: its
 *      Stripe session is ended first; released false if Stripe says it was paid meanwhile)
 * GET    /api/booking/holds/{holdId}  -> data: { state: 'held' | 'payment' | 'booked' | 'released',
 *      expires_at, appointment: BookedAppointment | null } (the page Stripe sends the visitor back
 *      to, `{site}/booking?hold={holdId}&paid=1|0`, asks this until the webhook booked it)
 *
 * POST /api/booking/holds/{holdId}/confirm
 *   { name, email, phone, street, city, state, zip (must equal the hold's ZIP),
 *     vehicle: { type (a vehicle choice key), make?, model?, year?, color?, length? } (detailing:
 *     make, model, year required; length for boats and RVs), details? (free text: home size, pet
 *     breed...), notes?, payment_method?: 'on_site' | 'card' }
 *   -> 201 data: { status: 'booked', appointment: BookedAppointment, manage_url }
 *      manage_url = `{site}/booking/manage#token={43 characters}` ({site}: the tenant's site address)
 *   -> 200 data: { status: 'payment_required', checkout_url, deposit_cents } (deposit required
 *      and Stripe configured: the hold is kept until the payment ends; the appointment is made
 *      by the webhook when paid)
 *   400 fields (messages of core/booking/schemas.ts; zip: the address must be in the held ZIP);
 *   404 'This hold has expired. Please pick a time again.' (unknown, given back or already booked);
 *   502 'The payment could not be started. Please try again.' (Stripe did not answer; hold kept)
 *   409 'That time was just taken' with data.alternatives (the trigger or the conflict check
 *      refused the write)
 *   BookedAppointment = { id, reference ('B-000123'), status ('scheduled' | 'confirmed'), start,
 *      end, date, time, time_zone, service, service_slug, tier, tier_id, addons: string[] (names),
 *      addon_slugs, size, zip, price: Price, customer: { name, email, phone }, address: { street,
 *      city, state, zip }, vehicle: { type, make?, model?, year?, color?, length?, details? },
 *      business: { name, phone } }  (service_slug, tier_id, addon_slugs, size, zip: to ask
 *      availability for a reschedule)
 *
 * GET  /api/booking/manage/{token}
 *   -> data: { appointment: BookedAppointment, can_change: boolean, cancellation_notice_hours,
 *              change_message: null | 'Please call {business} at {phone} to change this booking.' }
 *   404 'This booking link is invalid or has expired' (unknown token, or the appointment is over)
 * GET  /api/booking/manage/{token}/availability
 *   -> data: as GET /api/availability/{slug} (time_zone, duration_minutes, days), for the booked job
 *      as booked (its minutes and ZIP; the appointment itself not in the way): the times reschedule
 *      takes. 404 as GET manage.
 * POST /api/booking/manage/{token}/reschedule  { date, time }
 *   -> data: { appointment } ; 409 'That time was just taken' + alternatives; 403 change_message
 *      inside the notice; 409 'This booking was cancelled'
 * POST /api/booking/manage/{token}/cancel
 *   -> data: { appointment } (status 'cancelled'); 403 change_message inside the notice
 *
 * POST /api/booking/stripe/webhook   (Stripe only; signature verified with STRIPE_WEBHOOK_SECRET)
 *   checkout.session.completed (paid), async_payment_succeeded -> the hold becomes the appointment,
 *   confirmed, deposit recorded (once, however often Stripe repeats the event)
 *   checkout.session.expired (abandoned), checkout.session.async_payment_failed -> the hold is released
 *   -> 200 { received: true }; 400 for a missing or forged signature
 *
 * POST /api/booking/{slug}/events  { event: 'started' | 'step', step?: wizard step name }
 *   -> 202; recorded in analytics_events as booking_started / booking_step, except from bots and
 *   visitors sending DNT: 1 or Sec-GPC: 1, as the site beacon's events; 'completed' is
 *   recorded by the server on confirm (booking_completed), never taken from the browser.
 */
import { type Context, Hono } from 'hono';
import {
  BOOKING_DISABLED_MESSAGE,
  bookingEventSchema,
  confirmSchemaFor,
  HOLD_EXPIRED_MESSAGE,
  holdRequestSchema,
  MANAGE_LINK_INVALID_MESSAGE,
  PAYMENT_START_FAILED_MESSAGE,
  rescheduleSchema,
  TIME_TAKEN_MESSAGE,
} from '#core/booking/schemas.ts';
import { bookingSettingsFrom, bookingSettingsInputSchema } from '#core/booking/settings.ts';
import { availabilityQuerySchema } from '#core/scheduling/availability-query.ts';
import { ZIP_FORMAT_MESSAGE } from '#core/validation/zip.ts';
import { ALL_STAFF, type AuthEnv, EDITORS, requireOwnTenant, requireUser } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import { notCounted, recordSiteEvent } from '../domain/analytics.ts';
import { type BookContext, bookedJson, bookHold, bookingOfHold, manageUrlOf } from '../domain/booking/confirm.ts';
import {
  abandonPayment,
  attemptOf,
  endPayment,
  flagPaidButTaken,
  holdForPayment,
  holdOfSession,
  replaceOpenCheckout,
} from '../domain/booking/deposits.ts';
import { findHold, holdIsLive, holdJson, placeHold, releaseHold } from '../domain/booking/holds.ts';
import { jobOf, priceJson, resolveJob } from '../domain/booking/job.ts';
import { factsOf, zoneOf } from '../domain/booking/messages.ts';
import { cancelBooking, findManaged, manageAvailability, managedJson, rescheduleBooking } from '../domain/booking/manage.ts';
import { bookingOptions } from '../domain/booking/options.ts';
import { readBookingSettings, updateBookingSettings } from '../domain/booking/settings.ts';
import { findTenantById, findTenantBySlug, isPublic, siteUrl, type TenantRow } from '../domain/tenants.ts';
import { badRequest, clientIp, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody, type Limiter } from '../lib/rate-limit.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';

const BOOKING_RATE_MESSAGE = 'Too many booking requests. Please try again in a minute.';
const NO_STORE = { 'Cache-Control': 'no-store' };
const ZIP_NEEDED = { zip: ZIP_FORMAT_MESSAGE };

export function bookingRoutes(deps: AppDeps) {
  const { db, mailer } = deps;

  /** Turns away an address past the limit; undefined lets the call through. */
  const limited = async (c: Context, limiter: Limiter) => {
    const decision = await limiter.hit(clientIp(c, deps.trustProxy));
    if (decision.allowed) return undefined;
    return c.json(rateLimitedBody(decision, BOOKING_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
  };
  /** The business a call names, when it is public and takes online bookings (`options` answers either way). */
  const bookable = async (c: Context, slug: string, evenDisabled = false): Promise<TenantRow | Response> => {
    const tenant = await findTenantBySlug(db, slug);
    if (!tenant) return tenantNotFound(c);
    if (!isPublic(tenant)) return tenantNotApproved(c);
    if (!evenDisabled && tenant.features.bookingEnabled === false) return c.json({ success: false, error: BOOKING_DISABLED_MESSAGE }, 403);
    return tenant;
  };
  const context = (tenant: TenantRow, now: number): BookContext => ({
    db,
    mailer,
    tenant,
    settings: bookingSettingsFrom(tenant.settings),
    siteUrl: siteUrl(deps.config, tenant.slug, deps.domains.primaryOf(tenant.slug)),
    now,
    textReminders: deps.sms !== undefined,
  });
  const taken = (c: Context, alternatives: unknown, error = TIME_TAKEN_MESSAGE) =>
    c.json({ success: false, error, data: { alternatives } }, 409, NO_STORE);

  // The owner's rules: the signed-in user's business (admins name it with ?tenant_slug=), editors only to change.
  const signedIn = requireUser(deps.sessions);
  const owner = new Hono<AuthEnv>()
    .get('/settings', signedIn, requireOwnTenant(db, ALL_STAFF), (c) =>
      c.json({ success: true, data: readBookingSettings(c.get('tenant')) }),
    )
    .put('/settings', signedIn, requireOwnTenant(db, EDITORS), async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = bookingSettingsInputSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const outcome = await updateBookingSettings(db, c.get('tenant'), parsed.data);
      if (!outcome.ok) return badRequest(c, 'Validation failed', outcome.fields);
      return c.json({ success: true, data: outcome.data });
    });

  return new Hono()
    .route('/', owner)
    .get('/:slug/options', async (c) => {
      const tenant = await bookable(c, c.req.param('slug'), true);
      if (tenant instanceof Response) return tenant;
      const settings = bookingSettingsFrom(tenant.settings);
      const data = await bookingOptions(db, tenant, settings, deps.deposits !== undefined, Date.now());
      return c.json({ success: true, data }, 200, NO_STORE);
    })
    .get('/:slug/price', async (c) => {
      const stop = await limited(c, deps.limits.availability);
      if (stop) return stop;
      const tenant = await bookable(c, c.req.param('slug'));
      if (tenant instanceof Response) return tenant;
      const query = availabilityQuerySchema.safeParse(c.req.query());
      if (!query.success) return validationFailed(c, query.error);
      if (!query.data.zip) return badRequest(c, 'Validation failed', ZIP_NEEDED);
      const resolved = await resolveJob(db, tenant, { ...query.data, zip: query.data.zip }, bookingSettingsFrom(tenant.settings));
      if (!resolved.ok)
        return c.json(
          { success: false, error: 'Validation failed', fields: resolved.fields, data: { quote: resolved.notServed } },
          400,
          NO_STORE,
        );
      return c.json({ success: true, data: priceJson(resolved.job) }, 200, NO_STORE);
    })
    .post('/:slug/holds', async (c) => {
      const stop = await limited(c, deps.limits.bookingHolds);
      if (stop) return stop;
      const tenant = await bookable(c, c.req.param('slug'));
      if (tenant instanceof Response) return tenant;
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = holdRequestSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const outcome = await placeHold(db, tenant, parsed.data, bookingSettingsFrom(tenant.settings), Date.now());
      if (outcome.ok) return c.json({ success: true, data: holdJson(outcome.hold, priceJson(outcome.job)) }, 201, NO_STORE);
      if (outcome.status === 409) return taken(c, outcome.alternatives);
      return c.json(
        { success: false, error: 'Validation failed', fields: outcome.fields, data: { quote: outcome.notServed } },
        400,
        NO_STORE,
      );
    })
    .delete('/holds/:id', async (c) => {
      const hold = await findHold(db, c.req.param('id'));
      const released =
        hold?.state === 'payment' && deps.deposits
          ? await abandonPayment(db, deps.deposits, hold)
          : await releaseHold(db, c.req.param('id'));
      return c.json({ success: true, data: { released } }, 200, NO_STORE);
    })
    .post('/holds/:id/confirm', async (c) => {
      const stop = await limited(c, deps.limits.bookingWrites);
      if (stop) return stop;
      const now = Date.now();
      const hold = await findHold(db, c.req.param('id'));
      const tenant = hold && (await findTenantById(db, hold.tenantId));
      if (!hold || !tenant || hold.state === 'released' || hold.state === 'booked') return holdGone(c);
      const guard = await bookable(c, tenant.slug);
      if (guard instanceof Response) return guard;
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = confirmSchemaFor(tenant.industry).safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const job = hold.job as { zip?: string };
      if (parsed.data.zip.slice(0, 5) !== job.zip?.slice(0, 5))
        return badRequest(c, 'Validation failed', {
          zip: `The address must be in ZIP code ${job.zip}, the one the time and price are for`,
        });
      const ctx = context(tenant, now);
      if (deps.deposits && ctx.settings.depositRequired && jobOf(hold).price.depositCents > 0) {
        // A deposit is taken before the booking: the hold is kept while the visitor pays.
        if (!holdIsLive(hold, now)) return holdGone(c);
        const back = (paid: 0 | 1) => `${ctx.siteUrl}/booking?hold=${hold.id}&paid=${paid}`;
        const attempt = attemptOf(parsed.data);
        if (!(await replaceOpenCheckout(deps.deposits, hold, attempt))) return holdGone(c);
        try {
          const session = await deps.deposits.openCheckout({
            hold,
            tenant,
            email: parsed.data.email,
            successUrl: back(1),
            cancelUrl: back(0),
            now,
            attempt,
          });
          await holdForPayment(db, hold, parsed.data, session);
          const data = { status: 'payment_required', checkout_url: session.url, deposit_cents: jobOf(hold).price.depositCents };
          return c.json({ success: true, data }, 200, NO_STORE);
        } catch (error) {
          console.error(`[booking] Stripe Checkout for hold ${hold.id} failed: ${error instanceof Error ? error.message : error}`);
          return c.json({ success: false, error: PAYMENT_START_FAILED_MESSAGE }, 502, NO_STORE);
        }
      }
      const outcome = await bookHold(ctx, hold, parsed.data, false);
      if (!outcome.ok) return taken(c, outcome.alternatives, outcome.error);
      const appointment = bookedJson(tenant, outcome.facts);
      return c.json({ success: true, data: { status: 'booked', appointment, manage_url: outcome.manageUrl } }, 201, NO_STORE);
    })
    .get('/holds/:id', async (c) => {
      const hold = await findHold(db, c.req.param('id'));
      if (!hold) return holdGone(c);
      const tenant = await findTenantById(db, hold.tenantId);
      const booked = hold.appointmentId && tenant ? await bookingOfHold(db, hold.id) : undefined;
      const appointment = booked && tenant ? bookedJson(tenant, factsOf(booked.appointment, booked.booking, zoneOf(tenant))) : null;
      const state = hold.state !== 'booked' && !holdIsLive(hold, Date.now()) ? 'released' : hold.state;
      return c.json({ success: true, data: { state, expires_at: new Date(hold.expiresAt).toISOString(), appointment } }, 200, NO_STORE);
    })
    .post('/stripe/webhook', async (c) => {
      if (!deps.deposits) return c.json({ success: false, error: 'Online payments are not configured' }, 404);
      const raw = await c.req.text();
      const event = await deps.deposits.readEvent(raw, c.req.header('stripe-signature'));
      if (!event) return c.json({ success: false, error: 'Invalid signature' }, 400);
      if (event.kind === 'ended') await endPayment(db, event.holdId, event.sessionId);
      if (event.kind === 'paid') {
        const hold = await holdOfSession(db, event.holdId, event.sessionId);
        const tenant = hold && (await findTenantById(db, hold.tenantId));
        if (hold && tenant && hold.answers) {
          const answers = confirmSchemaFor(tenant.industry).parse(hold.answers);
          const outcome = await bookHold(context(tenant, Date.now()), hold, answers, true);
          if (!outcome.ok) {
            console.error(`[booking] deposit paid for hold ${hold.id} but its time was taken: refund session ${event.sessionId}`);
            await flagPaidButTaken(db, tenant, hold, event.sessionId);
          }
        }
      }
      return c.json({ received: true });
    })
    .get('/manage/:token', async (c) => {
      const managed = await findManaged(db, c.req.param('token'), Date.now());
      if (!managed) return c.json({ success: false, error: MANAGE_LINK_INVALID_MESSAGE }, 404, NO_STORE);
      return c.json({ success: true, data: managedJson(managed, Date.now()) }, 200, NO_STORE);
    })
    .get('/manage/:token/availability', async (c) => {
      const stop = await limited(c, deps.limits.availability);
      if (stop) return stop;
      const managed = await findManaged(db, c.req.param('token'), Date.now());
      if (!managed) return c.json({ success: false, error: MANAGE_LINK_INVALID_MESSAGE }, 404, NO_STORE);
      return c.json({ success: true, data: await manageAvailability(db, managed, Date.now()) }, 200, NO_STORE);
    })
    .post('/manage/:token/reschedule', async (c) => {
      const stop = await limited(c, deps.limits.bookingWrites);
      if (stop) return stop;
      const now = Date.now();
      const token = c.req.param('token');
      const managed = await findManaged(db, token, now);
      if (!managed) return c.json({ success: false, error: MANAGE_LINK_INVALID_MESSAGE }, 404, NO_STORE);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = rescheduleSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const manageUrl = manageUrlOf(siteUrl(deps.config, managed.tenant.slug, deps.domains.primaryOf(managed.tenant.slug)), token);
      const outcome = await rescheduleBooking(db, mailer, managed, parsed.data, manageUrl, now);
      return changeAnswer(c, outcome, now);
    })
    .post('/manage/:token/cancel', async (c) => {
      const stop = await limited(c, deps.limits.bookingWrites);
      if (stop) return stop;
      const now = Date.now();
      const token = c.req.param('token');
      const managed = await findManaged(db, token, now);
      if (!managed) return c.json({ success: false, error: MANAGE_LINK_INVALID_MESSAGE }, 404, NO_STORE);
      const manageUrl = manageUrlOf(siteUrl(deps.config, managed.tenant.slug, deps.domains.primaryOf(managed.tenant.slug)), token);
      return changeAnswer(c, await cancelBooking(db, mailer, managed, manageUrl, now), now);
    })
    .post('/:slug/events', async (c) => {
      const stop = await limited(c, deps.limits.analytics);
      if (stop) return stop;
      const tenant = await bookable(c, c.req.param('slug'));
      if (tenant instanceof Response) return tenant;
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = bookingEventSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const { event, step } = parsed.data;
      const userAgent = c.req.header('user-agent') ?? '';
      if (!notCounted({ userAgent, dnt: c.req.header('dnt'), gpc: c.req.header('sec-gpc') })) {
        await recordSiteEvent(
          db,
          tenant,
          { name: `booking_${event}`, path: '/booking', props: step ? { step } : undefined },
          { ip: clientIp(c, deps.trustProxy), userAgent },
        );
      }
      return c.json({ success: true }, 202);
    });
}

const holdGone = (c: Context) => c.json({ success: false, error: HOLD_EXPIRED_MESSAGE }, 404, NO_STORE);

function changeAnswer(c: Context, outcome: Awaited<ReturnType<typeof cancelBooking>>, now: number) {
  if (outcome.ok) return c.json({ success: true, data: { appointment: managedJson(outcome.managed, now).appointment } }, 200, NO_STORE);
  if (outcome.status === 400) return c.json({ success: false, error: 'Validation failed', fields: outcome.fields }, 400, NO_STORE);
  return c.json({ success: false, error: outcome.error, data: { alternatives: outcome.alternatives ?? [] } }, outcome.status, NO_STORE);
}
