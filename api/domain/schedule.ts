/**
 * The schedule of a business (api/routes/schedule.ts has the calls and shapes): appointments that
 * never overlap for one crew (the engine's spacing rule, buffers and the drive between places,
 * checked in the write transaction by crewConflicts; the trigger of migration 0009 behind it),
 * time blocks, blocked days and the schedule settings. Instants are epoch milliseconds in the
 * database and ISO strings in answers; days are computed in the business's time zone
 * (core/scheduling/time.ts), so 23- and 25-hour days hold what they should.
 */
import { and, asc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { addDays, startOfDay } from '#core/scheduling/time.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import {
  type AppointmentInput,
  type AppointmentStatus,
  SETTINGS_API_FIELDS,
  type SettingsApiField,
  canTransition,
  COMPLETED_CANNOT_MOVE_MESSAGE,
  CREW_NOT_FOUND_MESSAGE,
  holdsTime,
  OVERLAP_TRIGGER_TEXT,
  overlapMessage,
  TECH_STATUSES,
  TECH_STATUS_ONLY_MESSAGE,
  type TimeBlockInput,
  transitionMessage,
} from '#core/validation/schedule.ts';
import { type SchedulingSettings, schedulingSettingsSchema } from '#core/scheduling/settings.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import type { UserRow } from '../auth/accounts.ts';
import { crewConflicts, crewHeld, type Placement } from './availability.ts';
import { matchOrCreateCustomer } from './customers.ts';
import { forgetTenant } from './public-cache.ts';
import { queueReviewRequest } from './review-requests.ts';
import type { TenantRow } from './tenants.ts';

export type AppointmentRow = typeof s.appointments.$inferSelect;
type TimeBlockRow = typeof s.timeBlocks.$inferSelect;
type BlockedDayRow = typeof s.blockedDays.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const iso = (ms: number) => new Date(ms).toISOString();
const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));
const dollars = (amount: number | null) => (amount === null ? null : amount / 100);

export function appointmentJson(a: AppointmentRow) {
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    service_type: a.serviceType,
    service_duration: a.serviceDurationMinutes,
    start_time: iso(a.startTime),
    end_time: iso(a.endTime),
    customer_name: a.customerName,
    customer_phone: a.customerPhone,
    customer_email: a.customerEmail,
    price: dollars(a.priceCents),
    deposit: dollars(a.depositCents),
    notes: a.notes,
    internal_notes: a.internalNotes,
    status: a.status as AppointmentStatus,
    crew_id: a.crewId,
    assigned_user_id: a.assignedUserId,
    service_area_id: a.serviceAreaId,
    latitude: a.latitude,
    longitude: a.longitude,
    overlap_allowed: a.overlapAllowed,
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
  };
}

export const timeBlockJson = (b: TimeBlockRow) => ({
  id: b.id,
  title: b.title,
  description: b.description,
  block_type: b.blockType,
  start_time: iso(b.startTime),
  end_time: iso(b.endTime),
  crew_id: b.crewId,
  created_at: iso(b.createdAt),
});

export const blockedDayJson = (d: BlockedDayRow) => ({
  id: d.id,
  blocked_date: d.blockedDate,
  reason: d.reason,
  created_at: iso(d.createdAt),
});

/** The instants a range of days covers in a zone: from startDate's midnight to the midnight after endDate (23 or 25 hours on a clock change). */
export function instantsOfDays(range: { startDate: string; endDate: string }, timeZone: string) {
  return { from: startOfDay(range.startDate, timeZone), to: startOfDay(addDays(range.endDate, 1), timeZone) };
}

/** "Full detail, Tue, Nov 24, 9:00 AM – 10:00 AM" in the business's zone, for the overlap message. */
function describeAppointment(a: Pick<AppointmentRow, 'title' | 'startTime' | 'endTime'>, timeZone: string) {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  // ICU puts a narrow no-break space before AM/PM; the message is read as plain text.
  const at = (ms: number) => time.format(ms).replace(/\u202f/g, ' ');
  return `${a.title}, ${day.format(a.startTime)}, ${at(a.startTime)} – ${at(a.endTime)}`;
}

