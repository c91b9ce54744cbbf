/**
 * GET /api/availability/{slug} through the real stack (issue 14 §4): the engine fed from a libSQL
 * file, with the business's settings, crews, appointments (their crews, places and statuses), time
 * blocks, blocked days, services, tiers, add-ons and service areas as stored; every 400 per field;
 * and the same rule as the schedule API's check before a write (crewConflicts).
 */
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDONS_MESSAGE,
  DATE_MESSAGE,
  RANGE_LENGTH_MESSAGE,
  RANGE_ORDER_MESSAGE,
  SERVICE_REQUIRED_MESSAGE,
  SIZE_MESSAGE,
  TIER_ID_MESSAGE,
  unknownAddonMessage,
  zipNotServedMessage,
} from '#core/scheduling/availability-query.ts';
import type { OperatingHours } from '#core/scheduling/hours.ts';
import { addDays, datesFrom, hoursInDay, instantAt, todayIn, WEEKDAYS, weekdayOf } from '#core/scheduling/time.ts';
import { SERVICE_NOT_FOUND_MESSAGE, TIER_NOT_FOUND_MESSAGE } from '#core/validation/services.ts';
import { ZIP_FORMAT_MESSAGE } from '#core/validation/zip.ts';
import * as s from '#db/schema.ts';
import { composeServer, defaultLimits } from '#api/compose.ts';
import { crewConflicts } from '#api/domain/availability.ts';
import { unknownZipMessage } from '#api/domain/service-areas.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { startHarness, type Harness } from './harness.ts';

const SLUG = 'prestige-mobile-detailing';
const PHX = 'America/Phoenix';
const LA = 'America/Los_Angeles';
const EVERY_DAY = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '08:00', close: '17:00', closed: false }])) as OperatingHours;
/** Goodyear, AZ: about 25 miles west of Scottsdale (85251), a 55-minute drive at 30 mph. */
const GOODYEAR = { lat: 33.4353, lng: -112.3582 };

let h: Harness;
let tenantId: number;
let crewA: number;
/** The Express Detail (90 minutes) of auto-detailing, and a tier of another service. */
let express: number;
let otherServiceTier: number;
/** A date three days ahead in Phoenix, whatever day the tests run. */
let day: string;

beforeAll(async () => {
  // The fuzz below asks hundreds of times; the per-address limit is not what these tests are about.
  h = await startHarness({ publish: false, limits: { availability: new RateLimiter(1e9, 60_000) } });
  const tenant = await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, SLUG)).get();
  tenantId = tenant!.id;
  const tiers = await h.db
    .select({ id: s.serviceTiers.id, name: s.serviceTiers.name, service: s.services.slug })
    .from(s.serviceTiers)
    .innerJoin(s.services, eq(s.services.id, s.serviceTiers.serviceId))
    .where(eq(s.services.tenantId, tenantId));
  express = tiers.find((t) => t.service === 'auto-detailing' && t.name === 'Express Detail')!.id;
  otherServiceTier = tiers.find((t) => t.service === 'ceramic-coating')!.id;
  day = addDays(todayIn(PHX, Date.now()), 3);
}, 120_000);
afterAll(() => h?.close());

/** Every test starts from a known calendar: open 08:00 to 17:00 daily, no notice or buffers, one crew, nothing booked. */
beforeEach(async () => {
  await h.db
    .update(s.tenants)
    .set({
      timeZone: PHX,
      operatingHours: EVERY_DAY,
      leadTimeDays: 0,
      bookingWindowDays: 365,
      slotIntervalMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
    })
    .where(eq(s.tenants.id, tenantId));
  await h.db.delete(s.appointments).where(eq(s.appointments.tenantId, tenantId));
  await h.db.delete(s.timeBlocks).where(eq(s.timeBlocks.tenantId, tenantId));
  await h.db.delete(s.blockedDays).where(eq(s.blockedDays.tenantId, tenantId));
  await h.db.delete(s.crews).where(eq(s.crews.tenantId, tenantId));
  const [crew] = await h.db.insert(s.crews).values({ tenantId, name: 'Crew A', isDefault: true }).returning({ id: s.crews.id });
  crewA = crew!.id;
});

