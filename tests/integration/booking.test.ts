/**
 * Online booking through the real stack (issue 15): options and price, holds that keep a time from
 * everyone else and are released on expiry or a new pick, 100 visitors racing for one time, the
 * confirmation (appointment, customer, e-mails with the .ics in the outbox, owner notification),
 * the manage link (view, reschedule, cancel, the notice) and reminders sent once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BOOKING_CANCELLED_MESSAGE,
  HOLD_MINUTES,
  MANAGE_LINK_INVALID_MESSAGE,
  PAY_ON_SITE_NOTE,
  TIME_TAKEN_MESSAGE,
  TIME_UNAVAILABLE_MESSAGE,
} from '#core/booking/schemas.ts';
import { formatPhone } from '#core/format/phone.ts';
import type { OperatingHours } from '#core/scheduling/hours.ts';
import { addDays, instantAt, todayIn, WEEKDAYS } from '#core/scheduling/time.ts';
import { zipNotServedMessage } from '#core/scheduling/availability-query.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer, defaultLimits } from '#api/compose.ts';
import { stripeGateway } from '#api/domain/booking/deposits.ts';
import { newHoldId, pruneHolds } from '#api/domain/booking/holds.ts';
import { forgetTenant } from '#api/domain/public-cache.ts';
import { runDueReminders } from '#api/domain/booking/reminders.ts';
import { createMailer } from '#api/lib/mailer.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { json, startHarness, type Harness } from './harness.ts';

const SLUG = 'prestige-mobile-detailing';
const PHX = 'America/Phoenix';
const ZIP = '85251';
const EVERY_DAY = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '08:00', close: '17:00', closed: false }])) as OperatingHours;
const HOUR = 3_600_000;

let h: Harness;
let tenantId: number;
let express: number;
/** Three days ahead in Phoenix: outside the default 24 hours of notice. */
let day: string;
let outbox: string;

const unlimited = () => new RateLimiter(1e9, 60_000);

beforeAll(async () => {
  h = await startHarness({
    publish: false,
    limits: { availability: unlimited(), bookingHolds: unlimited(), bookingWrites: unlimited(), analytics: unlimited() },
  });
  outbox = dataPaths(h.config).outbox;
  tenantId = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  const tiers = await h.db
    .select({ id: s.serviceTiers.id, name: s.serviceTiers.name, service: s.services.slug })
    .from(s.serviceTiers)
    .innerJoin(s.services, eq(s.services.id, s.serviceTiers.serviceId))
    .where(eq(s.services.tenantId, tenantId));
  express = tiers.find((t) => t.service === 'auto-detailing' && t.name === 'Express Detail')!.id;
  day = addDays(todayIn(PHX, Date.now()), 3);
}, 120_000);
afterAll(() => h?.close());

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
      features: {},
      settings: {},
    })
    .where(eq(s.tenants.id, tenantId));
  await h.db.delete(s.bookingHolds).where(eq(s.bookingHolds.tenantId, tenantId));
  await h.db.delete(s.customers).where(eq(s.customers.tenantId, tenantId));
  await h.db.delete(s.appointments).where(eq(s.appointments.tenantId, tenantId));
  await h.db.delete(s.timeBlocks).where(eq(s.timeBlocks.tenantId, tenantId));
  await h.db.delete(s.crews).where(eq(s.crews.tenantId, tenantId));
  await h.db.insert(s.crews).values({ tenantId, name: 'Crew A', isDefault: true });
  forgetTenant(h.db, tenantId);
});

/** Changes the business's row as its owner's settings would (the API forgets the cached row on each write). */
async function setTenant(values: Partial<typeof s.tenants.$inferInsert>) {
  await h.db.update(s.tenants).set(values).where(eq(s.tenants.id, tenantId));
  forgetTenant(h.db, tenantId);
}

const job = (more: Record<string, unknown> = {}) => ({
  service: 'auto-detailing',
  tier: express,
  zip: ZIP,
  date: day,
  time: '09:00',
  ...more,
});
const contact = (more: Record<string, unknown> = {}) => ({
  name: 'Dana Reyes',
  email: 'Dana.Reyes@example.com',
  phone: '(602) 555-0199',
  street: '4821 N Scottsdale Rd',
  city: 'Scottsdale',
  state: 'AZ',
  zip: ZIP,
  vehicle: { type: 'suv', make: 'Toyota', model: '4Runner', year: '2021', color: 'Silver' },
  ...more,
});
const hold = (body: Record<string, unknown> = job(), ip = '203.0.113.9') =>
  h.request(`/api/booking/${SLUG}/holds`, json(body, { 'X-Forwarded-For': ip }));
