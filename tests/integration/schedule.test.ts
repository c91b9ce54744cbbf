import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { hashPassword } from '#api/auth/passwords.ts';
import type { StaffRole } from '#core/api/staff.ts';
import { openDatabase } from '#db/client.ts';
import { dataPaths } from '#db/config.ts';
import { seedDemoData } from '#db/seed.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const OTHER = 'sharp-edge-barbers';
let h: Harness;
let tenantId: number;
const tokens: Record<string, string> = {};

async function signIn(email: string) {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A staff account of the demo business with the given role, signed in. */
async function staff(role: StaffRole, email: string) {
  const [user] = await h.db
    .insert(s.users)
    .values({
      email,
      tenantId,
      staffRole: role,
      firstName: role,
      passwordHash: await hashPassword(PASSWORD),
      passwordChangedAt: Date.now(),
    })
    .returning();
  tokens[role] = await signIn(email);
  return user!;
}

const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
  h.request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** An appointment every rule accepts, Phoenix time (the demo business is in Arizona). */
const appointment = (overrides: Record<string, unknown> = {}) => ({
  title: 'Full detail',
  service_type: 'Full Detail',
  service_duration: 120,
  start_time: '2027-03-15T09:00:00-07:00',
  end_time: '2027-03-15T11:00:00-07:00',
  customer_name: 'Dana Reyes',
  customer_phone: '(602) 555-0199',
  customer_email: 'dana@example.com',
  price: 249.5,
  deposit: 50,
  ...overrides,
});

let techId: number;

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  tokens.owner = await signIn(demoOwnerEmail(SLUG));
  tokens.stranger = await signIn(demoOwnerEmail(OTHER));
  tokens.admin = await signIn('admin@demo.example');
  await staff('manager', 'manager-it@prestige.example');
  techId = (await staff('tech', 'tech-it@prestige.example')).id;
  await staff('viewer', 'viewer-it@prestige.example');
});
afterAll(() => h?.close());