const ask = (params: Record<string, string>, slug = SLUG) => h.request(`/api/availability/${slug}?${new URLSearchParams(params)}`);
const express90 = (more: Record<string, string> = {}) => ({
  service: 'auto-detailing',
  tier: String(express),
  from: day,
  to: day,
  ...more,
});
async function slotsOn(params: Record<string, string>, date = day): Promise<string[]> {
  const res = await ask(params);
  expect(res.status).toBe(200);
  const body = await res.json();
  return body.data.days.find((d: { date: string }) => d.date === date)?.slots ?? [];
}
const halfHours = (from: string, to: string) => {
  const out: string[] = [];
  const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  for (let m = minutesOf(from); m <= minutesOf(to); m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};
const book = (from: string, to: string, more: Partial<typeof s.appointments.$inferInsert> = {}) =>
  h.db.insert(s.appointments).values({
    tenantId,
    title: 'Full Detail',
    serviceType: 'auto-detailing',
    serviceDurationMinutes: 60,
    startTime: instantAt(day, from, PHX),
    endTime: instantAt(day, to, PHX),
    customerName: 'Jordan Miles',
    customerPhone: '6025550142',
    crewId: crewA,
    ...more,
  });

describe('the answer', () => {
  it('lists the start times of the day in the business’s zone, none running past closing', async () => {
    const res = await ask(express90());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      success: true,
      data: { time_zone: PHX, duration_minutes: 90, days: [{ date: day, slots: halfHours('08:00', '15:30') }] },
    });
  });

  it('add-ons lengthen the job', async () => {
    const body = await (await ask(express90({ addons: 'engine-bay-detail,pet-hair-removal' }))).json();
    expect(body.data.duration_minutes).toBe(180);
    expect(body.data.days[0].slots.at(-1)).toBe('14:00');
  });

  it('covers the asked dates, leaving out closed and blocked ones', async () => {
    await h.db
      .update(s.tenants)
      .set({ operatingHours: { ...EVERY_DAY, sunday: { ...EVERY_DAY.sunday, closed: true } } })
      .where(eq(s.tenants.id, tenantId));
    await h.db.insert(s.blockedDays).values({ tenantId, blockedDate: addDays(day, 1), reason: 'Supplier visit' });
    const body = await (await ask(express90({ to: addDays(day, 7) }))).json();
    const open = datesFrom(day, addDays(day, 7)).filter((d) => d !== addDays(day, 1) && weekdayOf(d) !== 'sunday');
    expect(open.length).toBeGreaterThanOrEqual(5);
    expect(body.data.days.map((d: { date: string }) => d.date)).toEqual(open);
    expect(body.data.days.every((d: { slots: string[] }) => d.slots.length === 16)).toBe(true);
  });

  it('honours the lead time and the booking window', async () => {
    await h.db.update(s.tenants).set({ leadTimeDays: 4 }).where(eq(s.tenants.id, tenantId));
    expect((await (await ask(express90({ to: addDays(day, 1) }))).json()).data.days.map((d: { date: string }) => d.date)).toEqual([
      addDays(day, 1),
    ]);
    await h.db.update(s.tenants).set({ leadTimeDays: 0, bookingWindowDays: 2 }).where(eq(s.tenants.id, tenantId));
    expect((await (await ask(express90())).json()).data.days).toEqual([]);
  });
});

