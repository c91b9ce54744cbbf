/**
 * The schedule of a business: appointments, time blocks, blocked days, schedule settings, the team
 * and the calendar feeds (spec 2 §3 entities, §4 statuses, §5 appointment form, §7 calls; issue 14).
 *
 * Whose schedule: the signed-in user's business. Platform admins (and anyone who wants to be
 * explicit) name it with `?tenant_slug=`; a tenant user naming another business gets 403, an admin
 * naming none gets 400 'tenant_slug is required'. Roles (api/auth/middleware.ts requireOwnTenant):
 *
 *   call                               owner  manager  tech                        viewer
 *   GET appointments, time blocks,
 *     blocked days, settings           yes    yes      yes (appointments: only     yes
 *                                                       those assigned to them)
 *   POST/PUT/DELETE appointments,
 *     time blocks, blocked-day toggle,
 *     PUT settings                     yes    yes      403                         403
 *   PATCH appointment status           yes    yes      only their own, to          403
 *                                                       in_progress or completed
 *   team (GET/POST/PUT/DELETE)         yes    403      403                         403
 *   POST/DELETE feed {scope:'business'} yes   yes      403                         403
 *   POST/DELETE feed {scope:'me'}      403    403      yes (the jobs assigned      403
 *                                                       to them)
 * Admins may do everything an owner may. Anonymous callers get 401.
 *
 * Times: instants are ISO 8601 strings; the server answers in UTC ('2026-11-24T16:00:00.000Z') and
 * takes any offset ('2026-11-24T09:00:00-07:00'). Dates (`startDate`, `endDate`, `date`) are
 * 'YYYY-MM-DD' days in the business's time zone (settings.time_zone): a range covers startDate
 * 00:00 to the end of endDate there, whatever the length of those days (23 or 25 hours on a
 * daylight-saving change). A range is at most 100 days. Money is dollars with at most 2 decimals.
 *
 * Shapes
 *   Appointment { id, title, description, service_type, service_duration (minutes), start_time,
 *                 end_time, customer_name, customer_phone, customer_email, price, deposit, notes,
 *                 internal_notes, status, crew_id, assigned_user_id, service_area_id, latitude,
 *                 longitude, overlap_allowed, created_at, updated_at }
 *                 (description, customer_email, price, deposit, notes, internal_notes,
 *                 assigned_user_id, service_area_id, latitude, longitude may be null)
 *   AppointmentInput: the fields above but id, created_at, updated_at; required: title,
 *                 service_type, start_time, service_duration (30, 60, 90, 120, 180 or 240),
 *                 end_time (after start_time), customer_name, customer_phone. status defaults to
 *                 'scheduled' (on PUT: the stored status); crew_id to the business's default crew,
 *                 or to the crew of the assigned tech when that tech is a crew; overlap_allowed to
 *                 false (on PUT: the stored mark; true: the owner books over another appointment
 *                 on purpose, recorded on the appointment).
 *   TimeBlock   { id, title, description, block_type, start_time, end_time, crew_id, created_at }
 *   TimeBlockInput { title, description?, block_type ('break', 'personal', 'maintenance',
 *                 'travel', 'other'), start_time, end_time, crew_id? (null or left out: the whole
 *                 business is busy; a crew's id: that crew only, e.g. a technician's time off) }
 *   BlockedDay  { id, blocked_date ('YYYY-MM-DD'), reason, created_at }
 *   Settings    { time_zone (IANA), operating_hours: { monday..sunday: { open: 'HH:MM', close: 'HH:MM',
 *                 closed: boolean } }, lead_time_days (0..30), booking_window_days (1..365, more
 *                 than the lead time), slot_interval_minutes (15, 30 or 60), buffer_before_minutes,
 *                 buffer_after_minutes (0..240), crews: Crew[] }  (the rules and messages are the
 *                 engine's, core/scheduling/settings.ts; names map by SETTINGS_API_FIELDS)
 *   Crew        { id, name, user_id (the tech who is this crew, or null), is_default }
 *   TeamMember  { id, email, first_name, last_name, role ('owner'|'manager'|'tech'|'viewer'),
 *                 password_set (false until the invitee used the link), created_at }
 *
 * Calls (answers `{ success: true, data }`)
 *   GET    /api/schedule/appointments?startDate&endDate  -> data: Appointment[] by start_time
 *   POST   /api/schedule/appointments           AppointmentInput -> 201 data: Appointment
 *   PUT    /api/schedule/appointments/:id       AppointmentInput (an `id` field is ignored) -> data: Appointment
 *   PATCH  /api/schedule/appointments/:id/status  { status } -> data: Appointment
 *   DELETE /api/schedule/appointments/:id       -> data: { id }
 *   GET    /api/schedule/time-blocks?startDate&endDate   -> data: TimeBlock[] by start_time
 *   POST   /api/schedule/time-blocks            TimeBlockInput -> 201 data: TimeBlock
 *   PUT    /api/schedule/time-blocks/:id        TimeBlockInput -> data: TimeBlock
 *   DELETE /api/schedule/time-blocks/:id        -> data: { id }
 *   GET    /api/schedule/blocked-days?startDate&endDate  -> data: BlockedDay[] by date
 *   POST   /api/schedule/blocked-days/toggle    { date, reason? } -> data: { date, blocked: boolean,
 *          day: BlockedDay | null }  (blocks an open day, unblocks a blocked one)
 *   GET    /api/schedule/settings               -> data: Settings
 *   PUT    /api/schedule/settings               any Settings fields (left out: kept; crews, which change
 *          through the team, are ignored; any other key -> 400 fields._ 'Unrecognized key: "…"') -> data: Settings
 *   POST   /api/schedule/feed                   { scope: 'business' | 'me' } -> 201 data: { url }
 *          (a new secret feed URL, `{PUBLIC_URL}/api/calendar/{token}.ics`; the previous one of the
 *          same scope stops working; the token is stored hashed, so the URL is shown only now)
 *   DELETE /api/schedule/feed?scope=business|me -> data: { revoked: boolean }
 *   GET    /api/calendar/:token.ics             (no sign-in: the token is the credential)
 *          -> text/calendar, every non-cancelled appointment from 30 days back on, times with
 *          the business's TZID; an unknown or revoked token -> 404
 *   GET    /api/team                            -> data: TeamMember[]
 *   POST   /api/team                            { email, role ('manager'|'tech'|'viewer'),
 *          first_name?, last_name? } -> 201 data: TeamMember (a set-password link is e-mailed;
 *          a tech gets a crew of their own); an address already in use -> 409
 *   PUT    /api/team/:id                        { role } -> data: TeamMember
 *   DELETE /api/team/:id                        -> data: { id } (their sign-in goes; the jobs
 *          they were assigned stay, unassigned; a tech's crew keeps its jobs). The owner's role
 *          cannot be changed nor the owner removed: 400 "The owner's role cannot be changed and
 *          the owner cannot be removed".
 *
 * Status transitions (PUT and PATCH alike):
 *   from \ to     scheduled confirmed in_progress completed cancelled
 *   scheduled     -         yes       yes         yes       yes
 *   confirmed     yes       -         yes         yes       yes
 *   in_progress   yes       yes       -           yes       yes
 *   completed     no        no        no          -         no
 *   cancelled     yes       yes       no          no        -
 * A completed appointment is final: it cannot move or change status (its price and notes may
 * still be edited). A cancelled one frees its time; bringing it back checks the time again.
 *
 * Errors: 400 'Validation failed' with `fields` keyed by field (messages of
 * `#core/validation/schedule.ts`; a refused transition is fields.status 'Cannot change the status
 * from completed to scheduled', moving a completed appointment fields.start_time 'A completed
 * appointment cannot be moved'); 400 'Invalid appointment ID' / 'Invalid time block ID' / 'Invalid
 * team member ID' for a path id that is not a positive whole number; 404 'Appointment not found' /
 * 'Time block not found' / 'Team member not found'; 409 `{ success: false, code: 'OVERLAP', error:
 * 'That time overlaps another appointment for this crew: Full detail, Thu, Apr 1, 9:00 AM – 11:00 AM.',
 * conflicts: [{ id, title, start_time, end_time }] }` (the crew's buffers and the drive between the
 * two places count as taken: decision 022); 403 'Technicians can mark their own appointments in
 * progress or completed only' for any other status a tech sends. The check and the write run in one
 * write transaction, and a database trigger (migration 0009: overlap plus buffers) refuses an
 * overlapping row whatever code path writes it.
 */