describe('appointments', () => {
  it('creates, lists by days of the business, edits and deletes an appointment, with money in dollars and times in UTC', async () => {
    const created = await call('POST', '/api/schedule/appointments', tokens.owner, appointment());
    expect(created.status).toBe(201);
    const a = (await created.json()).data;
    expect(a).toMatchObject({
      title: 'Full detail',
      start_time: '2027-03-15T16:00:00.000Z',
      end_time: '2027-03-15T18:00:00.000Z',
      price: 249.5,
      deposit: 50,
      status: 'scheduled',
      overlap_allowed: false,
    });
    expect(a.crew_id).toEqual(expect.any(Number));

    const list = await call('GET', '/api/schedule/appointments?startDate=2027-03-15&endDate=2027-03-15', tokens.owner);
    expect((await list.json()).data.map((x: { id: number }) => x.id)).toContain(a.id);
    const before = await call('GET', '/api/schedule/appointments?startDate=2027-03-14&endDate=2027-03-14', tokens.owner);
    expect((await before.json()).data).toEqual([]);

    const moved = await call('PUT', `/api/schedule/appointments/${a.id}`, tokens.owner, {
      ...appointment({ start_time: '2027-03-15T13:00:00-07:00', end_time: '2027-03-15T15:00:00-07:00', status: 'confirmed' }),
      id: a.id,
    });
    expect(moved.status).toBe(200);
    expect((await moved.json()).data).toMatchObject({ start_time: '2027-03-15T20:00:00.000Z', status: 'confirmed' });

    expect((await call('DELETE', `/api/schedule/appointments/${a.id}`, tokens.owner)).status).toBe(200);
    expect((await call('DELETE', `/api/schedule/appointments/${a.id}`, tokens.owner)).status).toBe(404);
  });

  it('answers 400 with a message per field', async () => {
    const res = await call('POST', '/api/schedule/appointments', tokens.owner, {
      start_time: '2027-03-15 09:00',
      end_time: '2027-03-15T08:00:00Z',
      service_duration: 45,
      customer_email: 'nope',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      title: 'Title is required',
      service_type: 'Service type is required',
      service_duration: 'Duration must be 30, 60, 90, 120, 180, 240 minutes',
      start_time: 'Start time must be a date and time with a time zone offset',
      customer_name: 'Customer name is required',
      customer_phone: 'Customer phone is required',
      customer_email: 'Invalid email address',
    });
    const money = await call('POST', '/api/schedule/appointments', tokens.owner, appointment({ price: 40, deposit: 60.001 }));
    expect((await money.json()).fields).toEqual({ deposit: 'Deposit must be in steps of 0.01' });
    const more = await call('POST', '/api/schedule/appointments', tokens.owner, appointment({ price: 40, deposit: 60 }));
    expect((await more.json()).fields).toEqual({ deposit: 'Deposit cannot be more than the price' });
    const ends = await call('POST', '/api/schedule/appointments', tokens.owner, appointment({ end_time: '2027-03-15T09:00:00-07:00' }));
    expect((await ends.json()).fields).toEqual({ end_time: 'End time must be after start time' });
    const range = await call('GET', '/api/schedule/appointments?startDate=2027-02-30&endDate=2027-03-01', tokens.owner);
    expect(range.status).toBe(400);
    expect((await range.json()).fields).toEqual({ startDate: 'Start date must be a date (YYYY-MM-DD)' });
    expect((await call('PUT', '/api/schedule/appointments/abc', tokens.owner, appointment())).status).toBe(400);
  });

  it('refuses an overlap of the same crew with 409 naming the appointment in the way, and allows it when the owner says so', async () => {
    const first = await call(
      'POST',
      '/api/schedule/appointments',
      tokens.owner,
      appointment({ start_time: '2027-04-01T09:00:00-07:00', end_time: '2027-04-01T11:00:00-07:00' }),
    );
    expect(first.status).toBe(201);
    const clash = await call(
      'POST',
      '/api/schedule/appointments',
      tokens.owner,
      appointment({ start_time: '2027-04-01T10:00:00-07:00', end_time: '2027-04-01T12:00:00-07:00', title: 'Wash' }),
    );
    expect(clash.status).toBe(409);
    const body = await clash.json();
    expect(body.code).toBe('OVERLAP');
    expect(body.error).toBe('That time overlaps another appointment for this crew: Full detail, Thu, Apr 1, 9:00 AM – 11:00 AM.');
    expect(body.conflicts).toEqual([expect.objectContaining({ title: 'Full detail', start_time: '2027-04-01T16:00:00.000Z' })]);
    // The business keeps 15 minutes after each job: 11:00 to 11:10 is too close, 11:15 fits.
    const tight = await call(
      'POST',
      '/api/schedule/appointments',
      tokens.owner,
      appointment({ start_time: '2027-04-01T11:10:00-07:00', end_time: '2027-04-01T12:10:00-07:00', service_duration: 60 }),
    );
    expect(tight.status).toBe(409);
    const after = await call(
      'POST',
      '/api/schedule/appointments',
      tokens.owner,
      appointment({ start_time: '2027-04-01T11:15:00-07:00', end_time: '2027-04-01T12:15:00-07:00', service_duration: 60 }),
    );
    expect(after.status).toBe(201);
    const allowed = await call(
      'POST',
      '/api/schedule/appointments',
      tokens.owner,
      appointment({ start_time: '2027-04-01T10:00:00-07:00', end_time: '2027-04-01T12:00:00-07:00', overlap_allowed: true }),
    );
    expect(allowed.status).toBe(201);
    expect((await allowed.json()).data.overlap_allowed).toBe(true);
  });

  it('keeps the drive between two places clear: a job across town needs the travel time after the one before', async () => {
    const areas = await h.db.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenantId));
    const scottsdale = areas.find((a) => a.city === 'Scottsdale')!.id;
    const queenCreek = areas.find((a) => a.city === 'Queen Creek')!.id;
    const at = (from: string, to: string, area: number) =>
      appointment({
        start_time: `2027-04-12T${from}:00-07:00`,
        end_time: `2027-04-12T${to}:00-07:00`,
        service_duration: 60,
        service_area_id: area,
      });
    expect((await call('POST', '/api/schedule/appointments', tokens.owner, at('09:00', '10:00', scottsdale))).status).toBe(201);
    // About 24 miles: 50 minutes of driving plus the 15 minutes after the job. 10:30 is too soon; 11:10 fits.
    expect((await call('POST', '/api/schedule/appointments', tokens.owner, at('10:30', '11:30', queenCreek))).status).toBe(409);
    expect((await call('POST', '/api/schedule/appointments', tokens.owner, at('11:10', '12:10', queenCreek))).status).toBe(201);
  });

  it('frees the time of a cancelled appointment, checks it again when it comes back, and never moves a completed one', async () => {
    const make = (start: string, end: string) => appointment({ start_time: start, end_time: end });
    const a = (
      await (
        await call('POST', '/api/schedule/appointments', tokens.owner, make('2027-05-03T09:00:00-07:00', '2027-05-03T11:00:00-07:00'))
      ).json()
    ).data;
    const cancel = await call('PATCH', `/api/schedule/appointments/${a.id}/status`, tokens.owner, { status: 'cancelled' });
    expect((await cancel.json()).data.status).toBe('cancelled');
    const b = await call(
      'POST',
      '/api/schedule/appointments',
      tokens.owner,
      make('2027-05-03T09:30:00-07:00', '2027-05-03T11:30:00-07:00'),
    );
    expect(b.status).toBe(201);
    const back = await call('PATCH', `/api/schedule/appointments/${a.id}/status`, tokens.owner, { status: 'scheduled' });
    expect(back.status).toBe(409);
    const straight = await call('PATCH', `/api/schedule/appointments/${a.id}/status`, tokens.owner, { status: 'in_progress' });
    expect((await straight.json()).fields).toEqual({ status: 'Cannot change the status from cancelled to in progress' });

    const bId = (await b.json()).data.id;
    expect((await call('PATCH', `/api/schedule/appointments/${bId}/status`, tokens.owner, { status: 'completed' })).status).toBe(200);
    const move = await call(
      'PUT',
      `/api/schedule/appointments/${bId}`,
      tokens.owner,
      make('2027-05-04T09:30:00-07:00', '2027-05-04T11:30:00-07:00'),
    );
    expect(move.status).toBe(400);
    expect((await move.json()).fields).toEqual({ start_time: 'A completed appointment cannot be moved' });
    const reopen = await call('PATCH', `/api/schedule/appointments/${bId}/status`, tokens.owner, { status: 'scheduled' });
    expect((await reopen.json()).fields).toEqual({ status: 'Cannot change the status from completed to scheduled' });
    // Its price and notes may still be corrected.
    const fix = await call('PUT', `/api/schedule/appointments/${bId}`, tokens.owner, {
      ...make('2027-05-03T09:30:00-07:00', '2027-05-03T11:30:00-07:00'),
      price: 260,
      internal_notes: 'Paid in full',
    });
    expect((await fix.json()).data).toMatchObject({ price: 260, internal_notes: 'Paid in full', status: 'completed' });
  });

  it('lets exactly one of 100 concurrent overlapping bookings of one crew through; the other 99 get a clear 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(
          'POST',
          '/api/schedule/appointments',
          tokens.owner,
          appointment({
            title: `Rush ${i}`,
            start_time: `2027-06-07T09:${String(i % 60).padStart(2, '0')}:00-07:00`,
            end_time: '2027-06-07T11:30:00-07:00',
          }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((st) => st === 201)).toHaveLength(1);
    expect(statuses.filter((st) => st === 409)).toHaveLength(99);
    const refused = await results.find((r) => r.status === 409)!.json();
    expect(refused.error).toMatch(/^That time overlaps another appointment for this crew: Rush \d+, /);
    const stored = await h.db.$client.execute({
      sql: "SELECT count(*) AS n FROM appointments WHERE tenant_id = ? AND title LIKE 'Rush %'",
      args: [tenantId],
    });
    expect(Number(stored.rows[0]!.n)).toBe(1);
  });

  it('lets exactly one of 100 concurrent overlapping raw inserts for one crew into the database', async () => {
    const crew = (await h.db
      .select()
      .from(s.crews)
      .where(and(eq(s.crews.tenantId, tenantId), eq(s.crews.isDefault, true)))
      .get())!;
    const base = Date.parse('2027-06-09T16:00:00Z');
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        h.db.$client.execute({
          sql: `INSERT INTO appointments (tenant_id, crew_id, title, service_type, service_duration, start_time, end_time, customer_name, customer_phone)
                VALUES (?, ?, ?, 'Raw', 60, ?, ?, 'Lee', '6025550100')`,
          args: [tenantId, crew.id, `Raw ${i}`, base + (i % 40) * 60_000, base + (i % 40) * 60_000 + 3_600_000],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(99);
    expect(refused.every((r) => /overlaps another appointment of the same crew/.test(String(r.reason)))).toBe(true);
  });

  it('has the database refuse an overlapping row written in raw SQL, whatever the API checked', async () => {
    const booked = (
      await (
        await call(
          'POST',
          '/api/schedule/appointments',
          tokens.owner,
          appointment({ start_time: '2027-06-08T09:00:00-07:00', end_time: '2027-06-08T11:00:00-07:00' }),
        )
      ).json()
    ).data;
    const insert = (start: number, end: number, extra = '') =>
      h.db.$client.execute({
        sql: `INSERT INTO appointments (tenant_id, crew_id, title, service_type, service_duration, start_time, end_time, customer_name, customer_phone${extra ? ', overlap_allowed' : ''})
              VALUES (?, ?, 'Raw', 'Raw', 60, ?, ?, 'Lee', '6025550100'${extra ? `, ${extra}` : ''})`,
        args: [tenantId, booked.crew_id, start, end],
      });
    const start = Date.parse(booked.start_time);
    await expect(insert(start + 30 * 60_000, start + 90 * 60_000)).rejects.toThrow(/overlaps another appointment of the same crew/);
    // Within the 15-minute buffer after the job, too.
    const end = Date.parse(booked.end_time);
    await expect(insert(end + 10 * 60_000, end + 70 * 60_000)).rejects.toThrow(/overlaps/);
    // An update onto another job of the crew is refused as well; the owner's allowed overlap goes in.
    const later = await call(
      'POST',
      '/api/schedule/appointments',
      tokens.owner,
      appointment({ start_time: '2027-06-08T13:00:00-07:00', end_time: '2027-06-08T15:00:00-07:00' }),
    );
    await expect(
      h.db.$client.execute({
        sql: 'UPDATE appointments SET start_time = ?, end_time = ? WHERE id = ?',
        args: [start, end, (await later.json()).data.id],
      }),
    ).rejects.toThrow(/overlaps/);
    await expect(insert(start + 30 * 60_000, start + 90 * 60_000, '1')).resolves.toBeDefined();
  });
});