export type Viewer = Pick<UserRow, 'id' | 'isAdmin' | 'staffRole'>;
const isTech = (viewer: Viewer) => !viewer.isAdmin && viewer.staffRole === 'tech';

export async function listAppointments(db: Db, tenant: TenantRow, range: { startDate: string; endDate: string }, viewer: Viewer) {
  const { from, to } = instantsOfDays(range, tenant.timeZone);
  const where: SQL[] = [eq(s.appointments.tenantId, tenant.id), lt(s.appointments.startTime, to), gt(s.appointments.endTime, from)];
  // Technicians see the jobs assigned to them, not the whole business's book.
  if (isTech(viewer)) where.push(eq(s.appointments.assignedUserId, viewer.id));
  const rows = await db
    .select()
    .from(s.appointments)
    .where(and(...where))
    .orderBy(asc(s.appointments.startTime), asc(s.appointments.id));
  return rows.map(appointmentJson);
}

export type Outcome<T> =
  | { ok: true; value: T }
  | { failure: 'not-found' }
  | { failure: 'forbidden'; message: string }
  | { failure: 'invalid'; fields: Record<string, string> }
  | { failure: 'overlap'; message: string; conflicts: ReturnType<typeof conflictJson>[] };

const conflictJson = (a: AppointmentRow) => ({ id: a.id, title: a.title, start_time: iso(a.startTime), end_time: iso(a.endTime) });

/**
 * The business's default crew, made on first use (a business created after migration 0009 has none
 * yet). Call it inside a write transaction, so two first uses cannot both make one.
 */
export async function defaultCrewId(tx: Tx, tenantId: number): Promise<number> {
  const found = await tx
    .select({ id: s.crews.id })
    .from(s.crews)
    .where(and(eq(s.crews.tenantId, tenantId), eq(s.crews.isDefault, true)))
    .get();
  if (found) return found.id;
  const [made] = await tx.insert(s.crews).values({ tenantId, name: 'Main crew', isDefault: true }).returning({ id: s.crews.id });
  return made!.id;
}

/** Crew, technician and service area of an input, each checked to be the business's own. */
async function resolvePlacement(tx: Tx, tenant: TenantRow, input: AppointmentInput, stored?: AppointmentRow) {
  const fields: Record<string, string> = {};
  if (input.assigned_user_id !== null) {
    const user = await tx
      .select({ id: s.users.id })
      .from(s.users)
      .where(and(eq(s.users.id, input.assigned_user_id), eq(s.users.tenantId, tenant.id)))
      .get();
    if (!user) fields.assigned_user_id = 'Assigned technician not found';
  }
  if (input.service_area_id !== null) {
    const area = await tx
      .select({ id: s.serviceAreas.id })
      .from(s.serviceAreas)
      .where(and(eq(s.serviceAreas.id, input.service_area_id), eq(s.serviceAreas.tenantId, tenant.id)))
      .get();
    if (!area) fields.service_area_id = 'Service area not found';
  }
  let crewId: number | undefined;
  const reassigned = stored !== undefined && stored.assignedUserId !== input.assigned_user_id;
  // An edit that hands the job to someone else and sends back the crew it loaded has not chosen a
  // crew: the job follows its new assignee (to their own crew, or the default one).
  const chosenCrew = input.crew_id !== null && !(reassigned && input.crew_id === stored?.crewId) ? input.crew_id : null;
  if (chosenCrew !== null) {
    const crew = await tx
      .select({ id: s.crews.id })
      .from(s.crews)
      .where(and(eq(s.crews.id, chosenCrew), eq(s.crews.tenantId, tenant.id)))
      .get();
    if (!crew) fields.crew_id = CREW_NOT_FOUND_MESSAGE;
    crewId = crew?.id;
  } else if (stored?.crewId != null && !reassigned) {
    crewId = stored.crewId;
  } else if (input.assigned_user_id !== null) {
    // A technician who works alone is a crew: the job goes on their calendar.
    const own = await tx
      .select({ id: s.crews.id })
      .from(s.crews)
      .where(and(eq(s.crews.tenantId, tenant.id), eq(s.crews.userId, input.assigned_user_id)))
      .get();
    crewId = own?.id;
  }
  return { fields, crewId: crewId ?? (await defaultCrewId(tx, tenant.id)) };
}