const confirm = (holdId: string, body: Record<string, unknown> = contact()) =>
  h.request(`/api/booking/holds/${holdId}/confirm`, json(body));
async function slots(date = day): Promise<string[]> {
  const res = await h.request(`/api/availability/${SLUG}?service=auto-detailing&tier=${express}&zip=${ZIP}&from=${date}&to=${date}`);
  const body = await res.json();
  return body.data.days.find((d: { date: string }) => d.date === date)?.slots ?? [];
}
const mails = () => readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
const tokenOf = (manageUrl: string) => new URL(manageUrl).hash.replace('#token=', '');
async function bookOne(time = '09:00') {
  const held = await (await hold(job({ time }))).json();
  const res = await confirm(held.data.hold_id);
  expect(res.status).toBe(201);
  return (await res.json()).data as { appointment: { id: number; status: string; start: string }; manage_url: string };
}

describe('options and price', () => {
  it('lists the services with tiers, add-ons, vehicle sizes and pay on site without Stripe', async () => {
    const res = await h.request(`/api/booking/${SLUG}/options`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.booking_enabled).toBe(true);
    expect(data.time_zone).toBe(PHX);
    expect(data.vehicle.sizes.map((x: { key: string }) => x.key)).toEqual(['xs', 's', 'm', 'l', 'xl']);
    expect(data.vehicle.year_choices.at(-1)).toBe('Before 1950');
    const detail = data.services.find((x: { slug: string }) => x.slug === 'auto-detailing');
    expect(detail.tiers.some((t: { id: number }) => t.id === express)).toBe(true);
    expect(data.addons.length).toBeGreaterThan(0);
    expect(data.payment).toEqual({ deposit_required: false, deposit_percentage: 0, online: false, note: PAY_ON_SITE_NOTE });
  });

  it("prices by the area's multiplier and minimum, and offers a quote for a ZIP it does not serve", async () => {
    const ok = await h.request(`/api/booking/${SLUG}/price?service=auto-detailing&tier=${express}&zip=${ZIP}&size=xl`);
    expect(ok.status).toBe(200);
    const price = (await ok.json()).data;
    expect(price.total_cents).toBe(Math.max(Math.round(price.subtotal_cents * price.multiplier), price.minimum_cents));
    const far = await h.request(`/api/booking/${SLUG}/price?service=auto-detailing&tier=${express}&zip=10001`);
    expect(far.status).toBe(400);
    expect(await far.json()).toMatchObject({ fields: { zip: zipNotServedMessage('10001') }, data: { quote: true } });
  });

  it('is refused when the business turned booking off, with its options still saying so', async () => {
    await setTenant({ features: { bookingEnabled: false } });
    expect((await (await h.request(`/api/booking/${SLUG}/options`)).json()).data.booking_enabled).toBe(false);
    expect((await hold()).status).toBe(403);
  });
});

describe('text message reminders', () => {
  it('are queued and sent once beside the e-mail only when an SMS sender is configured', async () => {
    const texts: { to: string; text: string }[] = [];
    const sms = { send: async (to: string, text: string) => void texts.push({ to, text }) };
    const { app } = await composeServer(h.config, h.db, {
      mailer: createMailer({ outboxDir: outbox, log: () => {} }),
      limits: { ...defaultLimits(), availability: unlimited(), bookingHolds: unlimited(), bookingWrites: unlimited() },
      sms,
    });
    const held = (await (await app.request(`http://localhost:3000/api/booking/${SLUG}/holds`, json(job()))).json()).data;
    const booked = await app.request(`http://localhost:3000/api/booking/holds/${held.hold_id}/confirm`, json(contact()));
    const id = (await booked.json()).data.appointment.id;
    const rows = await h.db.select().from(s.bookingReminders).where(eq(s.bookingReminders.appointmentId, id));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    await h.db
      .update(s.bookingReminders)
      .set({ runAt: Date.now() - 1000 })
      .where(eq(s.bookingReminders.appointmentId, id));
    const mailer = createMailer({ outboxDir: outbox, log: () => {} });
    expect(await runDueReminders({ db: h.db, mailer, sms }, 'one')).toBe(2);
    expect(await runDueReminders({ db: h.db, mailer, sms }, 'two')).toBe(0);
    expect(texts).toEqual([{ to: '(602) 555-0199', text: expect.stringContaining('Reminder: Prestige Mobile Detailing,') }]);

    // Without a sender (the default), a booking queues the e-mail alone.
    const { appointment } = await bookOne('14:00');
    const plain = await h.db.select().from(s.bookingReminders).where(eq(s.bookingReminders.appointmentId, appointment.id));
    expect(plain.map((r) => r.channel)).toEqual(['email']);
  });
});

