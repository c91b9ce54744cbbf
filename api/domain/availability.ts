/**
 * The public availability answer (issue 14 §4): reads what the engine needs for one business and
 * one job (its scheduling settings, crews, appointments, the times booking visitors hold (issue 15),
 * time blocks and blocked days in range; the
 * service's tier and add-ons; the visitor's ZIP as a served area) and asks the engine in
 * core/scheduling/availability.ts. Reads only; no transaction needed, since a booking is checked
 * again when it is written: `crewConflicts` applies the same rule to a write, inside the schedule
 * API's write transaction.
 */
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import type { LatLng } from '#core/content/geo.ts';
import { type AvailabilityQuery, unknownAddonMessage, zipNotServedMessage } from '#core/scheduling/availability-query.ts';
import {
  type AvailabilityRequest,
  availableSlots,
  bookableDates,
  CANCELLED,
  collides,
  type DaySlots,
  type Job,
  type Slot,
  slotTimesByDate,
} from '#core/scheduling/availability.ts';
import { jobMinutes, type TimedTier } from '#core/scheduling/duration.ts';
import { schedulingSettingsFrom } from '#core/scheduling/settings.ts';
import { defaultTimeZone } from '#core/scheduling/time-zones.ts';
import { addDays, startOfDay } from '#core/scheduling/time.ts';
import { ADDONS_CATEGORY } from '#core/services/catalog.ts';
import { SERVICE_NOT_FOUND_MESSAGE, TIER_NOT_FOUND_MESSAGE } from '#core/validation/services.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { cachedRead } from './public-cache.ts';
import { lookupServedZip, unknownZipMessage, type ZipLookup } from './service-areas.ts';
import { serviceAreasOf, type TenantRow } from './tenants.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AppointmentRow = typeof s.appointments.$inferSelect;

export interface Availability {
  time_zone: string;
  duration_minutes: number;
  days: DaySlots[];
}

export type AvailabilityOutcome = { ok: true; data: Availability } | { ok: false; fields: Record<string, string> };

/**
 * Far enough before and after the asked range that a job just outside it still keeps its buffers
 * and the drive clear (at most 4 hours each way, and a drive across a service radius of 100 miles).
 */
const NEIGHBOUR_MARGIN_MS = 24 * 3_600_000;

const pointOf = (lat: number | null | undefined, lng: number | null | undefined): LatLng | null =>
  lat != null && lng != null ? { lat, lng } : null;

/** The columns that place an appointment for the engine: its own point, else its service area's centre. */
const appointmentPlace = {
  latitude: s.appointments.latitude,
  longitude: s.appointments.longitude,
  areaLatitude: s.serviceAreas.latitude,
  areaLongitude: s.serviceAreas.longitude,
};
type Placed = { [K in keyof typeof appointmentPlace]: number | null };
const placeOf = (p: Placed): LatLng | null => pointOf(p.latitude, p.longitude) ?? pointOf(p.areaLatitude, p.areaLongitude);

/** A write the schedule API is about to make: the crew, the times, and where the job is. */
export interface Placement {
  crewId: number;
  start: number;
  end: number;
  /** The appointment being edited, which does not collide with itself. */
  exceptId?: number;
  latitude?: number | null;
  longitude?: number | null;
  serviceAreaId?: number | null;
}

/**
 * The live appointments of the crew that a write would collide with under the engine's rule
 * (buffers and the drive between the two places; decision 022), in start order. Call it inside the
 * write transaction, before the write, so the check and the write see the same book.
 */