const overlapOutcome = (tenant: TenantRow, conflicts: AppointmentRow[], detail = 'another booking at that time'): Outcome<never> => ({
  failure: 'overlap',
  message: overlapMessage(conflicts[0] ? describeAppointment(conflicts[0], tenant.timeZone) : detail),
  conflicts: conflicts.map(conflictJson),
});

/** A visitor of the site holds the time while booking it (issue 15); the owner may still book over it on purpose. */
const HELD_ONLINE = 'a customer is booking this time online';

/** A write the trigger refused (another process wrote first, or a rule here missed a case): the same 409. */
export function isTriggerOverlap(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if (String((e as Error).message ?? e).includes(OVERLAP_TRIGGER_TEXT)) return true;
  return false;
}

/** Where and when a job of the input would put the crew, for the engine's spacing rule (buffers and the drive between places). */
const placementOf = (input: AppointmentInput, crewId: number): Placement => ({
  crewId,
  start: input.start_time,
  end: input.end_time,
  latitude: input.latitude,
  longitude: input.longitude,
  serviceAreaId: input.service_area_id,
});

function rowValues(input: AppointmentInput) {
  return {
    title: input.title,
    description: input.description,
    serviceType: input.service_type,
    serviceDurationMinutes: input.service_duration,
    startTime: input.start_time,
    endTime: input.end_time,
    customerName: input.customer_name,
    customerPhone: input.customer_phone,
    customerEmail: input.customer_email,
    priceCents: cents(input.price),
    depositCents: cents(input.deposit),
    notes: input.notes,
    internalNotes: input.internal_notes,
    assignedUserId: input.assigned_user_id,
    serviceAreaId: input.service_area_id,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/**
 * Runs a schedule write in one write transaction (drizzle opens libSQL's 'write' mode, BEGIN
 * IMMEDIATE, and db/client.ts queues this process's writers: concurrent writers queue, so a check
 * and the write after it see the same book), mapping the trigger's refusal to the same 409.
 * A refused write has written nothing (but the default crew it may have made, which stays).
 */
async function inWriteTransaction<T>(db: Db, tenant: TenantRow, work: (tx: Tx) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isTriggerOverlap(error)) return overlapOutcome(tenant, []);
    throw error;
  }
}

export async function createAppointment(
  db: Db,
  tenant: TenantRow,
  input: AppointmentInput,
): Promise<Outcome<ReturnType<typeof appointmentJson>>> {
  return inWriteTransaction(db, tenant, async (tx) => {
    const { fields, crewId } = await resolvePlacement(tx, tenant, input);
    if (Object.keys(fields).length) return { failure: 'invalid', fields };
    const status = input.status ?? 'scheduled';
    const overlapAllowed = input.overlap_allowed ?? false;
    if (holdsTime(status) && !overlapAllowed) {
      const conflicts = await crewConflicts(tx, tenant, placementOf(input, crewId));
      if (conflicts.length) return overlapOutcome(tenant, conflicts);
      if (await crewHeld(tx, tenant, placementOf(input, crewId), Date.now())) return overlapOutcome(tenant, [], HELD_ONLINE);
    }
    // The job joins its customer's history like a booked one (issue 16: one record per customer).
    const customerId = await matchOrCreateCustomer(tx, tenant.id, {
      name: input.customer_name,
      email: input.customer_email,
      phone: input.customer_phone,
      at: Math.min(input.start_time, Date.now()),
    });
    const [row] = await tx
      .insert(s.appointments)
      .values({ ...rowValues(input), tenantId: tenant.id, crewId, status, overlapAllowed, customerId })
      .returning();
    await queueReviewRequest(tx, tenant, row!, Date.now());
    return { ok: true, value: appointmentJson(row!) };
  });
}

const findAppointment = (tx: Tx, tenant: TenantRow, id: number) =>
  tx
    .select()
    .from(s.appointments)
    .where(and(eq(s.appointments.id, id), eq(s.appointments.tenantId, tenant.id)))
    .get();

