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
 *   POST/DELETE feed {scope:'me'}      (tech only: a feed of the appointments assigned to them)
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
 *                 'scheduled'; crew_id to the business's default crew, or to the crew of the
 *                 assigned tech when that tech is a crew; overlap_allowed to false (true: the owner
 *                 books over another appointment on purpose, recorded on the appointment).
 *   TimeBlock   { id, title, description, block_type, start_time, end_time, created_at }
 *   TimeBlockInput { title, description?, block_type ('break', 'personal', 'maintenance',
 *                 'travel', 'other'), start_time, end_time }
 *   BlockedDay  { id, blocked_date ('YYYY-MM-DD'), reason, created_at }
 *   Settings    { time_zone (IANA), operating_hours: { monday..sunday: { open: 'HH:MM',
 *                 close: 'HH:MM', closed: boolean } }, lead_time_days (0..30),
 *                 buffer_before_minutes, buffer_after_minutes (0..240), slot_interval_minutes
 *                 (15, 30 or 60), booking_window_days (1..365), crews: Crew[] }
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
 *   PUT    /api/schedule/settings               any Settings fields but crews -> data: Settings
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
 *   DELETE /api/team/:id                        -> data: { id } (their appointments stay,
 *          unassigned; their crew's appointments move to the default crew)
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
 * 'That time overlaps another appointment for this crew: {title}, {start}–{end}.', conflicts: [{ id,
 * title, start_time, end_time }] }`. The check and the write run in one write transaction, and a
 * database trigger refuses an overlapping row whatever code path writes it.
 */