export async function crewConflicts(
  db: Db | Tx,
  tenant: Pick<TenantRow, 'id' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
  placement: Placement,
): Promise<AppointmentRow[]> {
  // One statement after the other: inside a transaction they share one connection.
  const rows = await db
    .select({ row: s.appointments, ...appointmentPlace })
    .from(s.appointments)
    .leftJoin(s.serviceAreas, eq(s.serviceAreas.id, s.appointments.serviceAreaId))
    .where(
      and(
        eq(s.appointments.tenantId, tenant.id),
        eq(s.appointments.crewId, placement.crewId),
        ne(s.appointments.status, CANCELLED),
        lt(s.appointments.startTime, placement.end + NEIGHBOUR_MARGIN_MS),
        gt(s.appointments.endTime, placement.start - NEIGHBOUR_MARGIN_MS),
      ),
    )
    .orderBy(asc(s.appointments.startTime));
  const area = placement.serviceAreaId
    ? await db
        .select({ lat: s.serviceAreas.latitude, lng: s.serviceAreas.longitude })
        .from(s.serviceAreas)
        .where(and(eq(s.serviceAreas.id, placement.serviceAreaId), eq(s.serviceAreas.tenantId, tenant.id)))
        .get()
    : undefined;
  const candidate: Job = {
    id: placement.exceptId,
    start: placement.start,
    end: placement.end,
    crewId: placement.crewId,
    location: pointOf(placement.latitude, placement.longitude) ?? pointOf(area?.lat, area?.lng),
  };
  const spacing = { bufferBeforeMinutes: tenant.bufferBeforeMinutes, bufferAfterMinutes: tenant.bufferAfterMinutes };
  return rows
    .filter((r) =>
      collides(
        candidate,
        { id: r.row.id, start: r.row.startTime, end: r.row.endTime, crewId: r.row.crewId, status: r.row.status, location: placeOf(r) },
        spacing,
      ),
    )
    .map((r) => r.row);
}

type TierRow = typeof s.serviceTiers.$inferSelect;
interface OfferedService {
  id: number;
  slug: string;
  name: string;
}
/** The asked job as the business offers it: the service and tier, each add-on with its booked tier, and its minutes. */
export interface JobLength {
  minutes: number;
  service: OfferedService;
  tier: TierRow;
  addons: { service: OfferedService; tier: TierRow }[];
}

/**
 * Whether a booking visitor's live hold (issue 15) keeps the crew busy at the placement, under the
 * engine's rule. Inside the write transaction, beside crewConflicts: the schedule API's writes and
 * the booking API's holds and confirmations all respect the times visitors hold.
 */
export async function crewHeld(
  db: Db | Tx,
  tenant: Pick<TenantRow, 'id' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
  placement: Placement,
  now: number,
  exceptHoldId?: string,
): Promise<boolean> {
  const holds = await liveHolds(
    db,
    tenant.id,
    now,
    placement.start - NEIGHBOUR_MARGIN_MS,
    placement.end + NEIGHBOUR_MARGIN_MS,
    exceptHoldId,
  );
  if (holds.length === 0) return false;
  const area = placement.serviceAreaId
    ? await db
        .select({ lat: s.serviceAreas.latitude, lng: s.serviceAreas.longitude })
        .from(s.serviceAreas)
        .where(and(eq(s.serviceAreas.id, placement.serviceAreaId), eq(s.serviceAreas.tenantId, tenant.id)))
        .get()
    : undefined;
  const candidate: Job = {
    start: placement.start,
    end: placement.end,
    crewId: placement.crewId,
    location: pointOf(placement.latitude, placement.longitude) ?? pointOf(area?.lat, area?.lng),
  };
  const spacing = { bufferBeforeMinutes: tenant.bufferBeforeMinutes, bufferAfterMinutes: tenant.bufferAfterMinutes };
  return holds.some((h) => collides(candidate, h, spacing));
}

/** The minutes of the asked job, or the per-field messages for a service, tier or add-on the business does not offer. */
export async function jobLength(
  db: Db,
  tenant: TenantRow,
  query: Pick<AvailabilityQuery, 'service' | 'tier' | 'addons' | 'size'>,
): Promise<JobLength | { fields: Record<string, string> }> {
  const slugs = [query.service, ...query.addons];
  const services = await db
    .select({ id: s.services.id, slug: s.services.slug, name: s.services.name, category: s.services.category })
    .from(s.services)
    .where(and(eq(s.services.tenantId, tenant.id), eq(s.services.active, true), inArray(s.services.slug, slugs)));
  const service = services.find((r) => r.slug === query.service && r.category !== ADDONS_CATEGORY);
  if (!service) return { fields: { service: SERVICE_NOT_FOUND_MESSAGE } };
  const addons = query.addons.map((slug) => services.find((r) => r.slug === slug && r.category === ADDONS_CATEGORY));
  const tiers = await db
    .select()
    .from(s.serviceTiers)
    .where(
      and(inArray(s.serviceTiers.serviceId, [service.id, ...addons.flatMap((a) => (a ? [a.id] : []))]), eq(s.serviceTiers.enabled, true)),
    )
    .orderBy(asc(s.serviceTiers.durationMinutes), asc(s.serviceTiers.sortOrder));
  const fields: Record<string, string> = {};
  const tier = tiers.find((t) => t.id === query.tier && t.serviceId === service.id);
  if (!tier) fields.tier = TIER_NOT_FOUND_MESSAGE;
  // An add-on is booked at its shortest enabled tier: the "from" duration its service pages show.
  const booked: JobLength['addons'] = [];
  for (const [i, addon] of addons.entries()) {
    const addonTier = addon && tiers.find((t) => t.serviceId === addon.id);
    if (addonTier) booked.push({ service: addon, tier: addonTier });
    else fields.addons ??= unknownAddonMessage(query.addons[i]!);
  }
  if (!tier || fields.addons) return { fields };
  const addonTiers: TimedTier[] = booked.map((a) => a.tier);
  return { minutes: jobMinutes(tier, addonTiers, query.size), service, tier, addons: booked };
}