import { Hono, type Context } from 'hono';
import {
  APPOINTMENT_NOT_FOUND_MESSAGE,
  CREW_NOT_FOUND_MESSAGE,
  appointmentInputSchema,
  blockedDayToggleSchema,
  dateRangeSchema,
  FEED_SCOPE_FORBIDDEN_MESSAGE,
  FEED_SCOPE_ROLES,
  type FeedScope,
  feedScopeSchema,
  INVALID_APPOINTMENT_ID_MESSAGE,
  INVALID_TIME_BLOCK_ID_MESSAGE,
  OVERLAP_CODE,
  statusChangeSchema,
  TIME_BLOCK_NOT_FOUND_MESSAGE,
  timeBlockInputSchema,
} from '#core/validation/schedule.ts';
import type { StaffRole } from '#core/api/staff.ts';
import type { AppDeps } from '../deps.ts';
import type { UserRow } from '../auth/accounts.ts';
import { feedUrl, revokeFeed, rotateFeed } from '../domain/calendar-feed.ts';
import { ALL_STAFF, EDITORS, forbidden, requireOwnTenant, requireUser, type AuthEnv } from '../auth/middleware.ts';
import {
  changeStatus,
  createAppointment,
  createTimeBlock,
  deleteAppointment,
  deleteTimeBlock,
  listAppointments,
  listBlockedDays,
  listTimeBlocks,
  type BlockOutcome,
  type Outcome,
  scheduleSettings,
  settingsChange,
  toggleBlockedDay,
  updateAppointment,
  updateScheduleSettings,
  updateTimeBlock,
} from '../domain/schedule.ts';
import { badRequest, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';

/** Who may change an appointment's status (technicians on their own jobs only, checked in the domain), and who has a calendar feed. */
const STATUS_ROLES: readonly StaffRole[] = ['owner', 'manager', 'tech'];

const notFound = (c: Context, error: string) => c.json({ success: false, error }, 404);

function answer<T>(c: Context, outcome: Outcome<T>, status: 200 | 201 = 200) {
  if ('ok' in outcome) return c.json({ success: true, data: outcome.value }, status);
  if (outcome.failure === 'not-found') return notFound(c, APPOINTMENT_NOT_FOUND_MESSAGE);
  if (outcome.failure === 'forbidden') return forbidden(c, outcome.message);
  if (outcome.failure === 'overlap')
    return c.json({ success: false, code: OVERLAP_CODE, error: outcome.message, conflicts: outcome.conflicts }, 409);
  return badRequest(c, 'Validation failed', outcome.fields);
}

function blockAnswer(c: Context, outcome: BlockOutcome, status: 200 | 201 = 200) {
  if (outcome.ok) return c.json({ success: true, data: outcome.block }, status);
  if (outcome.failure === 'not-found') return notFound(c, TIME_BLOCK_NOT_FOUND_MESSAGE);
  return badRequest(c, 'Validation failed', { crew_id: CREW_NOT_FOUND_MESSAGE });
}

/** `?startDate&endDate` of the list calls, or the 400 naming what is wrong with them. */
function rangeOf(c: Context) {
  return dateRangeSchema.safeParse({ startDate: c.req.query('startDate'), endDate: c.req.query('endDate') });
}

/** Admins hold the business feed of any business; staff the feed their role has (FEED_SCOPE_ROLES). */
const mayHoldFeed = (user: UserRow, scope: FeedScope) =>
  user.isAdmin ? scope === 'business' : FEED_SCOPE_ROLES[scope].includes(user.staffRole ?? '');

export function scheduleRoutes({ db, sessions, config }: AppDeps) {
  const signedIn = requireUser(sessions);
  const read = [signedIn, requireOwnTenant(db, ALL_STAFF)] as const;
  const write = [signedIn, requireOwnTenant(db, EDITORS)] as const;
  const status = [signedIn, requireOwnTenant(db, STATUS_ROLES)] as const;
  const feed = status;
  const appointmentId = (c: Context) => positiveId(c.req.param('id'));
  const blockId = appointmentId;

  return new Hono<AuthEnv>()
    .get('/appointments', ...read, async (c) => {
      const range = rangeOf(c);
      if (!range.success) return validationFailed(c, range.error);
      return c.json({ success: true, data: await listAppointments(db, c.get('tenant'), range.data, c.get('user')) });
    })
    .post('/appointments', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = appointmentInputSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await createAppointment(db, c.get('tenant'), parsed.data), 201);
    })
    .put('/appointments/:id', ...write, async (c) => {
      const id = appointmentId(c);
      if (id === undefined) return badRequest(c, INVALID_APPOINTMENT_ID_MESSAGE);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = appointmentInputSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await updateAppointment(db, c.get('tenant'), id, parsed.data));
    })
    .patch('/appointments/:id/status', ...status, async (c) => {
      const id = appointmentId(c);
      if (id === undefined) return badRequest(c, INVALID_APPOINTMENT_ID_MESSAGE);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = statusChangeSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await changeStatus(db, c.get('tenant'), id, parsed.data.status, c.get('user')));
    })
    .delete('/appointments/:id', ...write, async (c) => {
      const id = appointmentId(c);
      if (id === undefined) return badRequest(c, INVALID_APPOINTMENT_ID_MESSAGE);
      if (!(await deleteAppointment(db, c.get('tenant'), id))) return notFound(c, APPOINTMENT_NOT_FOUND_MESSAGE);
      return c.json({ success: true, data: { id } });
    })
    .get('/time-blocks', ...read, async (c) => {
      const range = rangeOf(c);
      if (!range.success) return validationFailed(c, range.error);
      return c.json({ success: true, data: await listTimeBlocks(db, c.get('tenant'), range.data) });
    })
    .post('/time-blocks', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = timeBlockInputSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return blockAnswer(c, await createTimeBlock(db, c.get('tenant'), parsed.data), 201);
    })
    .put('/time-blocks/:id', ...write, async (c) => {
      const id = blockId(c);
      if (id === undefined) return badRequest(c, INVALID_TIME_BLOCK_ID_MESSAGE);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = timeBlockInputSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return blockAnswer(c, await updateTimeBlock(db, c.get('tenant'), id, parsed.data));
    })
    .delete('/time-blocks/:id', ...write, async (c) => {
      const id = blockId(c);
      if (id === undefined) return badRequest(c, INVALID_TIME_BLOCK_ID_MESSAGE);
      if (!(await deleteTimeBlock(db, c.get('tenant'), id))) return notFound(c, TIME_BLOCK_NOT_FOUND_MESSAGE);
      return c.json({ success: true, data: { id } });
    })
    .get('/blocked-days', ...read, async (c) => {
      const range = rangeOf(c);
      if (!range.success) return validationFailed(c, range.error);
      return c.json({ success: true, data: await listBlockedDays(db, c.get('tenant'), range.data) });
    })
    .post('/blocked-days/toggle', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = blockedDayToggleSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return c.json({ success: true, data: await toggleBlockedDay(db, c.get('tenant'), parsed.data.date, parsed.data.reason) });
    })
    .post('/feed', ...feed, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = feedScopeSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      if (!mayHoldFeed(c.get('user'), parsed.data.scope)) return forbidden(c, FEED_SCOPE_FORBIDDEN_MESSAGE);
      const token = await rotateFeed(db, c.get('tenant'), parsed.data.scope, c.get('user'));
      return c.json({ success: true, data: { url: feedUrl(config.publicUrl, token) } }, 201);
    })
    .delete('/feed', ...feed, async (c) => {
      const parsed = feedScopeSchema.safeParse({ scope: c.req.query('scope') });
      if (!parsed.success) return validationFailed(c, parsed.error);
      if (!mayHoldFeed(c.get('user'), parsed.data.scope)) return forbidden(c, FEED_SCOPE_FORBIDDEN_MESSAGE);
      return c.json({ success: true, data: { revoked: await revokeFeed(db, c.get('tenant'), parsed.data.scope, c.get('user')) } });
    })
    .get('/settings', ...read, async (c) => c.json({ success: true, data: await scheduleSettings(db, c.get('tenant')) }))
    .put('/settings', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const tenant = c.get('tenant');
      const change = settingsChange(tenant, body.value);
      if (!change.ok) return badRequest(c, 'Validation failed', change.fields);
      return c.json({ success: true, data: await updateScheduleSettings(db, tenant, change.settings) });
    });
}
