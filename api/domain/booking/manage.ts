/**
 * The manage link (issue 15 §4): the token in the customer's e-mail opens their booking until the
 * appointment is over (only its SHA-256 is stored). Before the owner's cancellation notice the
 * customer may move it to another free time or cancel it; inside the notice they are told to call.
 * The owner is notified of every change (dashboard and e-mail), the customer gets the new details.
 */
import { and, eq } from 'drizzle-orm';
import {
  BOOKING_CANCELLED_MESSAGE,
  callToChangeMessage,
  type RescheduleRequest,
  TIME_TAKEN_MESSAGE,
  TIME_UNAVAILABLE_MESSAGE,
} from '#core/booking/schemas.ts';
import { bookingSettingsFrom } from '#core/booking/settings.ts';
import { formatPhone } from '#core/format/phone.ts';
import { availableSlots, CANCELLED, slotTimesByDate } from '#core/scheduling/availability.ts';
import { instantAt } from '#core/scheduling/time.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { jobPlace, openSlots } from '../availability.ts';
import { isTriggerOverlap } from '../schedule.ts';
import { findTenantById, type TenantRow } from '../tenants.ts';
import { bookedJson, MANAGE_TOKEN_PATTERN, sha256 } from './confirm.ts';
import { type Alternative, freeCrew, nearestAlternatives } from './holds.ts';
import { jobOf } from './job.ts';
import { type BookingFacts, customerChange, factsOf, ownerEmailOf, ownerNotice, sendLogged, zoneOf } from './messages.ts';
import { moveReminders } from './reminders.ts';

const HOUR_MS = 3_600_000;
/** Statuses the customer can no longer change from the link (the job started or ended). */
const SETTLED = ['in_progress', 'completed', CANCELLED];

export interface Managed {
  tenant: TenantRow;
  appointment: typeof s.appointments.$inferSelect;
  booking: typeof s.bookings.$inferSelect;
}

/** The booking a token opens, or undefined (unknown token, or the appointment is over). */
export async function findManaged(db: Db, token: string, now: number): Promise<Managed | undefined> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .select({ appointment: s.appointments, booking: s.bookings })
    .from(s.bookings)
    .innerJoin(s.appointments, eq(s.appointments.id, s.bookings.appointmentId))
    .where(eq(s.bookings.manageTokenHash, sha256(token)))
    .get();
  if (!row || row.appointment.endTime <= now) return undefined;
  const tenant = await findTenantById(db, row.appointment.tenantId);
  return tenant ? { tenant, ...row } : undefined;
}

/** Whether the customer may still change it: not started, cancelled or done, and before the notice. */
export function changeRule(m: Managed, now: number) {
  const { cancellationNoticeHours } = bookingSettingsFrom(m.tenant.settings);
  const open = !SETTLED.includes(m.appointment.status) && m.appointment.startTime - now >= cancellationNoticeHours * HOUR_MS;
  const phone = m.tenant.businessPhone ? formatPhone(m.tenant.businessPhone) : null;
  return {
    canChange: open,
    cancellationNoticeHours,
    changeMessage: open || m.appointment.status === CANCELLED ? null : callToChangeMessage(m.tenant.businessName, phone),
  };
}

export function managedJson(m: Managed, now: number) {
  const rule = changeRule(m, now);
  return {
    appointment: bookedJson(m.tenant, factsOf(m.appointment, m.booking, zoneOf(m.tenant))),
    can_change: rule.canChange,
    cancellation_notice_hours: rule.cancellationNoticeHours,
    change_message: rule.changeMessage,
  };
}

export type ChangeOutcome =
  | { ok: true; managed: Managed }
  | { ok: false; status: 400; fields: Record<string, string> }
  | { ok: false; status: 403 | 409; error: string; alternatives?: Alternative[] };

/** A change the link may not make now: cancelled already, or inside the notice. */
function refusal(m: Managed, now: number): ChangeOutcome | undefined {
  if (m.appointment.status === CANCELLED) return { ok: false, status: 409, error: BOOKING_CANCELLED_MESSAGE };
  const rule = changeRule(m, now);
  if (!rule.canChange) return { ok: false, status: 403, error: rule.changeMessage ?? BOOKING_CANCELLED_MESSAGE };
  return undefined;
}

async function announce(db: Db, mailer: Mailer, m: Managed, change: 'rescheduled' | 'cancelled', manageUrl: string) {
  const facts: BookingFacts = { ...factsOf(m.appointment, m.booking, zoneOf(m.tenant)), manageUrl };
  await sendLogged(db, mailer, m.tenant.id, customerChange(m.tenant, facts, change));
  const owner = ownerEmailOf(m.tenant);
  if (owner) await sendLogged(db, mailer, m.tenant.id, ownerNotice(m.tenant, facts, change).mail(owner));
}