describe('what is already booked', () => {
  it('keeps an appointment of the crew clear, and a cancelled one frees its time', async () => {
    await book('10:00', '11:00');
    expect(await slotsOn(express90())).toEqual(['08:00', '08:30', ...halfHours('11:00', '15:30')]);
    await h.db.update(s.appointments).set({ status: 'cancelled' }).where(eq(s.appointments.tenantId, tenantId));
    expect(await slotsOn(express90())).toEqual(halfHours('08:00', '15:30'));
  });

  it('a second crew takes the times the first one has booked', async () => {
    await book('10:00', '11:00');
    await h.db.insert(s.crews).values({ tenantId, name: 'Crew B' });
    expect(await slotsOn(express90())).toEqual(halfHours('08:00', '15:30'));
  });

  it('keeps the buffers around each job', async () => {
    await book('10:00', '11:00');
    await h.db.update(s.tenants).set({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }).where(eq(s.tenants.id, tenantId));
    expect(await slotsOn(express90())).toEqual(['08:00', ...halfHours('11:30', '15:30')]);
  });

  it('leaves the drive from a job across town, by its point or its service area', async () => {
    await book('12:00', '13:00', { latitude: GOODYEAR.lat, longitude: GOODYEAR.lng });
    const nearby = await slotsOn(express90());
    expect(nearby).toContain('10:30');
    expect(nearby).toContain('13:00');
    const fromScottsdale = await slotsOn(express90({ zip: '85251' }));
    expect(fromScottsdale).toContain('09:30');
    expect(fromScottsdale).not.toContain('10:00');
    expect(fromScottsdale).not.toContain('13:30');
    expect(fromScottsdale).toContain('14:00');

    await h.db.delete(s.appointments).where(eq(s.appointments.tenantId, tenantId));
    const [goodyear] = await h.db
      .select({ id: s.serviceAreas.id })
      .from(s.serviceAreas)
      .where(and(eq(s.serviceAreas.tenantId, tenantId), eq(s.serviceAreas.city, 'Goodyear')));
    await book('12:00', '13:00', { serviceAreaId: goodyear!.id });
    expect(await slotsOn(express90({ zip: '85251' }))).toEqual(fromScottsdale);
  });

  it('keeps a time block clear', async () => {
    await h.db.insert(s.timeBlocks).values({
      tenantId,
      title: 'Van service',
      blockType: 'maintenance',
      startTime: instantAt(day, '12:00', PHX),
      endTime: instantAt(day, '13:00', PHX),
    });
    expect(await slotsOn(express90())).toEqual([...halfHours('08:00', '10:30'), ...halfHours('13:00', '15:30')]);
  });

  it("keeps a crew's own time block clear for that crew only", async () => {
    const blocked = {
      tenantId,
      title: 'Dentist',
      blockType: 'personal',
      startTime: instantAt(day, '12:00', PHX),
      endTime: instantAt(day, '13:00', PHX),
    };
    await h.db.insert(s.timeBlocks).values({ ...blocked, crewId: crewA });
    expect(await slotsOn(express90())).toEqual([...halfHours('08:00', '10:30'), ...halfHours('13:00', '15:30')]);
    await h.db.insert(s.crews).values({ tenantId, name: 'Crew B' });
    expect(await slotsOn(express90())).toEqual(halfHours('08:00', '15:30'));
  });
});

describe('a daylight-saving day', () => {
  it('08:00 to 17:00 in Los Angeles gives the same wall-clock slots on a 23- or 25-hour day', async () => {
    const today = todayIn(LA, Date.now());
    const change = Array.from({ length: 365 }, (_, i) => addDays(today, i + 1)).find((d) => hoursInDay(d, LA) !== 24)!;
    await h.db.update(s.tenants).set({ timeZone: LA }).where(eq(s.tenants.id, tenantId));
    const body = await (await ask(express90({ from: change, to: change }))).json();
    expect(body.data).toEqual({ time_zone: LA, duration_minutes: 90, days: [{ date: change, slots: halfHours('08:00', '15:30') }] });
  });
});