describe('booking events', () => {
  it('records the wizard being started and the steps reached, and refuses other events', async () => {
    const events = (body: unknown) => h.request(`/api/booking/${SLUG}/events`, json(body));
    // The demo's own traffic of today has booking events too: only the rows this test adds count.
    const stored = () => h.db.select().from(s.analyticsEvents).where(eq(s.analyticsEvents.tenantId, tenantId));
    const lastBefore = Math.max(0, ...(await stored()).map((r) => r.id));
    expect((await events({ event: 'started' })).status).toBe(202);
    expect((await events({ event: 'step', step: 'schedule' })).status).toBe(202);
    expect((await events({ event: 'completed' })).status).toBe(400);
    expect((await events({ event: 'step', step: 'elsewhere' })).status).toBe(400);
    const rows = (await stored()).filter((r) => r.id > lastBefore);
    expect(rows.map((r) => [r.name, r.props])).toEqual([
      ['booking_started', null],
      ['booking_step', { step: 'schedule' }],
    ]);
  });

  it('answers but keeps nothing from a visitor asking not to be tracked (DNT, GPC) or a bot', async () => {
    const before = await h.db.select().from(s.analyticsEvents).where(eq(s.analyticsEvents.tenantId, tenantId));
    const asking: Record<string, string>[] = [
      { DNT: '1' },
      { 'Sec-GPC': '1' },
      { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    ];
    for (const headers of asking) {
      const res = await h.request(`/api/booking/${SLUG}/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ event: 'step', step: 'addons' }),
      });
      expect(res.status).toBe(202);
    }
    const after = await h.db.select().from(s.analyticsEvents).where(eq(s.analyticsEvents.tenantId, tenantId));
    expect(after).toHaveLength(before.length);
  });
});

describe('holds', () => {
  it('keeps the time from everyone else, and gives it back when the visitor picks another', async () => {
    expect(await slots()).toContain('09:00');
    const res = await hold();
    expect(res.status).toBe(201);
    const first = (await res.json()).data;
    expect(Date.parse(first.expires_at) - Date.now()).toBeGreaterThan((HOLD_MINUTES - 1) * 60_000);
    expect(await slots()).not.toContain('09:00');
    const again = await hold(job(), '198.51.100.7');
    expect(again.status).toBe(409);
    const taken = await again.json();
    expect(taken.error).toBe(TIME_TAKEN_MESSAGE);
    expect(taken.data.alternatives.length).toBeGreaterThan(0);
    expect(taken.data.alternatives[0]).toMatchObject({ date: day });

    const moved = await hold(job({ time: '13:00', release: first.hold_id }));
    expect(moved.status).toBe(201);
    expect(await slots()).toContain('09:00');
    expect(await slots()).not.toContain('13:00');
  });

  it('releases an expired hold, and DELETE gives one back', async () => {
    const held = (await (await hold()).json()).data;
    await h.db
      .update(s.bookingHolds)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(s.bookingHolds.id, held.hold_id));
    expect(await slots()).toContain('09:00');
    const other = (await (await hold(job({ time: '11:00' }))).json()).data;
    expect(await (await h.request(`/api/booking/holds/${other.hold_id}`, { method: 'DELETE' })).json()).toEqual({
      success: true,
      data: { released: true },
    });
    expect(await slots()).toContain('11:00');
  });

  it('deletes holds a day after they ended, and no live one', async () => {
    const live = (await (await hold()).json()).data;
    const old = (await (await hold(job({ time: '13:00' }))).json()).data;
    await h.db
      .update(s.bookingHolds)
      .set({ expiresAt: Date.now() - 25 * HOUR })
      .where(eq(s.bookingHolds.id, old.hold_id));
    expect(await pruneHolds(h.db, Date.now())).toBe(1);
    const left = await h.db.select({ id: s.bookingHolds.id }).from(s.bookingHolds).where(eq(s.bookingHolds.tenantId, tenantId));
    expect(left.map((r) => r.id)).toEqual([live.hold_id]);
  });

  it('answers 400 per field for bad input and a time the business never offers', async () => {
    const bad = await hold(job({ time: '9am', tier: 'x' }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(['tier', 'time']);
    const closed = await hold(job({ time: '20:00' }));
    expect(closed.status).toBe(400);
    expect((await closed.json()).fields).toEqual({ time: TIME_UNAVAILABLE_MESSAGE });
  });

  it('of 100 visitors holding one time at once, exactly one gets it and 99 are offered other times', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => hold(job(), `203.0.113.${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(99);
    const bodies = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()));
    expect(bodies.every((b) => b.error === TIME_TAKEN_MESSAGE && b.data.alternatives.length > 0)).toBe(true);
  }, 60_000);

  it('of 100 confirmations for one time at once (their holds run out), exactly one books it', async () => {
    const start = instantAt(day, '10:00', PHX);
    const held = (await (await hold(job({ time: '10:00' }))).json()).data;
    const row = (await h.db.select().from(s.bookingHolds).where(eq(s.bookingHolds.id, held.hold_id)).get())!;
    const ids = Array.from({ length: 100 }, () => newHoldId());
    await h.db.insert(s.bookingHolds).values(ids.map((id) => ({ ...row, id, expiresAt: Date.now() - 1, createdAt: undefined })));
    await h.db.delete(s.bookingHolds).where(eq(s.bookingHolds.id, held.hold_id));
    const answers = await Promise.all(ids.map((id, i) => confirm(id, contact({ email: `racer${i}@example.com` }))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(99);
    const booked = await h.db
      .select()
      .from(s.appointments)
      .where(and(eq(s.appointments.tenantId, tenantId), eq(s.appointments.startTime, start)));
    expect(booked).toHaveLength(1);
  }, 60_000);
});

describe('confirmation', () => {
  it('books the appointment, matches the customer, notifies the owner and e-mails both, the customer with an .ics', async () => {
    const before = new Set(readdirSync(outbox));
    const { appointment, manage_url } = await bookOne();
    expect(appointment.status).toBe('scheduled');
    expect(manage_url).toMatch(/\/prestige-mobile-detailing\/booking\/manage#token=[\w-]{43}$/);
    const stored = (await h.db.select().from(s.appointments).where(eq(s.appointments.id, appointment.id)).get())!;
    expect(stored).toMatchObject({ startTime: instantAt(day, '09:00', PHX), customerEmail: 'dana.reyes@example.com' });
    const customer = (await h.db.select().from(s.customers).where(eq(s.customers.id, stored.customerId!)).get())!;
    expect(customer.email).toBe('dana.reyes@example.com');
    const notice = await h.db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.tenantId, tenantId), eq(s.notifications.kind, 'booking_booked')))
      .all();
    expect(notice.at(-1)!.title).toBe('New booking from Dana Reyes');
    const reminder = await h.db.select().from(s.bookingReminders).where(eq(s.bookingReminders.appointmentId, appointment.id)).get();
    expect(reminder).toMatchObject({ state: 'queued', runAt: stored.startTime - 24 * HOUR });
    const event = await h.db
      .select()
      .from(s.analyticsEvents)
      .where(and(eq(s.analyticsEvents.tenantId, tenantId), eq(s.analyticsEvents.name, 'booking_completed')))
      .get();
    expect(event).toBeDefined();

    const fresh = readdirSync(outbox)
      .filter((f) => !before.has(f))
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    const mine = fresh.find((m) => m.includes('To: dana.reyes@example.com'))!;
    expect(mine).toContain('Booked: ');
    expect(mine).toContain('appointment.ics');
    expect(mine).toMatch(/text\/calendar/);
    const ics = Buffer.from(/filename=appointment\.ics\n\n([\s\S]*?)\n--/.exec(mine)![1]!, 'base64').toString();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART;TZID=America/Phoenix:${day.replaceAll('-', '')}T090000`);
    expect(ics).toContain('manage#token=');
    expect(fresh.some((m) => m.includes('Subject: New booking from Dana Reyes'))).toBe(true);

    // The same person booking again by phone is the same customer.
    const again = await bookOne('14:00');
    const second = (await h.db.select().from(s.appointments).where(eq(s.appointments.id, again.appointment.id)).get())!;
    expect(second.customerId).toBe(stored.customerId);
  });

  it('confirms at once when the owner chose auto-confirm, and refuses bad contact fields per field', async () => {
    await setTenant({ settings: { booking: { autoConfirm: true } } });
    const held = (await (await hold()).json()).data;
    const bad = await confirm(held.hold_id, contact({ email: 'nope', vehicle: { type: 'boats' } }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toMatchObject({ email: 'Invalid email address', 'vehicle.make': 'Vehicle make is required' });
    const res = await confirm(held.hold_id);
    expect((await res.json()).data.appointment.status).toBe('confirmed');
    expect((await confirm(held.hold_id)).status).toBe(404);
  });
});

describe('manage link', () => {
  it('shows the booking, moves it to a free time and cancels it, telling the owner each time', async () => {
    const { appointment, manage_url } = await bookOne();
    const token = tokenOf(manage_url);
    const view = await (await h.request(`/api/booking/manage/${token}`)).json();
    expect(view.data).toMatchObject({ can_change: true, cancellation_notice_hours: 24, change_message: null });
    expect(view.data.appointment).toMatchObject({ id: appointment.id, time: '09:00', date: day });

    const moved = await h.request(`/api/booking/manage/${token}/reschedule`, json({ date: day, time: '10:00' }));
    expect(moved.status).toBe(200);
    expect((await moved.json()).data.appointment.time).toBe('10:00');
    // 08:30 to 10:00 fits before the moved job (it did not before); 10:30 is now inside it.
    expect(await slots()).toContain('08:30');
    expect(await slots()).not.toContain('10:30');
    const reminder = await h.db.select().from(s.bookingReminders).where(eq(s.bookingReminders.appointmentId, appointment.id)).get();
    expect(reminder!.runAt).toBe(instantAt(day, '10:00', PHX) - 24 * HOUR);

    const cancelled = await h.request(`/api/booking/manage/${token}/cancel`, json({}));
    expect((await cancelled.json()).data.appointment.status).toBe('cancelled');
    expect(await slots()).toContain('10:00');
    const again = await h.request(`/api/booking/manage/${token}/cancel`, json({}));
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(BOOKING_CANCELLED_MESSAGE);
    const kinds = (await h.db.select().from(s.notifications).where(eq(s.notifications.tenantId, tenantId))).map((n) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['booking_rescheduled', 'booking_cancelled']));
    expect(mails().some((m) => m.includes('Subject: Cancelled: '))).toBe(true);
    expect((await h.db.select().from(s.bookingReminders).where(eq(s.bookingReminders.appointmentId, appointment.id)).get())!.state).toBe(
      'skipped',
    );
  });

  it('inside the cancellation notice tells the customer to call, and refuses a taken time with alternatives', async () => {
    const other = await bookOne('13:00');
    const { appointment, manage_url } = await bookOne();
    const token = tokenOf(manage_url);
    const taken = await h.request(`/api/booking/manage/${token}/reschedule`, json({ date: day, time: '13:00' }));
    expect(taken.status).toBe(409);
    expect((await taken.json()).data.alternatives.length).toBeGreaterThan(0);
    expect(other.appointment.id).not.toBe(appointment.id);

    const soon = Date.now() + 3 * HOUR;
    await h.db
      .update(s.appointments)
      .set({ startTime: soon, endTime: soon + 90 * 60_000 })
      .where(eq(s.appointments.id, appointment.id));
    const view = await (await h.request(`/api/booking/manage/${token}`)).json();
    expect(view.data.can_change).toBe(false);
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.id, tenantId)).get())!;
    expect(view.data.change_message).toBe(
      `Please call Prestige Mobile Detailing at ${formatPhone(tenant.businessPhone)} to change this booking.`,
    );
    const refused = await h.request(`/api/booking/manage/${token}/cancel`, json({}));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(view.data.change_message);
  });

  it('refuses an unknown token and one whose appointment is over', async () => {
    expect((await h.request(`/api/booking/manage/${'x'.repeat(43)}`)).status).toBe(404);
    const { appointment, manage_url } = await bookOne();
    await h.db
      .update(s.appointments)
      .set({ startTime: Date.now() - 3 * HOUR, endTime: Date.now() - HOUR })
      .where(eq(s.appointments.id, appointment.id));
    const over = await h.request(`/api/booking/manage/${tokenOf(manage_url)}`);
    expect(over.status).toBe(404);
    expect((await over.json()).error).toBe(MANAGE_LINK_INVALID_MESSAGE);
  });
});

describe('reminders', () => {
  it('sends each due reminder once across two workers and a restart, and skips cancelled appointments', async () => {
    const a = await bookOne('09:00');
    const b = await bookOne('13:00');
    await h.db.update(s.appointments).set({ status: 'cancelled' }).where(eq(s.appointments.id, b.appointment.id));
    await h.db
      .update(s.bookingReminders)
      .set({ runAt: Date.now() - 1000 })
      .where(eq(s.bookingReminders.tenantId, tenantId));
    const mailer = createMailer({ outboxDir: outbox, log: () => {} });
    const before = mails().filter((m) => m.includes('Subject: Reminder:')).length;
    const sent = await Promise.all([runDueReminders({ db: h.db, mailer }, 'one'), runDueReminders({ db: h.db, mailer }, 'two')]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await runDueReminders({ db: h.db, mailer }, 'after-restart')).toBe(0);
    expect(mails().filter((m) => m.includes('Subject: Reminder:')).length).toBe(before + 1);
    const rows = await h.db.select().from(s.bookingReminders).where(eq(s.bookingReminders.tenantId, tenantId));
    expect(rows.find((r) => r.appointmentId === a.appointment.id)!.state).toBe('sent');
    expect(rows.find((r) => r.appointmentId === b.appointment.id)!.state).toBe('skipped');
  });
});

describe('deposits through Stripe (a local stand-in of its API)', () => {
  const SECRET = 'whsec_test_localsite';
  let standIn: Server;
  let sessions: URLSearchParams[];
  /** Answers the stand-in refuses before it works again (the SDK retries once). */
  let failures = 0;
  const expired: string[] = [];
  const answered = new Map<string, string>();
  let app: Awaited<ReturnType<typeof composeServer>>['app'];
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    sessions = [];
    standIn = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        const expire = /^\/v1\/checkout\/sessions\/(cs_test_\d+)\/expire$/.exec(req.url ?? '');
        if (req.method === 'POST' && expire) {
          expired.push(expire[1]!);
          res.end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }));
          return;
        }
        if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions' || failures > 0) {
          failures--;
          res.statusCode = 500;
          res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stand-in refused' } }));
          return;
        }
        // Like Stripe, a request repeated with its idempotency key gets the first answer again.
        const key = String(req.headers['idempotency-key'] ?? '');
        const earlier = answered.get(key);
        if (earlier) return void res.end(earlier);
        const form = new URLSearchParams(body);
        sessions.push(form);
        const id = `cs_test_${sessions.length}`;
        const answer = JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          expires_at: Number(form.get('expires_at')),
          metadata: { hold_id: form.get('metadata[hold_id]') },
          payment_status: 'unpaid',
        });
        if (key) answered.set(key, answer);
        res.end(answer);
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const port = (standIn.address() as AddressInfo).port;
    ({ app } = await composeServer(h.config, h.db, {
      mailer: createMailer({ outboxDir: outbox, log: () => {} }),
      limits: { ...defaultLimits(), availability: unlimited(), bookingHolds: unlimited(), bookingWrites: unlimited() },
      deposits: stripeGateway({ secretKey: 'sk_test_localsite', webhookSecret: SECRET, apiBase: `http://127.0.0.1:${port}` }),
      publisher: { enqueue: async () => {} } as never,
    }));
  });
  afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
  beforeEach(() => setTenant({ settings: { payment: { depositRequired: true, depositPercentage: 0.25 } } }));

  const call = (url: string, init?: RequestInit) => Promise.resolve(app.request(`http://localhost:3000${url}`, init));
  const webhook = (type: string, session: Record<string, unknown>, secret = SECRET) => {
    const payload = JSON.stringify({
      id: `evt_${type}`,
      object: 'event',
      type,
      data: { object: { object: 'checkout.session', ...session } },
    });
    return call('/api/booking/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
      body: payload,
    });
  };
  async function startPayment(time = '09:00') {
    const held = (await (await call(`/api/booking/${SLUG}/holds`, json(job({ time })))).json()).data;
    const res = await call(`/api/booking/holds/${held.hold_id}/confirm`, json(contact()));
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    return { holdId: held.hold_id as string, price: held.price, data, session: `cs_test_${sessions.length}` };
  }
  const holdState = async (id: string) => (await (await call(`/api/booking/holds/${id}`)).json()).data;

  it('takes the deposit by Checkout, keeps the time meanwhile and books it confirmed when Stripe says it is paid', async () => {
    expect((await (await call(`/api/booking/${SLUG}/options`)).json()).data.payment).toMatchObject({
      deposit_required: true,
      online: true,
    });
    const { holdId, price, data, session } = await startPayment();
    expect(data).toEqual({
      status: 'payment_required',
      checkout_url: `https://checkout.stripe.test/pay/${session}`,
      deposit_cents: price.deposit_cents,
    });
    expect(price.deposit_cents).toBe(Math.round(price.total_cents * 0.25));
    const sent = sessions.at(-1)!;
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe(String(price.deposit_cents));
    expect(sent.get('metadata[hold_id]')).toBe(holdId);
    expect((await holdState(holdId)).state).toBe('payment');
    expect(await slots()).not.toContain('09:00');

    const paid = await webhook('checkout.session.completed', { id: session, payment_status: 'paid', metadata: { hold_id: holdId } });
    expect(paid.status).toBe(200);
    const after = await holdState(holdId);
    expect(after.state).toBe('booked');
    expect(after.appointment).toMatchObject({ status: 'confirmed', time: '09:00' });
    const row = (await h.db.select().from(s.appointments).where(eq(s.appointments.id, after.appointment.id)).get())!;
    expect(row.depositCents).toBe(price.deposit_cents);
    // Stripe retries a webhook it thinks was missed: still one appointment.
    await webhook('checkout.session.completed', { id: session, payment_status: 'paid', metadata: { hold_id: holdId } });
    expect(await h.db.select().from(s.appointments).where(eq(s.appointments.tenantId, tenantId))).toHaveLength(1);
  });

  it('gives a repeated confirm the same Checkout, and ends the open one when the answers changed', async () => {
    const { holdId, data, session } = await startPayment();
    const again = await (await call(`/api/booking/holds/${holdId}/confirm`, json(contact()))).json();
    expect(again.data.checkout_url).toBe(data.checkout_url);
    const changed = await (await call(`/api/booking/holds/${holdId}/confirm`, json(contact({ email: 'dana.r@example.com' })))).json();
    expect(changed.data.checkout_url).not.toBe(data.checkout_url);
    expect(expired).toContain(session);
    expect((await holdState(holdId)).state).toBe('payment');
  });

  it('refuses a forged webhook and books nothing', async () => {
    const { holdId, session } = await startPayment();
    const forged = await webhook(
      'checkout.session.completed',
      { id: session, payment_status: 'paid', metadata: { hold_id: holdId } },
      'whsec_wrong',
    );
    expect(forged.status).toBe(400);
    const unsigned = await call('/api/booking/stripe/webhook', json({ type: 'checkout.session.completed' }));
    expect(unsigned.status).toBe(400);
    expect((await holdState(holdId)).state).toBe('payment');
    expect(await h.db.select().from(s.appointments).where(eq(s.appointments.tenantId, tenantId))).toHaveLength(0);
  });

  it('gives the time back when the payment is abandoned (session expired) or fails', async () => {
    const abandoned = await startPayment('09:00');
    await webhook('checkout.session.expired', { id: abandoned.session, payment_status: 'unpaid', metadata: { hold_id: abandoned.holdId } });
    expect((await holdState(abandoned.holdId)).state).toBe('released');
    expect(await slots()).toContain('09:00');

    const failed = await startPayment('13:00');
    await webhook('checkout.session.async_payment_failed', {
      id: failed.session,
      payment_status: 'unpaid',
      metadata: { hold_id: failed.holdId },
    });
    expect((await holdState(failed.holdId)).state).toBe('released');
    expect(await h.db.select().from(s.appointments).where(eq(s.appointments.tenantId, tenantId))).toHaveLength(0);
  });

  it('tells the owner to refund a deposit paid for a time the owner booked over meanwhile, and books nothing', async () => {
    const { holdId, session } = await startPayment();
    const row = (await h.db.select().from(s.bookingHolds).where(eq(s.bookingHolds.id, holdId)).get())!;
    await h.db.insert(s.appointments).values({
      tenantId,
      title: 'Walk-in',
      serviceType: 'Full Detail',
      serviceDurationMinutes: 90,
      startTime: row.startTime,
      endTime: row.endTime,
      customerName: 'Walk-in Customer',
      customerPhone: '6025550111',
      crewId: row.crewId,
      overlapAllowed: true,
    });
    const paid = await webhook('checkout.session.completed', { id: session, payment_status: 'paid', metadata: { hold_id: holdId } });
    expect(paid.status).toBe(200);
    expect(await holdState(holdId)).toMatchObject({ state: 'released', appointment: null });
    const flagged = await h.db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.tenantId, tenantId), eq(s.notifications.kind, 'booking_payment_conflict')))
      .get();
    expect(flagged!.title).toBe('Dana Reyes paid a deposit for a time that was taken');
  });

  it('ends the Stripe session when the visitor gives the hold back from the deposit page', async () => {
    const { holdId, session } = await startPayment();
    const res = await call(`/api/booking/holds/${holdId}`, { method: 'DELETE' });
    expect((await res.json()).data).toEqual({ released: true });
    expect(expired).toContain(session);
    expect((await holdState(holdId)).state).toBe('released');
    expect(await slots()).toContain('09:00');
  });

  it('answers 502 and keeps the hold when Stripe cannot be reached', async () => {
    const held = (await (await call(`/api/booking/${SLUG}/holds`, json(job()))).json()).data;
    failures = 2;
    const res = await call(`/api/booking/holds/${held.hold_id}/confirm`, json(contact()));
    expect(res.status).toBe(502);
    expect((await holdState(held.hold_id)).state).toBe('held');
  });
});