describe('time blocks, blocked days, settings', () => {
  it('adds, edits, lists and deletes a time block', async () => {
    const block = {
      title: 'Van service',
      block_type: 'maintenance',
      start_time: '2027-03-16T12:00:00-07:00',
      end_time: '2027-03-16T14:00:00-07:00',
    };
    const made = await call('POST', '/api/schedule/time-blocks', tokens.owner, block);
    expect(made.status).toBe(201);
    const id = (await made.json()).data.id;
    const edited = await call('PUT', `/api/schedule/time-blocks/${id}`, tokens.manager, {
      ...block,
      title: 'Van oil change',
      description: 'Jiffy Lube on Scottsdale Rd',
    });
    expect((await edited.json()).data).toMatchObject({ title: 'Van oil change', start_time: '2027-03-16T19:00:00.000Z' });
    const list = await call('GET', '/api/schedule/time-blocks?startDate=2027-03-16&endDate=2027-03-16', tokens.viewer);
    expect((await list.json()).data).toEqual([expect.objectContaining({ id, description: 'Jiffy Lube on Scottsdale Rd' })]);
    const bad = await call('POST', '/api/schedule/time-blocks', tokens.owner, { ...block, block_type: 'nap' });
    expect((await bad.json()).fields).toEqual({ block_type: 'Block type must be one of break, personal, maintenance, travel, other' });
    // A technician's time off keeps only their crew busy; a crew of another business is not one of ours.
    const crews = await h.db.select().from(s.crews).where(eq(s.crews.tenantId, tenantId));
    const own = crews.find((c) => c.userId !== null)!;
    const off = await call('POST', '/api/schedule/time-blocks', tokens.owner, {
      ...block,
      title: 'Dentist',
      block_type: 'personal',
      crew_id: own.id,
    });
    expect((await off.json()).data).toMatchObject({ crew_id: own.id });
    const foreign = (await h.db.select().from(s.crews).where(eq(s.crews.isDefault, true))).find((c) => c.tenantId !== tenantId)!;
    const wrong = await call('POST', '/api/schedule/time-blocks', tokens.owner, { ...block, crew_id: foreign.id });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ crew_id: 'Crew not found' });
    expect((await call('DELETE', `/api/schedule/time-blocks/${id}`, tokens.owner)).status).toBe(200);
    expect((await call('PUT', `/api/schedule/time-blocks/${id}`, tokens.owner, block)).status).toBe(404);
  });

  it('toggles a blocked day on and off', async () => {
    const on = await call('POST', '/api/schedule/blocked-days/toggle', tokens.owner, { date: '2027-07-05', reason: 'Family trip' });
    expect((await on.json()).data).toMatchObject({
      date: '2027-07-05',
      blocked: true,
      day: { blocked_date: '2027-07-05', reason: 'Family trip' },
    });
    const list = await call('GET', '/api/schedule/blocked-days?startDate=2027-07-01&endDate=2027-07-31', tokens.tech);
    expect((await list.json()).data.map((d: { blocked_date: string }) => d.blocked_date)).toEqual(['2027-07-05']);
    const off = await call('POST', '/api/schedule/blocked-days/toggle', tokens.owner, { date: '2027-07-05' });
    expect((await off.json()).data).toEqual({ date: '2027-07-05', blocked: false, day: null });
    const bad = await call('POST', '/api/schedule/blocked-days/toggle', tokens.owner, { date: '07/05/2027' });
    expect((await bad.json()).fields).toEqual({ date: 'Date must be a date (YYYY-MM-DD)' });
  });

  it('reads and saves the settings; a day range follows the zone across a 25-hour day', async () => {
    const read = await (await call('GET', '/api/schedule/settings', tokens.viewer)).json();
    expect(read.data).toMatchObject({
      time_zone: 'America/Phoenix',
      buffer_after_minutes: 15,
      crews: expect.arrayContaining([expect.objectContaining({ is_default: true })]),
    });
    const bad = await call('PUT', '/api/schedule/settings', tokens.owner, { time_zone: 'Mars/Olympus', lead_time_days: 40 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(['lead_time_days', 'time_zone']);
    const saved = await call('PUT', '/api/schedule/settings', tokens.owner, { time_zone: 'America/Los_Angeles', buffer_after_minutes: 0 });
    expect((await saved.json()).data).toMatchObject({ time_zone: 'America/Los_Angeles', buffer_after_minutes: 0, lead_time_days: 1 });
    // 2026-11-01 in Los Angeles lasts 25 hours: 23:30 local that night is still that day.
    const late = await call(
      'POST',
      '/api/schedule/appointments',
      tokens.owner,
      appointment({ start_time: '2026-11-01T23:00:00-08:00', end_time: '2026-11-01T23:30:00-08:00', service_duration: 30 }),
    );
    expect(late.status).toBe(201);
    const day = await (await call('GET', '/api/schedule/appointments?startDate=2026-11-01&endDate=2026-11-01', tokens.owner)).json();
    expect(day.data.map((x: { start_time: string }) => x.start_time)).toContain('2026-11-02T07:00:00.000Z');
    const next = await (await call('GET', '/api/schedule/appointments?startDate=2026-11-02&endDate=2026-11-02', tokens.owner)).json();
    expect(next.data.map((x: { start_time: string }) => x.start_time)).not.toContain('2026-11-02T07:00:00.000Z');
    await call('PUT', '/api/schedule/settings', tokens.owner, { time_zone: 'America/Phoenix', buffer_after_minutes: 15 });
  });
});