const reread = async (db: Db, m: Managed): Promise<Managed> => ({
  ...m,
  appointment: (await db.select().from(s.appointments).where(eq(s.appointments.id, m.appointment.id)).get())!,
});

/**
 * The free times a booking can move to: for the booked job as it was booked (its minutes and place,
 * the appointment itself not in the way), the same question rescheduleBooking checks the pick
 * against. A booking from an estimate has no service of its own to ask the availability route with.
 */
export async function manageAvailability(db: Db, m: Managed, now: number) {
  const job = jobOf(m.booking);
  const where = await jobPlace(db, m.tenant, job.zip);
  const minutes = job.price.durationMinutes;
  const place = 'place' in where ? where.place : null;
  const open = await openSlots(db, m.tenant, { minutes, place, except: { appointmentId: m.appointment.id } }, now);
  return { time_zone: open.zone, duration_minutes: minutes, days: slotTimesByDate(open.slots) };
}

export async function rescheduleBooking(
  db: Db,
  mailer: Mailer,
  m: Managed,
  request: RescheduleRequest,
  manageUrl: string,
  now: number,
): Promise<ChangeOutcome> {
  const refused = refusal(m, now);
  if (refused) return refused;
  const job = jobOf(m.booking);
  const where = await jobPlace(db, m.tenant, job.zip);
  const place = 'place' in where ? where.place : null;
  const minutes = job.price.durationMinutes;
  const except = { appointmentId: m.appointment.id };
  const open = await openSlots(db, m.tenant, { minutes, place, from: request.date, to: request.date, except }, now);
  const start = instantAt(request.date, request.time, open.zone);
  const slot = open.slots.find((x) => x.date === request.date && x.time === request.time);
  const taken = async (): Promise<ChangeOutcome> => ({
    ok: false,
    status: 409,
    error: TIME_TAKEN_MESSAGE,
    alternatives: await nearestAlternatives(db, m.tenant, { minutes, place, start, date: request.date }, now, except),
  });
  if (!slot) {
    const offered = open.request !== null && availableSlots({ ...open.request, appointments: [] }).some((x) => x.start === start);
    return offered ? taken() : { ok: false, status: 400, fields: { time: TIME_UNAVAILABLE_MESSAGE } };
  }
  const settings = bookingSettingsFrom(m.tenant.settings);
  let moved: boolean;
  try {
    moved = await db.transaction(async (tx) => {
      const placement = { start: slot.start, end: slot.end, serviceAreaId: m.appointment.serviceAreaId, place };
      const crewId = await freeCrew(tx, m.tenant, slot.crews, placement, now, except);
      if (crewId === undefined) return false;
      const [row] = await tx
        .update(s.appointments)
        .set({ startTime: slot.start, endTime: slot.end, crewId, updatedAt: now })
        .where(and(eq(s.appointments.id, m.appointment.id), eq(s.appointments.tenantId, m.tenant.id)))
        .returning();
      await moveReminders(tx, m.tenant.id, row!, settings, now);
      const facts = factsOf(row!, m.booking, zoneOf(m.tenant));
      await tx.insert(s.notifications).values(ownerNotice(m.tenant, facts, 'rescheduled').notification);
      return true;
    });
  } catch (error) {
    if (!isTriggerOverlap(error)) throw error;
    moved = false;
  }
  if (!moved) return taken();
  const managed = await reread(db, m);
  await announce(db, mailer, managed, 'rescheduled', manageUrl);
  return { ok: true, managed };
}

export async function cancelBooking(db: Db, mailer: Mailer, m: Managed, manageUrl: string, now: number): Promise<ChangeOutcome> {
  const refused = refusal(m, now);
  if (refused) return refused;
  const settings = bookingSettingsFrom(m.tenant.settings);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(s.appointments)
      .set({ status: CANCELLED, updatedAt: now })
      .where(and(eq(s.appointments.id, m.appointment.id), eq(s.appointments.tenantId, m.tenant.id)))
      .returning();
    await moveReminders(tx, m.tenant.id, row!, settings, now);
    await tx.insert(s.notifications).values(ownerNotice(m.tenant, factsOf(row!, m.booking, zoneOf(m.tenant)), 'cancelled').notification);
  });
  const managed = await reread(db, m);
  await announce(db, mailer, managed, 'cancelled', manageUrl);
  return { ok: true, managed };
}