describe("the owner's booking settings", () => {
  const signIn = async (email: string) => {
    await ensureDemoAccounts(h.db, 'Harbor9lights');
    const res = await h.request('/api/auth/login', json({ email, password: 'Harbor9lights' }));
    return { Authorization: `Bearer ${(await res.json()).accessToken}` };
  };
  const put = (body: unknown, headers: Record<string, string>, query = '') =>
    h.request(`/api/booking/settings${query}`, { ...json(body, headers), method: 'PUT' });

  it('reads the defaults, takes changes that booking then follows, and refuses bad values per field', async () => {
    const owner = await signIn(demoOwnerEmail(SLUG));
    expect(await (await h.request('/api/booking/settings', { headers: owner })).json()).toEqual({
      success: true,
      data: { auto_confirm: false, cancellation_notice_hours: 24, reminder_hours: 24, deposit_required: false, deposit_percentage: 0 },
    });
    const saved = await put({ auto_confirm: true, cancellation_notice_hours: 48, reminder_hours: 2 }, owner);
    expect((await saved.json()).data).toMatchObject({ auto_confirm: true, cancellation_notice_hours: 48, reminder_hours: 2 });
    const { appointment, manage_url } = await bookOne();
    expect(appointment.status).toBe('confirmed');
    const view = await (await h.request(`/api/booking/manage/${tokenOf(manage_url)}`)).json();
    expect(view.data.cancellation_notice_hours).toBe(48);

    const bad = await put({ cancellation_notice_hours: -1, deposit_percentage: 2, colour: 'red' }, owner);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toMatchObject({ cancellation_notice_hours: 'Cancellation notice must be whole hours from 0 to 720' });
    const noShare = await put({ deposit_required: true }, owner);
    expect((await noShare.json()).fields).toEqual({ deposit_percentage: 'Enter the deposit share (more than 0) to require a deposit' });
  });

  it("is refused to anonymous callers and to another business's owner", async () => {
    expect((await h.request('/api/booking/settings')).status).toBe(401);
    const other = (await h.db.select({ slug: s.tenants.slug }).from(s.tenants).where(eq(s.tenants.status, 'approved'))).find(
      (t) => t.slug !== SLUG,
    )!.slug;
    const stranger = await signIn(demoOwnerEmail(other));
    expect((await put({ auto_confirm: true }, stranger, `?tenant_slug=${SLUG}`)).status).toBe(403);
  });
});