describe('roles', () => {
  it('lets technicians see and work only the appointments assigned to them', async () => {
    const mine = (
      await (
        await call(
          'POST',
          '/api/schedule/appointments',
          tokens.owner,
          appointment({ start_time: '2027-08-02T09:00:00-07:00', end_time: '2027-08-02T11:00:00-07:00', assigned_user_id: techId }),
        )
      ).json()
    ).data;
    const other = (
      await (
        await call(
          'POST',
          '/api/schedule/appointments',
          tokens.owner,
          appointment({ start_time: '2027-08-02T13:00:00-07:00', end_time: '2027-08-02T15:00:00-07:00' }),
        )
      ).json()
    ).data;
    const seen = await (await call('GET', '/api/schedule/appointments?startDate=2027-08-02&endDate=2027-08-02', tokens.tech)).json();
    expect(seen.data.map((a: { id: number }) => a.id)).toEqual([mine.id]);
    const everyone = await (await call('GET', '/api/schedule/appointments?startDate=2027-08-02&endDate=2027-08-02', tokens.viewer)).json();
    expect(everyone.data.map((a: { id: number }) => a.id)).toEqual([mine.id, other.id]);

    expect((await call('PATCH', `/api/schedule/appointments/${mine.id}/status`, tokens.tech, { status: 'in_progress' })).status).toBe(200);
    expect((await call('PATCH', `/api/schedule/appointments/${mine.id}/status`, tokens.tech, { status: 'completed' })).status).toBe(200);
    const cancel = await call('PATCH', `/api/schedule/appointments/${other.id}/status`, tokens.tech, { status: 'in_progress' });
    expect(cancel.status).toBe(404);
    const mine2 = (
      await (
        await call(
          'POST',
          '/api/schedule/appointments',
          tokens.owner,
          appointment({ start_time: '2027-08-03T09:00:00-07:00', end_time: '2027-08-03T11:00:00-07:00', assigned_user_id: techId }),
        )
      ).json()
    ).data;
    const notAllowed = await call('PATCH', `/api/schedule/appointments/${mine2.id}/status`, tokens.tech, { status: 'cancelled' });
    expect(notAllowed.status).toBe(403);
    expect((await notAllowed.json()).error).toBe('Technicians can mark their own appointments in progress or completed only');
    expect((await call('PATCH', `/api/schedule/appointments/${mine2.id}/status`, tokens.viewer, { status: 'in_progress' })).status).toBe(
      403,
    );
  });

  it('puts a job on the crew of the technician it is assigned to, and moves it when the edit hands it to someone else', async () => {
    const demoTech = (await h.db
      .select()
      .from(s.users)
      .where(eq(s.users.email, `tech@${SLUG}.example`))
      .get())!;
    const crews = await h.db.select().from(s.crews).where(eq(s.crews.tenantId, tenantId));
    const techCrew = crews.find((c) => c.userId === demoTech.id)!;
    const main = crews.find((c) => c.isDefault)!;
    const at = { start_time: '2027-08-09T09:00:00-07:00', end_time: '2027-08-09T10:00:00-07:00', service_duration: 60 };
    const job = (
      await (await call('POST', '/api/schedule/appointments', tokens.owner, appointment({ ...at, assigned_user_id: demoTech.id }))).json()
    ).data;
    expect(job.crew_id).toBe(techCrew.id);
    // The form sends back everything it loaded, crew included; only the assignee changed.
    const handed = await call('PUT', `/api/schedule/appointments/${job.id}`, tokens.owner, { ...job, assigned_user_id: null });
    expect((await handed.json()).data).toMatchObject({ assigned_user_id: null, crew_id: main.id });
  });

  /** Every schedule route, with what each role may do there: allowed (2xx/4xx of the call itself) or refused. */
  const ROUTES: { method: string; url: string; body?: unknown; allowed: StaffRole[] }[] = [
    {
      method: 'GET',
      url: '/api/schedule/appointments?startDate=2027-09-01&endDate=2027-09-30',
      allowed: ['owner', 'manager', 'tech', 'viewer'],
    },
    { method: 'POST', url: '/api/schedule/appointments', body: {}, allowed: ['owner', 'manager'] },
    { method: 'PUT', url: '/api/schedule/appointments/999999', body: appointment(), allowed: ['owner', 'manager'] },
    {
      method: 'PATCH',
      url: '/api/schedule/appointments/999999/status',
      body: { status: 'completed' },
      allowed: ['owner', 'manager', 'tech'],
    },
    { method: 'DELETE', url: '/api/schedule/appointments/999999', allowed: ['owner', 'manager'] },
    {
      method: 'GET',
      url: '/api/schedule/time-blocks?startDate=2027-09-01&endDate=2027-09-30',
      allowed: ['owner', 'manager', 'tech', 'viewer'],
    },
    { method: 'POST', url: '/api/schedule/time-blocks', body: {}, allowed: ['owner', 'manager'] },
    { method: 'PUT', url: '/api/schedule/time-blocks/999999', body: {}, allowed: ['owner', 'manager'] },
    { method: 'DELETE', url: '/api/schedule/time-blocks/999999', allowed: ['owner', 'manager'] },
    {
      method: 'GET',
      url: '/api/schedule/blocked-days?startDate=2027-09-01&endDate=2027-09-30',
      allowed: ['owner', 'manager', 'tech', 'viewer'],
    },
    { method: 'POST', url: '/api/schedule/blocked-days/toggle', body: {}, allowed: ['owner', 'manager'] },
    { method: 'GET', url: '/api/schedule/settings', allowed: ['owner', 'manager', 'tech', 'viewer'] },
    { method: 'PUT', url: '/api/schedule/settings', body: { lead_time_days: 'x' }, allowed: ['owner', 'manager'] },
    { method: 'POST', url: '/api/schedule/feed', body: { scope: 'business' }, allowed: ['owner', 'manager'] },
    { method: 'DELETE', url: '/api/schedule/feed?scope=business', allowed: ['owner', 'manager'] },
    { method: 'POST', url: '/api/schedule/feed', body: { scope: 'me' }, allowed: ['tech'] },
    { method: 'GET', url: '/api/team', allowed: ['owner'] },
    { method: 'POST', url: '/api/team', body: {}, allowed: ['owner'] },
    { method: 'PUT', url: '/api/team/999999', body: { role: 'viewer' }, allowed: ['owner'] },
    { method: 'DELETE', url: '/api/team/999999', allowed: ['owner'] },
  ];

  it('enforces the role matrix on every schedule, feed and team route, and keeps other businesses and anonymous callers out', async () => {
    for (const route of ROUTES) {
      for (const role of ['owner', 'manager', 'tech', 'viewer'] as const) {
        const status = (await call(route.method, route.url, tokens[role], route.body)).status;
        if (route.allowed.includes(role)) expect(status, `${route.method} ${route.url} ${role}`).not.toBe(403);
        else expect(status, `${route.method} ${route.url} ${role}`).toBe(403);
      }
      expect((await call(route.method, route.url, undefined, route.body)).status, `${route.method} ${route.url} anonymous`).toBe(401);
      // Another business's owner: their own schedule without a slug, 403 when naming this one.
      const named = `${route.url}${route.url.includes('?') ? '&' : '?'}tenant_slug=${SLUG}`;
      expect((await call(route.method, named, tokens.stranger, route.body)).status, `${route.method} ${named} stranger`).toBe(403);
      // An admin may do what the owner may.
      const admin = (await call(route.method, named, tokens.admin, route.body)).status;
      if (route.allowed.includes('owner')) expect(admin, `${route.method} ${named} admin`).not.toBe(403);
      else expect(admin, `${route.method} ${named} admin`).toBe(403);
      if (route.method === 'GET')
        expect((await call(route.method, route.url, tokens.admin)).status, `${route.url} admin without slug`).toBe(400);
    }
  });

  it("never shows or changes another business's appointments through its own ids", async () => {
    const theirs = (
      await (
        await call(
          'POST',
          '/api/schedule/appointments',
          tokens.owner,
          appointment({ start_time: '2027-10-04T09:00:00-07:00', end_time: '2027-10-04T10:00:00-07:00', service_duration: 60 }),
        )
      ).json()
    ).data;
    expect((await call('PUT', `/api/schedule/appointments/${theirs.id}`, tokens.stranger, appointment())).status).toBe(404);
    expect((await call('DELETE', `/api/schedule/appointments/${theirs.id}`, tokens.stranger)).status).toBe(404);
    const list = await (await call('GET', '/api/schedule/appointments?startDate=2027-10-04&endDate=2027-10-04', tokens.stranger)).json();
    expect(list.data).toEqual([]);
    const still = await h.db
      .select()
      .from(s.appointments)
      .where(and(eq(s.appointments.id, theirs.id), eq(s.appointments.tenantId, tenantId)))
      .get();
    expect(still?.title).toBe('Full detail');
  });
});

