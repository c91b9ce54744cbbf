/**
 * Holds (issue 15 §2): a visitor who picks a time keeps it for HOLD_MINUTES. The free times are read
 * first (the availability engine, which counts other visitors' live holds); the chosen crew is then
 * checked again inside the write transaction, against the crew's appointments (crewConflicts, the
 * schedule API's rule) and the live holds, before the hold is written. Writes of this process run
 * one at a time (db/client.ts), so of many visitors asking for one time the first takes it and the
 * rest are told it was just taken, with the nearest free times.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { HOLD_MINUTES, type HoldRequest, TIME_UNAVAILABLE_MESSAGE } from '#core/booking/schemas.ts';
import type { BookingSettings } from '#core/booking/settings.ts';
import type { LatLng } from '#core/content/geo.ts';
import { availableSlots, type Slot } from '#core/scheduling/availability.ts';
import { addDays, instantAt } from '#core/scheduling/time.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { crewConflicts, crewHeld, LIVE_HOLD_STATES, openSlots } from '../availability.ts';
import { defaultCrewId } from '../schedule.ts';
import type { TenantRow } from '../tenants.ts';
import { type BookedJob, resolveJob } from './job.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type HoldRow = typeof s.bookingHolds.$inferSelect;

const MINUTE_MS = 60_000;
/** How far around the asked date the nearest free times are looked for. */
const ALTERNATIVE_DAYS = 7;
const MAX_ALTERNATIVES = 6;

export interface Alternative {
  date: string;
  time: string;
  start: string;
}

export type HoldOutcome =
  | { ok: true; hold: HoldRow; job: BookedJob }
  | { ok: false; status: 400; fields: Record<string, string>; notServed: boolean }
  | { ok: false; status: 409; alternatives: Alternative[] };

export const newHoldId = () => randomBytes(16).toString('base64url');
/** A hold id is 22 base64url characters; anything else is not one of ours. */
export const isHoldId = (id: string) => /^[A-Za-z0-9_-]{22}$/.test(id);

/** The free start times nearest the one asked for (either side), for the same job. */
export async function nearestAlternatives(
  db: Db,
  tenant: TenantRow,
  job: { minutes: number; place: LatLng | null; start: number; date: string },
  now: number,
  except: { holdId?: string; appointmentId?: number } = {},
): Promise<Alternative[]> {
  const open = await openSlots(
    db,
    tenant,
    { minutes: job.minutes, place: job.place, from: addDays(job.date, -ALTERNATIVE_DAYS), to: addDays(job.date, ALTERNATIVE_DAYS), except },
    now,
  );
  return open.slots
    .filter((slot) => slot.start !== job.start)
    .sort((a, b) => Math.abs(a.start - job.start) - Math.abs(b.start - job.start) || a.start - b.start)
    .slice(0, MAX_ALTERNATIVES)
    .sort((a, b) => a.start - b.start)
    .map((slot) => ({ date: slot.date, time: slot.time, start: new Date(slot.start).toISOString() }));
}

/**
 * The crew of `crews` (in the engine's order) free for the job inside the transaction, or undefined:
 * no appointment of the crew and no other live hold collides with it.
 */
export async function freeCrew(
  tx: Tx,
  tenant: TenantRow,
  crews: readonly number[],
  job: { start: number; end: number; serviceAreaId: number | null; place: LatLng | null },
  now: number,
  except: { holdId?: string; appointmentId?: number } = {},
): Promise<number | undefined> {
  for (const listed of crews) {
    // A business without any crew row yet (the engine counted it as one crew, 0) gets its default crew.
    const crewId = listed === 0 ? await defaultCrewId(tx, tenant.id) : listed;
    const placement = { crewId, start: job.start, end: job.end, serviceAreaId: job.serviceAreaId, exceptId: except.appointmentId };
    const taken = await crewConflicts(tx, tenant, placement);
    if (taken.length || (await crewHeld(tx, tenant, { ...placement, ...pointOf(job.place) }, now, except.holdId))) continue;
    return crewId;
  }
  return undefined;
}

const pointOf = (place: LatLng | null) => (place ? { latitude: place.lat, longitude: place.lng } : {});

/** Whether the business offers the time at all (hours, notice, window, blocked days), bookings aside. */
const offeredAtAll = (request: Parameters<typeof availableSlots>[0] | null, start: number) =>
  request !== null && availableSlots({ ...request, appointments: [] }).some((slot) => slot.start === start);