describe("the owner's schedule and a visitor's hold", () => {
  it('refuses to book over a time a visitor holds unless the owner books over it on purpose', async () => {
    await ensureDemoAccounts(h.db, 'Harbor9lights');
    const login = await (await h.request('/api/auth/login', json({ email: demoOwnerEmail(SLUG), password: 'Harbor9lights' }))).json();
    const owner = { Authorization: `Bearer ${login.accessToken}` };
    expect((await hold()).status).toBe(201);
    const appointment = {
      title: 'Full detail',
      service_type: 'Full Detail',
      service_duration: 60,
      start_time: new Date(instantAt(day, '09:30', PHX)).toISOString(),
      end_time: new Date(instantAt(day, '10:30', PHX)).toISOString(),
      customer_name: 'Walk-in Customer',
      customer_phone: '(602) 555-0111',
    };
    const refused = await h.request('/api/schedule/appointments', json(appointment, owner));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toContain('a customer is booking this time online');
    const anyway = await h.request('/api/schedule/appointments', json({ ...appointment, overlap_allowed: true }, owner));
    expect(anyway.status).toBe(201);
  });
});

describe('hostile input', () => {
  it('answers 4xx, never 500, to generated bodies on every booking write', async () => {
    const held = (await (await hold()).json()).data;
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    const body = fc.dictionary(
      fc.constantFrom(
        'service',
        'tier',
        'addons',
        'size',
        'zip',
        'date',
        'time',
        'release',
        'name',
        'email',
        'phone',
        'street',
        'vehicle',
        'event',
        'step',
      ),
      value,
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        for (const url of [
          `/api/booking/${SLUG}/holds`,
          `/api/booking/holds/${held.hold_id}/confirm`,
          `/api/booking/manage/${'a'.repeat(43)}/reschedule`,
          `/api/booking/${SLUG}/events`,
        ]) {
          const res = await h.request(url, json(b));
          expect(res.status, `${url} ${JSON.stringify(b)}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
    const price = await h.request(`/api/booking/${SLUG}/price?service=%00&tier=1e99&zip=<script>&size=xl,xl`);
    expect(price.status).toBe(400);
  }, 120_000);
});