describe('team', () => {
  const outboxMail = (needle: string) => {
    const dir = dataPaths(h.config).outbox;
    return readdirSync(dir)
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .find((m) => m.includes(needle));
  };
  const linkToken = (mail: string) => decodeURIComponent(/token=([^\s&]+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!);

  it('lets the owner invite a technician by e-mail, who sets a password from the link, signs in and gets a crew of their own', async () => {
    const invite = await call('POST', '/api/team', tokens.owner, {
      email: 'Sam.Rivera@Example.com',
      role: 'tech',
      first_name: 'Sam',
      last_name: 'Rivera',
    });
    expect(invite.status).toBe(201);
    const member = (await invite.json()).data;
    expect(member).toMatchObject({ email: 'sam.rivera@example.com', role: 'tech', first_name: 'Sam', password_set: false });
    const mail = outboxMail('sam.rivera@example.com')!;
    expect(mail).toContain('Prestige Mobile Detailing invited you to LocalSite');
    const setup = await h.request('/api/auth/setup-password', json({ token: linkToken(mail), newPassword: 'Granite7harbor' }));
    expect(setup.status).toBe(200);
    const login = await h.request('/api/auth/login', json({ email: 'sam.rivera@example.com', password: 'Granite7harbor' }));
    expect(login.status).toBe(200);
    const samToken = ((await login.json()) as { accessToken: string }).accessToken;
    expect((await call('GET', '/api/schedule/settings', samToken)).status).toBe(200);

    const team = (await (await call('GET', '/api/team', tokens.owner)).json()).data;
    expect(team[0]).toMatchObject({ role: 'owner' });
    expect(team).toContainEqual(expect.objectContaining({ id: member.id, password_set: true }));
    const crews = (await (await call('GET', '/api/schedule/settings', tokens.owner)).json()).data.crews;
    const samCrew = crews.find((c: { user_id: number | null }) => c.user_id === member.id);
    expect(samCrew).toMatchObject({ name: 'Sam Rivera', is_default: false });
    // A job booked for Sam goes on Sam's crew, beside the main crew's job at the same time.
    const at = { start_time: '2027-11-08T09:00:00-07:00', end_time: '2027-11-08T10:00:00-07:00', service_duration: 60 };
    expect((await call('POST', '/api/schedule/appointments', tokens.owner, appointment(at))).status).toBe(201);
    const theirs = await call('POST', '/api/schedule/appointments', tokens.owner, appointment({ ...at, assigned_user_id: member.id }));
    const theirId = (await theirs.json()).data.id;
    expect((await h.db.select().from(s.appointments).where(eq(s.appointments.id, theirId)).get())?.crewId).toBe(samCrew.id);

    const again = await call('POST', '/api/team', tokens.owner, { email: 'sam.rivera@example.com', role: 'viewer' });
    expect(again.status).toBe(409);
    expect((await again.json()).fields).toEqual({ email: 'An account with this email already exists' });
    const bad = await call('POST', '/api/team', tokens.owner, { email: 'x', role: 'owner' });
    expect((await bad.json()).fields).toEqual({ email: 'Invalid email address', role: 'Role must be manager, tech or viewer' });

    const role = await call('PUT', `/api/team/${member.id}`, tokens.owner, { role: 'viewer' });
    expect((await role.json()).data.role).toBe('viewer');
    const ownerId = team[0].id;
    expect((await call('PUT', `/api/team/${ownerId}`, tokens.owner, { role: 'viewer' })).status).toBe(400);
    expect((await call('DELETE', `/api/team/${ownerId}`, tokens.owner)).status).toBe(400);
    expect((await call('DELETE', `/api/team/${member.id}`, tokens.owner)).status).toBe(200);
    expect((await call('GET', '/api/schedule/settings', samToken)).status).toBe(401);
    // Their job stays on the schedule, unassigned.
    const left = await h.db.select().from(s.appointments).where(eq(s.appointments.id, theirId)).get();
    expect(left).toMatchObject({ assignedUserId: null, crewId: samCrew.id });
  });

  it('keeps the team to its owner (and admins): managers, technicians, viewers and other businesses get 403', async () => {
    for (const role of ['manager', 'tech', 'viewer'] as const) {
      expect((await call('GET', '/api/team', tokens[role])).status, role).toBe(403);
      expect((await call('POST', '/api/team', tokens[role], { email: 'a@example.com', role: 'viewer' })).status, role).toBe(403);
      expect((await call('DELETE', '/api/team/1', tokens[role])).status, role).toBe(403);
    }
    expect((await call('GET', `/api/team?tenant_slug=${SLUG}`, tokens.stranger)).status).toBe(403);
    expect((await call('GET', `/api/team?tenant_slug=${SLUG}`, tokens.admin)).status).toBe(200);
    expect((await call('GET', '/api/team', undefined)).status).toBe(401);
  });
});

/** The lines of an iCalendar text, unfolded (RFC 5545 §3.1: a line break followed by a space continues the line). */
const icsLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

describe('calendar feed', () => {
  it('serves the business feed with its zone as TZID, right on both sides of a clock change, and stops when revoked or rotated', async () => {
    // Nashville: the clocks go forward on 2027-03-14. A 09:00 job the day before and the day after stays at 09:00.
    const before = {
      start_time: '2027-03-13T09:00:00-06:00',
      end_time: '2027-03-13T10:00:00-06:00',
      service_duration: 60,
      title: 'Fade before',
    };
    const after = {
      start_time: '2027-03-15T09:00:00-05:00',
      end_time: '2027-03-15T10:00:00-05:00',
      service_duration: 60,
      title: 'Fade after',
    };
    for (const body of [before, after])
      expect((await call('POST', '/api/schedule/appointments', tokens.stranger, appointment(body))).status).toBe(201);

    const made = await call('POST', '/api/schedule/feed', tokens.stranger, { scope: 'business' });
    expect(made.status).toBe(201);
    const url = new URL((await made.json()).data.url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await h.request(url.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const lines = icsLines(await res.text());
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:America/Chicago');
    const other = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, OTHER)).get())!.id;
    const live = await h.db.$client.execute({
      sql: "SELECT count(*) AS n FROM appointments WHERE tenant_id = ? AND status <> 'cancelled' AND end_time > ?",
      args: [other, Date.now() - 30 * 86_400_000],
    });
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(Number(live.rows[0]!.n));
    const events = lines.join('\n').split('BEGIN:VEVENT').slice(1);
    const startOf = (title: string) => events.find((e) => e.includes(`SUMMARY:${title}`))?.match(/^DTSTART.*$/m)?.[0];
    expect(startOf('Fade before')).toBe('DTSTART;TZID=America/Chicago:20270313T090000');
    expect(startOf('Fade after')).toBe('DTSTART;TZID=America/Chicago:20270315T090000');

    // A new address replaces the old one; revoking turns the feed off.
    const rotated = new URL((await (await call('POST', '/api/schedule/feed', tokens.stranger, { scope: 'business' })).json()).data.url);
    expect((await h.request(url.pathname)).status).toBe(404);
    expect((await h.request(rotated.pathname)).status).toBe(200);
    const revoked = await call('DELETE', '/api/schedule/feed?scope=business', tokens.stranger);
    expect((await revoked.json()).data).toEqual({ revoked: true });
    expect((await h.request(rotated.pathname)).status).toBe(404);
    expect((await h.request('/api/calendar/not-a-token.ics')).status).toBe(404);
  });

  it('gives a technician a feed of their own jobs only, and the business feed to owners and managers alone', async () => {
    const mine = await call('POST', '/api/schedule/feed', tokens.tech, { scope: 'me' });
    expect(mine.status).toBe(201);
    const mineUrl = new URL((await mine.json()).data.url).pathname;
    const lines = icsLines(await (await h.request(mineUrl)).text());
    const assigned = await h.db.$client.execute({
      sql: "SELECT count(*) AS n FROM appointments WHERE assigned_user_id = ? AND status <> 'cancelled' AND end_time > ?",
      args: [techId, Date.now() - 30 * 86_400_000],
    });
    expect(Number(assigned.rows[0]!.n)).toBeGreaterThan(0);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(Number(assigned.rows[0]!.n));
    expect((await call('POST', '/api/schedule/feed', tokens.tech, { scope: 'business' })).status).toBe(403);
    expect((await call('POST', '/api/schedule/feed', tokens.owner, { scope: 'me' })).status).toBe(403);
    expect((await call('POST', '/api/schedule/feed', tokens.viewer, { scope: 'business' })).status).toBe(403);
    expect((await call('POST', '/api/schedule/feed', tokens.manager, { scope: 'business' })).status).toBe(201);
    expect((await call('POST', '/api/schedule/feed', tokens.owner, { scope: 'all' })).status).toBe(400);
    // No longer a technician, no longer a feed of one's own jobs.
    const role = await call('PUT', `/api/team/${techId}`, tokens.owner, { role: 'viewer' });
    expect(role.status).toBe(200);
    expect((await h.request(mineUrl)).status).toBe(404);
    await call('PUT', `/api/team/${techId}`, tokens.owner, { role: 'tech' });
  });
});