/** The slot of the asked date and time among the free ones. */
const slotAt = (slots: readonly Slot[], date: string, time: string) => slots.find((slot) => slot.date === date && slot.time === time);

export async function placeHold(
  db: Db,
  tenant: TenantRow,
  request: HoldRequest,
  settings: BookingSettings,
  now: number,
): Promise<HoldOutcome> {
  const resolved = await resolveJob(db, tenant, request, settings);
  if (!resolved.ok) return { ok: false, status: 400, fields: resolved.fields, notServed: resolved.notServed };
  return holdJob(db, tenant, resolved, request, now);
}

/** Holds the asked time for a job already priced: a visitor's choice of service, or an accepted estimate's lines. */
export async function holdJob(
  db: Db,
  tenant: TenantRow,
  { job, place }: { job: BookedJob; place: LatLng | null },
  request: { date: string; time: string; release?: string },
  now: number,
): Promise<HoldOutcome> {
  const minutes = job.price.durationMinutes;
  const release = request.release && isHoldId(request.release) ? request.release : undefined;
  const open = await openSlots(db, tenant, { minutes, place, from: request.date, to: request.date, except: { holdId: release } }, now);
  const start = instantAt(request.date, request.time, open.zone);
  const slot = slotAt(open.slots, request.date, request.time);
  const taken = async (): Promise<HoldOutcome> => ({
    ok: false,
    status: 409,
    alternatives: await nearestAlternatives(db, tenant, { minutes, place, start, date: request.date }, now, { holdId: release }),
  });
  if (!slot) {
    if (offeredAtAll(open.request, start)) return taken();
    return { ok: false, status: 400, fields: { time: TIME_UNAVAILABLE_MESSAGE }, notServed: false };
  }
  const hold = await db.transaction(async (tx) => {
    if (release) await releaseHoldIn(tx, tenant.id, release);
    const crewId = await freeCrew(
      tx,
      tenant,
      slot.crews,
      { start: slot.start, end: slot.end, serviceAreaId: job.area?.id ?? null, place },
      now,
      {
        holdId: release,
      },
    );
    if (crewId === undefined) return undefined;
    const [row] = await tx
      .insert(s.bookingHolds)
      .values({
        id: newHoldId(),
        tenantId: tenant.id,
        crewId,
        startTime: slot.start,
        endTime: slot.end,
        expiresAt: now + HOLD_MINUTES * MINUTE_MS,
        state: 'held',
        job: job as unknown as Record<string, unknown>,
        serviceAreaId: job.area?.id ?? null,
      })
      .returning();
    return row;
  });
  return hold ? { ok: true, hold, job } : taken();
}

async function releaseHoldIn(tx: Tx | Db, tenantId: number | undefined, id: string): Promise<boolean> {
  const where = [eq(s.bookingHolds.id, id), inArray(s.bookingHolds.state, ['held'])];
  if (tenantId !== undefined) where.push(eq(s.bookingHolds.tenantId, tenantId));
  const released = await tx
    .update(s.bookingHolds)
    .set({ state: 'released' })
    .where(and(...where))
    .returning({ id: s.bookingHolds.id });
  return released.length > 0;
}

/** Gives a hold's time back (the visitor left, or picked another). A hold waiting for a payment stays. */
export async function releaseHold(db: Db, id: string): Promise<boolean> {
  if (!isHoldId(id)) return false;
  return releaseHoldIn(db, undefined, id);
}

/** Deletes holds that ended a day ago or more: expired, given back or booked (the booking keeps what matters). */
export async function pruneHolds(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(s.bookingHolds)
    .where(lt(s.bookingHolds.expiresAt, now - PRUNE_AFTER_MS))
    .returning({ id: s.bookingHolds.id });
  return gone.length;
}
const PRUNE_AFTER_MS = 24 * 3_600_000;

export async function findHold(db: Db | Tx, id: string): Promise<HoldRow | undefined> {
  if (!isHoldId(id)) return undefined;
  return db.select().from(s.bookingHolds).where(eq(s.bookingHolds.id, id)).get();
}

export const holdIsLive = (hold: HoldRow, now: number) => LIVE_HOLD_STATES.includes(hold.state) && hold.expiresAt > now;

export function holdJson(hold: HoldRow, priceJson: unknown) {
  return {
    hold_id: hold.id,
    expires_at: new Date(hold.expiresAt).toISOString(),
    start: new Date(hold.startTime).toISOString(),
    end: new Date(hold.endTime).toISOString(),
    crew: null,
    price: priceJson,
  };
}