/**
 * Whether a change can make the appointment overlap one it did not before: new times or crew, a
 * cancelled one brought back, an allowed overlap withdrawn (the trigger fires on the same changes).
 */
const mayNewlyOverlap = (
  before: AppointmentRow,
  after: Pick<AppointmentRow, 'startTime' | 'endTime' | 'crewId' | 'status' | 'overlapAllowed'>,
) =>
  holdsTime(after.status as AppointmentStatus) &&
  !after.overlapAllowed &&
  (after.startTime !== before.startTime ||
    after.endTime !== before.endTime ||
    after.crewId !== before.crewId ||
    !holdsTime(before.status as AppointmentStatus) ||
    before.overlapAllowed);

/** Spec 2 §4 "editing saves the whole appointment", under the transition matrix of core/validation/schedule.ts. */
export async function updateAppointment(
  db: Db,
  tenant: TenantRow,
  id: number,
  input: AppointmentInput,
): Promise<Outcome<ReturnType<typeof appointmentJson>>> {
  return inWriteTransaction(db, tenant, async (tx) => {
    const stored = await findAppointment(tx, tenant, id);
    if (!stored) return { failure: 'not-found' };
    const from = stored.status as AppointmentStatus;
    const status = input.status ?? from;
    const { fields, crewId } = await resolvePlacement(tx, tenant, input, stored);
    if (!canTransition(from, status)) fields.status = transitionMessage(from, status);
    const moved = input.start_time !== stored.startTime || input.end_time !== stored.endTime || crewId !== stored.crewId;
    if (from === 'completed' && moved) fields.start_time = COMPLETED_CANNOT_MOVE_MESSAGE;
    if (Object.keys(fields).length) return { failure: 'invalid', fields };
    const next = { ...rowValues(input), crewId, status, overlapAllowed: input.overlap_allowed ?? stored.overlapAllowed };
    if (mayNewlyOverlap(stored, next)) {
      const conflicts = await crewConflicts(tx, tenant, { ...placementOf(input, crewId), exceptId: id });
      if (conflicts.length) return overlapOutcome(tenant, conflicts);
      if (await crewHeld(tx, tenant, placementOf(input, crewId), Date.now())) return overlapOutcome(tenant, [], HELD_ONLINE);
    }
    const [row] = await tx
      .update(s.appointments)
      .set({ ...next, updatedAt: Date.now() })
      .where(eq(s.appointments.id, id))
      .returning();
    if (from !== 'completed') await queueReviewRequest(tx, tenant, row!, Date.now());
    return { ok: true, value: appointmentJson(row!) };
  });
}

/** A status change alone: editors any the matrix allows; technicians their own jobs, to in progress or completed. */
export async function changeStatus(
  db: Db,
  tenant: TenantRow,
  id: number,
  status: AppointmentStatus,
  viewer: Viewer,
): Promise<Outcome<ReturnType<typeof appointmentJson>>> {
  return inWriteTransaction(db, tenant, async (tx) => {
    const stored = await findAppointment(tx, tenant, id);
    // A technician cannot learn of jobs that are not theirs: those are not found for them.
    if (!stored || (isTech(viewer) && stored.assignedUserId !== viewer.id)) return { failure: 'not-found' };
    if (isTech(viewer) && !TECH_STATUSES.includes(status)) return { failure: 'forbidden', message: TECH_STATUS_ONLY_MESSAGE };
    const from = stored.status as AppointmentStatus;
    if (!canTransition(from, status)) return { failure: 'invalid', fields: { status: transitionMessage(from, status) } };
    if (stored.crewId !== null && mayNewlyOverlap(stored, { ...stored, status })) {
      const conflicts = await crewConflicts(tx, tenant, {
        crewId: stored.crewId,
        start: stored.startTime,
        end: stored.endTime,
        exceptId: id,
        latitude: stored.latitude,
        longitude: stored.longitude,
        serviceAreaId: stored.serviceAreaId,
      });
      if (conflicts.length) return overlapOutcome(tenant, conflicts);
    }
    const [row] = await tx.update(s.appointments).set({ status, updatedAt: Date.now() }).where(eq(s.appointments.id, id)).returning();
    if (from !== 'completed') await queueReviewRequest(tx, tenant, row!, Date.now());
    return { ok: true, value: appointmentJson(row!) };
  });
}