export type ServedZip = Extract<ZipLookup, { served: true }>;

/**
 * Where the job would be: the served area of the visitor's ZIP (its centre, else the ZIP's) and the
 * lookup's answer (its travel pricing), or a message for the zip field.
 */
export async function jobPlace(
  db: Db,
  tenant: TenantRow,
  zip: string | undefined,
): Promise<{ place: LatLng | null; served?: ServedZip } | { message: string; notServed: boolean }> {
  if (!zip) return { place: null };
  const found = await lookupServedZip(db, tenant, zip);
  if (!found) return { message: unknownZipMessage(zip), notServed: false };
  if (!found.served) return { message: zipNotServedMessage(found.zip), notServed: true };
  // The same cached read the lookup just made.
  const areas = await cachedRead(db, tenant.slug, 'service-areas', () => serviceAreasOf(db, tenant.id), tenant.id);
  const area = areas.find((a) => a.id === found.area.id);
  return { place: pointOf(area?.latitude, area?.longitude), served: found };
}

/** The bookable start times for the asked job, by local date, or the per-field messages of what the business cannot book. */
export async function availabilityFor(db: Db, tenant: TenantRow, query: AvailabilityQuery, now: number): Promise<AvailabilityOutcome> {
  const [length, where] = await Promise.all([jobLength(db, tenant, query), jobPlace(db, tenant, query.zip)]);
  const fields = { ...('fields' in length ? length.fields : {}), ...('message' in where ? { zip: where.message } : {}) };
  if ('fields' in length || 'message' in where) return { ok: false, fields };
  const open = await openSlots(db, tenant, { minutes: length.minutes, place: where.place, from: query.from, to: query.to }, now);
  return { ok: true, data: { time_zone: open.zone, duration_minutes: length.minutes, days: slotTimesByDate(open.slots) } };
}

/** A job to find times for: its length, its place, the dates asked (clamped as for the public route). */
export interface SlotQuery {
  minutes: number;
  place: LatLng | null;
  from?: string;
  to?: string;
  /** What the asker already has, which does not stand in its own way: their hold, or the appointment being moved. */
  except?: { holdId?: string; appointmentId?: number };
}

export interface OpenSlots {
  zone: string;
  /** The free start times, with the crews free for each. */
  slots: Slot[];
  /** The engine's question, to ask again (with an empty book: the times the business offers at all). */
  request: AvailabilityRequest | null;
}

/**
 * The free start times of a job: the engine on the business's settings, crews, time blocks, blocked
 * days, live appointments and the times visitors hold for a booking (issue 15 §2) in range.
 */