describe('bad questions', () => {
  const fieldsOf = async (params: Record<string, string>) => {
    const res = await ask(params);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, error: 'Validation failed' });
    return body.fields;
  };

  it('says what is wrong with each parameter', async () => {
    expect(await fieldsOf({})).toEqual({ service: SERVICE_REQUIRED_MESSAGE, tier: TIER_ID_MESSAGE });
    expect(
      await fieldsOf({
        service: 'auto-detailing',
        tier: 'first',
        addons: 'Wax!',
        size: 'huge',
        zip: '852',
        from: '2026-02-30',
        to: 'soon',
      }),
    ).toEqual({
      tier: TIER_ID_MESSAGE,
      addons: ADDONS_MESSAGE,
      size: SIZE_MESSAGE,
      zip: ZIP_FORMAT_MESSAGE,
      from: DATE_MESSAGE,
      to: DATE_MESSAGE,
    });
    expect(await fieldsOf(express90({ to: addDays(day, -1) }))).toEqual({ to: RANGE_ORDER_MESSAGE });
    expect(await fieldsOf(express90({ to: addDays(day, 62) }))).toEqual({ to: RANGE_LENGTH_MESSAGE });
  });

  it('refuses a service, tier or add-on the business does not offer', async () => {
    expect(await fieldsOf(express90({ service: 'moon-polish' }))).toEqual({ service: SERVICE_NOT_FOUND_MESSAGE });
    expect(await fieldsOf(express90({ service: 'engine-bay-detail' }))).toEqual({ service: SERVICE_NOT_FOUND_MESSAGE });
    expect(await fieldsOf(express90({ tier: String(otherServiceTier) }))).toEqual({ tier: TIER_NOT_FOUND_MESSAGE });
    expect(await fieldsOf(express90({ addons: 'engine-bay-detail,ceramic-coating' }))).toEqual({
      addons: unknownAddonMessage('ceramic-coating'),
    });
  });

  it('refuses a disabled tier and an inactive service', async () => {
    await h.db.update(s.serviceTiers).set({ enabled: false }).where(eq(s.serviceTiers.id, express));
    try {
      expect(await fieldsOf(express90())).toEqual({ tier: TIER_NOT_FOUND_MESSAGE });
    } finally {
      await h.db.update(s.serviceTiers).set({ enabled: true }).where(eq(s.serviceTiers.id, express));
    }
    await h.db
      .update(s.services)
      .set({ active: false })
      .where(and(eq(s.services.tenantId, tenantId), inArray(s.services.slug, ['auto-detailing'])));
    try {
      expect(await fieldsOf(express90())).toEqual({ service: SERVICE_NOT_FOUND_MESSAGE });
    } finally {
      await h.db
        .update(s.services)
        .set({ active: true })
        .where(and(eq(s.services.tenantId, tenantId), eq(s.services.slug, 'auto-detailing')));
    }
  });

  it('refuses a ZIP that does not exist or that the business does not serve', async () => {
    expect(await fieldsOf(express90({ zip: '00000' }))).toEqual({ zip: unknownZipMessage('00000') });
    expect(await fieldsOf(express90({ zip: '10001' }))).toEqual({ zip: zipNotServedMessage('10001') });
  });

  it('never answers 500, whatever the query says', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '',
        ' ',
        '0',
        '-1',
        '1e999',
        '9007199254740993',
        '\u0000',
        '%00',
        '2026-13-40',
        '9999-12-31',
        '0000-01-01',
        'a,'.repeat(200),
      ),
      fc.integer().map(String),
    );
    const field = fc.constantFrom('service', 'tier', 'addons', 'size', 'zip', 'from', 'to');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, hostile), { maxLength: 8 }), async (pairs) => {
        const params = new URLSearchParams(express90());
        for (const [key, value] of pairs) params.set(key, value);
        const res = await h.request(`/api/availability/${SLUG}?${params}`);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 200 },
    );
  });

  it('turns away an address that asks too often, saying when to come back', async () => {
    const { app } = await composeServer(h.config, h.db, {
      limits: { ...defaultLimits(), availability: new RateLimiter(2, 60_000) },
      trustProxy: 1,
    });
    const from = (ip: string) =>
      Promise.resolve(
        app.request(`http://localhost:3000/api/availability/${SLUG}?${new URLSearchParams(express90())}`, {
          headers: { 'X-Forwarded-For': ip },
        }),
      );
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe('Too many availability requests. Please try again in a minute.');
    expect((await from('203.0.113.8')).status).toBe(200);
  });

  it('answers 404 for no such business and 403 for one not approved', async () => {
    expect((await ask(express90(), 'no-such-business')).status).toBe(404);
    const pending = await ask(express90(), 'pending-demo');
    expect(pending.status).toBe(403);
    expect((await pending.json()).code).toBe('TENANT_NOT_APPROVED');
  });
});