describe('demo schedule', () => {
  it('gives each demo business a month of believable jobs, a technician and a viewer who can sign in', async () => {
    const demo = 'evergreen-lawn-care';
    const tech = await signIn(`tech@${demo}.example`);
    const viewer = await signIn(`viewer@${demo}.example`);
    const zone = (await (await call('GET', '/api/schedule/settings', viewer)).json()).data.time_zone;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now());
    const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const range = `startDate=${shift(-14)}&endDate=${shift(14)}`;
    const all = (await (await call('GET', `/api/schedule/appointments?${range}`, viewer)).json()).data as {
      status: string;
      price: number | null;
      deposit: number | null;
      start_time: string;
      assigned_user_id: number | null;
    }[];
    const past = all.filter((a) => Date.parse(a.start_time) < Date.now() - 86_400_000);
    const coming = all.filter((a) => Date.parse(a.start_time) > Date.now() + 86_400_000);
    expect(past.length).toBeGreaterThan(10);
    expect(coming.length).toBeGreaterThan(10);
    expect(past.every((a) => a.status === 'completed' || a.status === 'cancelled')).toBe(true);
    expect(past.filter((a) => a.status === 'completed').every((a) => (a.price ?? 0) > 0)).toBe(true);
    expect(past.some((a) => (a.deposit ?? 0) > 0)).toBe(true);
    expect(coming.every((a) => a.status === 'scheduled' || a.status === 'confirmed')).toBe(true);
    const mine = (await (await call('GET', `/api/schedule/appointments?${range}`, tech)).json()).data as typeof all;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(new Set(mine.map((a) => a.assigned_user_id)).size).toBe(1);
    const days = (await (await call('GET', `/api/schedule/blocked-days?${range}`, viewer)).json()).data;
    expect(days).toEqual([expect.objectContaining({ reason: 'Team training day' })]);
    const blocks = (await (await call('GET', `/api/schedule/time-blocks?${range}`, viewer)).json()).data;
    expect(blocks.map((b: { title: string; crew_id: number | null }) => [b.title, b.crew_id !== null])).toEqual([
      ['Lunch', false],
      ['Van service', false],
      ['Jordan: dentist', true],
    ]);
  });

  it('fills the calendar of a demo database made before the schedule existed, on its one default crew', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-schedule-seed-'));
    try {
      const db = await openDatabase(`file:${path.join(dir, 'db.sqlite')}`);
      await seedDemoData(db);
      // As migration 0009 leaves an older demo database: a default crew per business, nothing booked.
      for (const table of ['appointments', 'time_blocks', 'blocked_days']) await db.$client.execute(`DELETE FROM ${table}`);
      await db.$client.execute('DELETE FROM crews WHERE is_default = 0');
      await seedDemoData(db);
      const crews = await db.$client.execute(
        'SELECT tenant_id, sum(is_default) AS defaults, count(*) AS n FROM crews GROUP BY tenant_id HAVING sum(is_default) <> 1',
      );
      expect(crews.rows).toEqual([]);
      const booked = await db.$client.execute('SELECT count(DISTINCT tenant_id) AS n FROM appointments');
      expect(Number(booked.rows[0]!.n)).toBe(5);
      db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