export async function openSlots(db: Db, tenant: TenantRow, job: SlotQuery, now: number): Promise<OpenSlots> {
  // Read fresh, not from the tenant row cached for the site: an owner's new hours count at once.
  const stored = await db
    .select({
      timeZone: s.tenants.timeZone,
      operatingHours: s.tenants.operatingHours,
      leadTimeDays: s.tenants.leadTimeDays,
      bookingWindowDays: s.tenants.bookingWindowDays,
      slotIntervalMinutes: s.tenants.slotIntervalMinutes,
      bufferBeforeMinutes: s.tenants.bufferBeforeMinutes,
      bufferAfterMinutes: s.tenants.bufferAfterMinutes,
    })
    .from(s.tenants)
    .where(eq(s.tenants.id, tenant.id))
    .get();
  const settings = schedulingSettingsFrom(stored, defaultTimeZone(tenant.businessState, tenant.businessCity));
  const zone = settings.timeZone;
  const dates = bookableDates({ ...settings, zone, now, from: job.from, to: job.to });
  if (!dates) return { zone, slots: [], request: null };
  const rangeStart = startOfDay(dates.first, zone) - NEIGHBOUR_MARGIN_MS;
  const rangeEnd = startOfDay(addDays(dates.last, 1), zone) + NEIGHBOUR_MARGIN_MS;

  const [crews, appointments, holds, timeBlocks, blocked] = await Promise.all([
    db.select({ id: s.crews.id }).from(s.crews).where(eq(s.crews.tenantId, tenant.id)).orderBy(desc(s.crews.isDefault), asc(s.crews.id)),
    db
      .select({
        start: s.appointments.startTime,
        end: s.appointments.endTime,
        crewId: s.appointments.crewId,
        status: s.appointments.status,
        ...appointmentPlace,
      })
      .from(s.appointments)
      .leftJoin(s.serviceAreas, eq(s.serviceAreas.id, s.appointments.serviceAreaId))
      .where(
        and(
          eq(s.appointments.tenantId, tenant.id),
          ne(s.appointments.status, CANCELLED),
          lt(s.appointments.startTime, rangeEnd),
          gt(s.appointments.endTime, rangeStart),
          job.except?.appointmentId ? ne(s.appointments.id, job.except.appointmentId) : undefined,
        ),
      ),
    liveHolds(db, tenant.id, now, rangeStart, rangeEnd, job.except?.holdId),
    db
      .select({ start: s.timeBlocks.startTime, end: s.timeBlocks.endTime, crewId: s.timeBlocks.crewId })
      .from(s.timeBlocks)
      .where(and(eq(s.timeBlocks.tenantId, tenant.id), lt(s.timeBlocks.startTime, rangeEnd), gt(s.timeBlocks.endTime, rangeStart))),
    db
      .select({ date: s.blockedDays.blockedDate })
      .from(s.blockedDays)
      .where(
        and(eq(s.blockedDays.tenantId, tenant.id), gte(s.blockedDays.blockedDate, dates.first), lte(s.blockedDays.blockedDate, dates.last)),
      ),
  ]);

  const jobs: Job[] = [
    ...appointments.map((a) => ({ start: a.start, end: a.end, crewId: a.crewId, status: a.status, location: placeOf(a) })),
    ...holds,
  ];
  const request: AvailabilityRequest = {
    zone,
    hours: settings.operatingHours,
    blockedDates: blocked.map((b) => b.date),
    timeBlocks,
    appointments: jobs,
    // A business always has its default crew (migration 0009); one without any row still works as one crew.
    crews: crews.length > 0 ? crews.map((c) => c.id) : [0],
    durationMinutes: job.minutes,
    location: job.place,
    spacing: { bufferBeforeMinutes: settings.bufferBeforeMinutes, bufferAfterMinutes: settings.bufferAfterMinutes },
    leadTimeDays: settings.leadTimeDays,
    bookingWindowDays: settings.bookingWindowDays,
    slotIntervalMinutes: settings.slotIntervalMinutes,
    now,
    from: dates.first,
    to: dates.last,
  };
  return { zone, slots: availableSlots(request), request };
}

/** The states of a booking hold that keep its time (api/domain/booking/holds.ts). */
export const LIVE_HOLD_STATES = ['held', 'payment'];

/**
 * The unexpired booking holds of a business overlapping a range, as jobs of the engine (placed at
 * their service area's centre). Statements one after the other: callable inside a transaction.
 */
export async function liveHolds(
  db: Db | Tx,
  tenantId: number,
  now: number,
  from: number,
  to: number,
  exceptHoldId?: string,
): Promise<Job[]> {
  const rows = await db
    .select({
      start: s.bookingHolds.startTime,
      end: s.bookingHolds.endTime,
      crewId: s.bookingHolds.crewId,
      areaLatitude: s.serviceAreas.latitude,
      areaLongitude: s.serviceAreas.longitude,
    })
    .from(s.bookingHolds)
    .leftJoin(s.serviceAreas, eq(s.serviceAreas.id, s.bookingHolds.serviceAreaId))
    .where(
      and(
        eq(s.bookingHolds.tenantId, tenantId),
        inArray(s.bookingHolds.state, LIVE_HOLD_STATES),
        gt(s.bookingHolds.expiresAt, now),
        lt(s.bookingHolds.startTime, to),
        gt(s.bookingHolds.endTime, from),
        exceptHoldId ? ne(s.bookingHolds.id, exceptHoldId) : undefined,
      ),
    );
  return rows.map((h) => ({ start: h.start, end: h.end, crewId: h.crewId, location: pointOf(h.areaLatitude, h.areaLongitude) }));
}