describe('the check before a schedule write (crewConflicts)', () => {
  const tenantOf = async () =>
    (await h.db
      .select({ id: s.tenants.id, bufferBeforeMinutes: s.tenants.bufferBeforeMinutes, bufferAfterMinutes: s.tenants.bufferAfterMinutes })
      .from(s.tenants)
      .where(eq(s.tenants.id, tenantId))
      .get())!;
  const at = (time: string) => instantAt(day, time, PHX);
  const idsOf = async (placement: Parameters<typeof crewConflicts>[2]) =>
    (await crewConflicts(h.db, await tenantOf(), placement)).map((a) => a.id);

  it('finds the crew’s appointments a write would collide with, buffers and the drive included', async () => {
    const [first] = await book('10:00', '11:00', { latitude: GOODYEAR.lat, longitude: GOODYEAR.lng }).returning({ id: s.appointments.id });
    const [scottsdale] = await h.db
      .select({ id: s.serviceAreas.id })
      .from(s.serviceAreas)
      .where(and(eq(s.serviceAreas.tenantId, tenantId), eq(s.serviceAreas.city, 'Scottsdale')));
    expect(await idsOf({ crewId: crewA, start: at('10:30'), end: at('11:30') })).toEqual([first!.id]);
    // Right after it: free from the same place, not from Scottsdale, a 55-minute drive away.
    expect(await idsOf({ crewId: crewA, start: at('11:00'), end: at('12:00'), latitude: GOODYEAR.lat, longitude: GOODYEAR.lng })).toEqual(
      [],
    );
    expect(await idsOf({ crewId: crewA, start: at('11:00'), end: at('12:00'), serviceAreaId: scottsdale!.id })).toEqual([first!.id]);
    expect(await idsOf({ crewId: crewA, start: at('11:55'), end: at('12:55'), serviceAreaId: scottsdale!.id })).toEqual([]);
    await h.db.update(s.tenants).set({ bufferAfterMinutes: 30 }).where(eq(s.tenants.id, tenantId));
    expect(await idsOf({ crewId: crewA, start: at('11:00'), end: at('12:00'), latitude: GOODYEAR.lat, longitude: GOODYEAR.lng })).toEqual([
      first!.id,
    ]);
  });

  it('leaves out the appointment being edited, cancelled ones and other crews', async () => {
    const [first] = await book('10:00', '11:00').returning({ id: s.appointments.id });
    await book('13:00', '14:00', { status: 'cancelled' });
    const [crewB] = await h.db.insert(s.crews).values({ tenantId, name: 'Crew B' }).returning({ id: s.crews.id });
    expect(await idsOf({ crewId: crewA, start: at('10:15'), end: at('11:15'), exceptId: first!.id })).toEqual([]);
    expect(await idsOf({ crewId: crewA, start: at('13:00'), end: at('14:00') })).toEqual([]);
    expect(await idsOf({ crewId: crewB!.id, start: at('10:00'), end: at('11:00') })).toEqual([]);
  });
});