export async function deleteAppointment(db: Db, tenant: TenantRow, id: number): Promise<boolean> {
  const gone = await db
    .delete(s.appointments)
    .where(and(eq(s.appointments.id, id), eq(s.appointments.tenantId, tenant.id)))
    .returning({ id: s.appointments.id });
  return gone.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Time blocks and blocked days

export async function listTimeBlocks(db: Db, tenant: TenantRow, range: { startDate: string; endDate: string }) {
  const { from, to } = instantsOfDays(range, tenant.timeZone);
  const rows = await db
    .select()
    .from(s.timeBlocks)
    .where(and(eq(s.timeBlocks.tenantId, tenant.id), lt(s.timeBlocks.startTime, to), gt(s.timeBlocks.endTime, from)))
    .orderBy(asc(s.timeBlocks.startTime), asc(s.timeBlocks.id));
  return rows.map(timeBlockJson);
}

const blockValues = (input: TimeBlockInput) => ({
  title: input.title,
  description: input.description,
  blockType: input.block_type,
  startTime: input.start_time,
  endTime: input.end_time,
  crewId: input.crew_id,
});

/** A crew a block names must be the business's own. */
async function crewOfBusiness(db: Db, tenant: TenantRow, crewId: number | null): Promise<boolean> {
  if (crewId === null) return true;
  const crew = await db
    .select({ id: s.crews.id })
    .from(s.crews)
    .where(and(eq(s.crews.id, crewId), eq(s.crews.tenantId, tenant.id)))
    .get();
  return crew !== undefined;
}

export type BlockOutcome = { ok: true; block: ReturnType<typeof timeBlockJson> } | { ok: false; failure: 'not-found' | 'unknown-crew' };

export async function createTimeBlock(db: Db, tenant: TenantRow, input: TimeBlockInput): Promise<BlockOutcome> {
  if (!(await crewOfBusiness(db, tenant, input.crew_id))) return { ok: false, failure: 'unknown-crew' };
  const [row] = await db
    .insert(s.timeBlocks)
    .values({ ...blockValues(input), tenantId: tenant.id })
    .returning();
  return { ok: true, block: timeBlockJson(row!) };
}

export async function updateTimeBlock(db: Db, tenant: TenantRow, id: number, input: TimeBlockInput): Promise<BlockOutcome> {
  if (!(await crewOfBusiness(db, tenant, input.crew_id))) return { ok: false, failure: 'unknown-crew' };
  const [row] = await db
    .update(s.timeBlocks)
    .set(blockValues(input))
    .where(and(eq(s.timeBlocks.id, id), eq(s.timeBlocks.tenantId, tenant.id)))
    .returning();
  return row ? { ok: true, block: timeBlockJson(row) } : { ok: false, failure: 'not-found' };
}

export async function deleteTimeBlock(db: Db, tenant: TenantRow, id: number): Promise<boolean> {
  const gone = await db
    .delete(s.timeBlocks)
    .where(and(eq(s.timeBlocks.id, id), eq(s.timeBlocks.tenantId, tenant.id)))
    .returning({ id: s.timeBlocks.id });
  return gone.length > 0;
}

export async function listBlockedDays(db: Db, tenant: TenantRow, range: { startDate: string; endDate: string }) {
  const rows = await db
    .select()
    .from(s.blockedDays)
    .where(
      and(
        eq(s.blockedDays.tenantId, tenant.id),
        gte(s.blockedDays.blockedDate, range.startDate),
        lte(s.blockedDays.blockedDate, range.endDate),
      ),
    )
    .orderBy(asc(s.blockedDays.blockedDate));
  return rows.map(blockedDayJson);
}

/** Spec 2 §4: a click blocks an open day and unblocks a blocked one; both in one transaction, so two clicks cannot both block. */
export async function toggleBlockedDay(db: Db, tenant: TenantRow, date: string, reason: string | null) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(s.blockedDays)
      .where(and(eq(s.blockedDays.tenantId, tenant.id), eq(s.blockedDays.blockedDate, date)))
      .returning({ id: s.blockedDays.id });
    if (gone.length) return { date, blocked: false, day: null };
    const [row] = await tx.insert(s.blockedDays).values({ tenantId: tenant.id, blockedDate: date, reason }).returning();
    return { date, blocked: true, day: blockedDayJson(row!) };
  });
}

// ---------------------------------------------------------------------------------------------
// Settings

/** The settings as the engine and the Schedule tab take them (core/scheduling/settings.ts), from the tenant's columns. */
export const settingsOf = (tenant: TenantRow): SchedulingSettings => ({
  timeZone: tenant.timeZone,
  operatingHours: tenant.operatingHours,
  leadTimeDays: tenant.leadTimeDays,
  bookingWindowDays: tenant.bookingWindowDays,
  slotIntervalMinutes: tenant.slotIntervalMinutes as SchedulingSettings['slotIntervalMinutes'],
  bufferBeforeMinutes: tenant.bufferBeforeMinutes,
  bufferAfterMinutes: tenant.bufferAfterMinutes,
});

/** The settings as the API answers them: snake_case fields, and the business's crews. */
export async function scheduleSettings(db: Db, tenant: TenantRow) {
  let crews = await db.select().from(s.crews).where(eq(s.crews.tenantId, tenant.id)).orderBy(asc(s.crews.id));
  if (!crews.some((c) => c.isDefault)) {
    await db.transaction((tx) => defaultCrewId(tx, tenant.id));
    crews = await db.select().from(s.crews).where(eq(s.crews.tenantId, tenant.id)).orderBy(asc(s.crews.id));
  }
  const settings = settingsOf(tenant);
  const fields = Object.entries(SETTINGS_API_FIELDS).map(([api, own]) => [api, settings[own]]);
  return {
    ...(Object.fromEntries(fields) as { [K in SettingsApiField]: SchedulingSettings[(typeof SETTINGS_API_FIELDS)[K]] }),
    crews: crews.map((c) => ({ id: c.id, name: c.name, user_id: c.userId, is_default: c.isDefault })),
  };
}

/**
 * A settings change: the stored settings with the API fields the body gives, checked whole by the
 * engine's schema (so the window stays longer than the lead time); messages keyed by API field.
 */
export function settingsChange(tenant: TenantRow, body: Record<string, unknown>) {
  // The answer's crews may come back with it (they change through the team); any other key is a mistake.
  const unknown = Object.keys(body).filter((key) => !(key in SETTINGS_API_FIELDS) && key !== 'crews');
  if (unknown.length)
    return {
      ok: false as const,
      fields: { _: `Unrecognized key${unknown.length > 1 ? 's' : ''}: ${unknown.map((k) => `"${k}"`).join(', ')}` },
    };
  const merged: Record<string, unknown> = { ...settingsOf(tenant) };
  for (const [api, own] of Object.entries(SETTINGS_API_FIELDS)) if (body[api] !== undefined) merged[own] = body[api];
  const parsed = schedulingSettingsSchema.safeParse(merged);
  if (parsed.success) return { ok: true as const, settings: parsed.data };
  const apiName = Object.fromEntries(Object.entries(SETTINGS_API_FIELDS).map(([api, own]) => [own, api]));
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
    const [head = '', ...rest] = path.split('.');
    fields[[apiName[head] ?? head, ...rest].join('.')] ??= message;
  }
  return { ok: false as const, fields };
}

export async function updateScheduleSettings(db: Db, tenant: TenantRow, settings: SchedulingSettings) {
  const [row] = await db
    .update(s.tenants)
    .set({ ...settings, updatedAt: Date.now() })
    .where(eq(s.tenants.id, tenant.id))
    .returning();
  // The tenant record is read from memory by slug: the next read must see the new zone and hours.
  forgetTenant(db, tenant.id);
  return scheduleSettings(db, row!);
}
