/**
 * Customers (issue 16 §4) against a real database: matching by e-mail then phone from quote
 * requests and bookings, the list with its search, sorts and figures, the detail with history and
 * totals, edits, merge in one transaction, erasure that keeps the business's totals, the CSV
 * export, and who may do what.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { hashPassword } from '#api/auth/passwords.ts';
import { matchOrCreateCustomer } from '#api/domain/customers.ts';
import type { StaffRole } from '#core/api/staff.ts';
import { quoteRequestLink } from '#core/quotes/links.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, validQuote, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const OTHER = 'sharp-edge-barbers';
const DAY = 86_400_000;
let h: Harness;
let tenantId: number;
const tokens: Record<string, string> = {};

async function signIn(email: string) {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function staff(role: StaffRole, email: string) {
  await h.db.insert(s.users).values({
    email,
    tenantId,
    staffRole: role,
    firstName: role,
    passwordHash: await hashPassword(PASSWORD),
    passwordChangedAt: Date.now(),
  });
  tokens[role] = await signIn(email);
}

const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
  h.request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const get = async (url: string, token: string | undefined = tokens.owner) => {
  const res = await call('GET', url, token);
  return { status: res.status, body: await res.json() };
};
const send = async (method: string, url: string, body: unknown, token: string | undefined = tokens.owner) => {
  const res = await call(method, url, token, body);
  return { status: res.status, body: await res.json() };
};

async function submit(overrides: Record<string, unknown>) {
  const res = await h.request('/api/quotes', json(validQuote({ businessSlug: SLUG, ...overrides })));
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  return (await h.db.select().from(s.quotes).where(eq(s.quotes.id, id)).get())!;
}

/** An appointment of a customer, `days` from now, as the schedule stores it. */
async function appointment(customerId: number, days: number, status: string, priceCents: number, name = 'Test') {
  // Minutes apart so no two overlap on the default crew.
  const start = Date.now() + days * DAY + Math.floor(Math.random() * 500) * 7 * 60_000;
  const [row] = await h.db
    .insert(s.appointments)
    .values({
      tenantId,
      customerId,
      title: `Full Detail – ${name}`,
      serviceType: 'Full Detail',
      serviceDurationMinutes: 60,
      startTime: start,
      endTime: start + 60 * 60_000,
      customerName: name,
      customerPhone: '(480) 555-0299',
      customerEmail: 'x@example.com',
      priceCents,
      notes: 'Gate code 4411',
      status,
      overlapAllowed: true,
    })
    .returning();
  return row!;
}

/** An estimate answering a request, as the estimates API stores it. */
async function estimate(quote: { id: number; customerId: number | null }, message: string) {
  const [row] = await h.db
    .insert(s.estimates)
    .values({
      tenantId,
      quoteId: quote.id,
      customerId: quote.customerId,
      status: 'declined',
      items: [{ id: 'line-1', serviceId: null, tierId: null, description: 'Full Detail', priceCents: 22_000, optional: false }],
      durationMinutes: 120,
      validUntil: '2099-12-31',
      message,
      declineReason: 'Found a slot with my usual guy',
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  tokens.owner = await signIn(demoOwnerEmail(SLUG));
  tokens.stranger = await signIn(demoOwnerEmail(OTHER));
  tokens.admin = await signIn('admin@demo.example');
  await staff('manager', 'manager-cust@prestige.example');
  await staff('tech', 'tech-cust@prestige.example');
  await staff('viewer', 'viewer-cust@prestige.example');
});
afterAll(() => h?.close());

describe('matching a customer', () => {
  it('finds them by e-mail first (any case), then by phone digits, and makes one otherwise', async () => {
    const first = await submit({
      name: 'Morgan Vale',
      email: 'Morgan.Vale@Example.com',
      phone: '(480) 555-0271',
      city: 'Tempe',
      zipCode: '85281',
    });
    const again = await submit({ name: 'Morgan Vale', email: 'morgan.vale@example.com', phone: '(602) 555-0999' });
    expect(again.customerId).toBe(first.customerId);
    const byPhone = await submit({ name: 'M. Vale', email: 'mvale.work@example.com', phone: '480-555-0271' });
    expect(byPhone.customerId).toBe(first.customerId);
    const someoneElse = await submit({ name: 'Morgan Vale', email: 'another.morgan@example.com', phone: '(480) 555-0272' });
    expect(someoneElse.customerId).not.toBe(first.customerId);
    const customer = await h.db.select().from(s.customers).where(eq(s.customers.id, first.customerId!)).get();
    expect(customer).toMatchObject({
      name: 'Morgan Vale',
      email: 'morgan.vale@example.com',
      phone: '4805550271',
      city: 'Tempe',
      zip: '85281',
    });
    expect(customer!.things).toEqual([{ type: 'SUV', label: '2021 Toyota 4Runner', details: '' }]);
  });

  it('never overwrites what the owner corrected, and fills what the record lacked', async () => {
    const quote = await submit({ name: 'Riley Park', email: 'riley@example.com', phone: '(480) 555-0281', city: 'Mesa', zipCode: '85201' });
    const edited = await send('PUT', `/api/customers/${quote.customerId}`, { name: 'Riley Park-Nguyen', address: { city: 'Gilbert' } });
    expect(edited.status).toBe(200);
    await submit({
      name: 'Riley P',
      email: 'riley@example.com',
      phone: '(480) 555-0281',
      city: 'Chandler',
      vehicleMake: 'Honda',
      vehicleModel: 'Pilot',
    });
    const { body } = await get(`/api/customers/${quote.customerId}`);
    expect(body.data).toMatchObject({ name: 'Riley Park-Nguyen', address: { city: 'Gilbert', zip: '85201' } });
    expect(body.data.things.map((t: { label: string }) => t.label)).toEqual(['2021 Toyota 4Runner', '2021 Honda Pilot']);
    expect(body.data.history.requests).toHaveLength(2);
  });

  it('links an appointment the owner types into the schedule to the customer it names', async () => {
    const quote = await submit({ name: 'Zoe Hart', email: 'zoe.hart@example.com', phone: '(480) 555-0221' });
    const res = await send('POST', '/api/schedule/appointments', {
      title: 'Full detail – Hart',
      service_type: 'Full Detail',
      service_duration: 120,
      start_time: '2027-04-12T09:00:00-07:00',
      end_time: '2027-04-12T11:00:00-07:00',
      customer_name: 'Zoe Hart',
      customer_phone: '480.555.0221',
      price: 249.5,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { body } = await get(`/api/customers/${quote.customerId}`);
    expect(body.data.history.appointments).toEqual([
      expect.objectContaining({ id: res.body.data.id, status: 'scheduled', amountCents: 24_950, date: '2027-04-12T16:00:00.000Z' }),
    ]);
    expect(body.data.totals).toMatchObject({ requests: 1, appointments: 1, upcoming: 1, upcomingCents: 24_950 });
  });

  it('is one function for every caller: a direct match uses the same rule per business', async () => {
    const barber = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, OTHER)).get())!.id;
    const here = await matchOrCreateCustomer(h.db, tenantId, { name: 'Sam Hart', email: 'sam.hart@example.com', phone: '6025550250' });
    const there = await matchOrCreateCustomer(h.db, barber, { name: 'Sam Hart', email: 'sam.hart@example.com', phone: '6025550250' });
    expect(there).not.toBe(here);
    expect(await matchOrCreateCustomer(h.db, tenantId, { name: 'Sam', phone: '+1 (602) 555-0250' })).toBe(here);
    // A short number is no one's: it never matches.
    expect(await matchOrCreateCustomer(h.db, tenantId, { name: 'Short', phone: '555' })).not.toBe(here);
  });
});

describe('GET /api/customers', () => {
  let spender: number;
  beforeAll(async () => {
    spender = await matchOrCreateCustomer(h.db, tenantId, { name: 'Quill Spender', email: 'quill@example.com', phone: '6025550261' });
    await appointment(spender, -20, 'completed', 50_000, 'Quill Spender');
    await appointment(spender, -10, 'completed', 25_000, 'Quill Spender');
    await appointment(spender, -5, 'cancelled', 90_000, 'Quill Spender');
    await appointment(spender, 6, 'scheduled', 15_000, 'Quill Spender');
  });

  it('lists customers with their counts and what they spent', async () => {
    const { status, body } = await get('/api/customers?q=quill');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ id: spender, name: 'Quill Spender', requests: 0, appointments: 4, spentCents: 75_000, upcoming: 1 }),
    ]);
    expect(body.pagination).toEqual({ total: 1, limit: 25, offset: 0, hasMore: false });
  });

  it('sorts by name, spending or recent activity, either way, and pages', async () => {
    const names = (await get('/api/customers?sort=name&limit=100')).body.data.map((c: { name: string }) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const spent = (await get('/api/customers?sort=spent&limit=100')).body.data.map((c: { spentCents: number }) => c.spentCents);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    const cheapest = (await get('/api/customers?sort=spent&order=asc&limit=100')).body.data.map(
      (c: { spentCents: number }) => c.spentCents,
    );
    expect(cheapest).toEqual([...spent].reverse().sort((a, b) => a - b));
    const recent = (await get('/api/customers?limit=100')).body.data.map((c: { lastActivityAt: string | null; createdAt: string }) =>
      Date.parse(c.lastActivityAt ?? c.createdAt),
    );
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
    const page = await get('/api/customers?sort=name&limit=2&offset=1');
    expect(page.body.data.map((c: { name: string }) => c.name.toLowerCase())).toEqual(names.slice(1, 3));
    expect(page.body.pagination).toMatchObject({ limit: 2, offset: 1, hasMore: true });
  });

  it('searches name, e-mail, phone digits, street, city, ZIP, things and notes', async () => {
    const found = async (q: string) =>
      (await get(`/api/customers?q=${encodeURIComponent(q)}`)).body.data.map((c: { name: string }) => c.name);
    expect(await found('quill@')).toEqual(['Quill Spender']);
    expect(await found('(602) 555-0261')).toEqual(['Quill Spender']);
    expect(await found('riley gilbert')).toEqual(['Riley Park-Nguyen']);
    expect(await found('pilot riley')).toEqual(['Riley Park-Nguyen']);
  });

  it('answers 400 per field out of range', async () => {
    const bad = await get('/api/customers?sort=city&order=up&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      limit: 'limit must be at least 1',
      sort: 'sort must be one of recent, name, spent',
      order: 'order must be asc or desc',
    });
  });

  it('shows the history of requests and appointments newest first, with totals', async () => {
    await h.db.insert(s.quotes).values({
      tenantId,
      customerId: spender,
      name: 'Quill Spender',
      email: 'quill@example.com',
      phone: '6025550261',
      services: ['Ceramic Coating'],
      city: 'Tempe',
      state: 'AZ',
      zipCode: '85281',
      status: 'completed',
      estimatedPriceCents: 89_900,
      createdAt: Date.now() - 30 * DAY,
    });
    const { body } = await get(`/api/customers/${spender}`);
    expect(body.data.totals).toEqual({
      requests: 1,
      estimates: 0,
      appointments: 4,
      completed: 2,
      spentCents: 75_000,
      upcoming: 1,
      upcomingCents: 15_000,
    });
    expect(body.data.history.requests).toEqual([
      expect.objectContaining({ kind: 'request', status: 'completed', amountCents: 89_900, title: 'Ceramic Coating' }),
    ]);
    const appointments = body.data.history.appointments;
    expect(appointments.map((a: { status: string }) => a.status)).toEqual(['scheduled', 'cancelled', 'completed', 'completed']);
    expect(appointments[0]).toMatchObject({ kind: 'appointment', amountCents: 15_000, title: 'Full Detail' });
  });
});

describe('PUT /api/customers/:id', () => {
  it('saves contact, address, things and private notes, and answers the detail', async () => {
    const id = await matchOrCreateCustomer(h.db, tenantId, { name: 'Tate Ruiz', email: 'tate@example.com' });
    const saved = await send('PUT', `/api/customers/${id}`, {
      name: 'Tate Ruiz',
      phone: '(480) 555-0233',
      address: { street: '88 Canyon View Dr', city: 'Scottsdale', state: 'az', zip: '85251' },
      things: [{ type: 'trucks', label: '2019 Ford F-150', details: 'Lifted' }],
      notes: 'Pays by card; dog in the yard',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      phone: '4805550233',
      address: { street: '88 Canyon View Dr', city: 'Scottsdale', state: 'AZ', zip: '85251' },
      things: [{ type: 'trucks', label: '2019 Ford F-150', details: 'Lifted' }],
      notes: 'Pays by card; dog in the yard',
    });
    const cleared = await send('PUT', `/api/customers/${id}`, { phone: null, address: { street: '' } });
    expect(cleared.body.data).toMatchObject({ phone: null, address: { street: '', city: 'Scottsdale' } });
  });

  it('answers 400 per field, and refuses an e-mail another customer has', async () => {
    const id = await matchOrCreateCustomer(h.db, tenantId, { name: 'Uma Lee', email: 'uma@example.com' });
    const bad = await send('PUT', `/api/customers/${id}`, { name: 'U', email: 'uma@', address: { state: 'XX' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      'address.state': 'Please enter a valid 2-letter state code (e.g., CA, NY, TX)',
    });
    const taken = await send('PUT', `/api/customers/${id}`, { email: 'TATE@example.com' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ email: 'Another customer has this e-mail address: merge the two instead' });
  });
});

describe('POST /api/customers/merge', () => {
  it('moves requests, appointments and their bookings to the kept record, fills its gaps, and deletes the other, in one go', async () => {
    const keep = await submit({ name: 'Vic Hale', email: 'vic@example.com', phone: '(480) 555-0241', city: 'Tempe' });
    const dup = await submit({
      name: 'Victor Hale',
      email: 'victor.hale@work.example',
      phone: '(480) 555-0242',
      vehicleMake: 'Tesla',
      vehicleModel: 'Model Y',
    });
    await h.db.update(s.customers).set({ street: '315 E Palm Ln', notes: 'Prefers Saturdays' }).where(eq(s.customers.id, dup.customerId!));
    const job = await appointment(dup.customerId!, -3, 'completed', 30_000, 'Victor Hale');
    await h.db.insert(s.bookings).values({
      tenantId,
      appointmentId: job.id,
      manageTokenHash: `merge-test-${job.id}`,
      job: { service: 'full-detail', zip: '85281' },
      vehicle: { type: 'suv' },
      address: { street: '315 E Palm Ln', city: 'Tempe', state: 'AZ', zip: '85281' },
    });
    const offer = await estimate(dup, 'Hi Victor, here is the estimate we talked about.');
    const merged = await send('POST', '/api/customers/merge', { keepId: keep.customerId, mergeId: dup.customerId });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({
      id: keep.customerId,
      name: 'Vic Hale',
      email: 'vic@example.com',
      phone: '4805550241',
      address: { street: '315 E Palm Ln', city: 'Tempe' },
      notes: 'Prefers Saturdays',
      totals: { requests: 2, estimates: 1, appointments: 1, spentCents: 30_000 },
    });
    expect(merged.body.data.history.estimates).toEqual([
      expect.objectContaining({ kind: 'estimate', id: offer.id, status: 'declined', amountCents: 22_000, title: 'Full Detail' }),
    ]);
    expect(merged.body.data.things.map((t: { label: string }) => t.label)).toEqual(['2021 Toyota 4Runner', '2021 Tesla Model Y']);
    expect(await h.db.select().from(s.customers).where(eq(s.customers.id, dup.customerId!)).get()).toBeUndefined();
    const booked = await h.db
      .select({ customerId: s.appointments.customerId })
      .from(s.bookings)
      .innerJoin(s.appointments, eq(s.appointments.id, s.bookings.appointmentId))
      .where(eq(s.bookings.appointmentId, job.id))
      .get();
    expect(booked?.customerId).toBe(keep.customerId);
    expect((await get(`/api/customers/${dup.customerId}`)).status).toBe(404);
  });

  it('changes nothing when one of the two is not the business’s, and needs two different customers', async () => {
    const mine = await matchOrCreateCustomer(h.db, tenantId, { name: 'Wren Ames', email: 'wren@example.com' });
    const quote = await submit({ name: 'Wren Ames', email: 'wren@example.com' });
    const barber = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, OTHER)).get())!.id;
    const theirs = await matchOrCreateCustomer(h.db, barber, { name: 'Wren Ames', email: 'wren.b@example.com' });
    const refused = await send('POST', '/api/customers/merge', { keepId: theirs, mergeId: mine });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Customer not found');
    expect((await h.db.select().from(s.quotes).where(eq(s.quotes.id, quote.id)).get())?.customerId).toBe(mine);
    expect(await h.db.select().from(s.customers).where(eq(s.customers.id, theirs)).get()).toBeDefined();
    const same = await send('POST', '/api/customers/merge', { keepId: mine, mergeId: mine });
    expect(same.body.fields).toEqual({ mergeId: 'Choose two different customers' });
  });
});

describe('DELETE /api/customers/:id (erasure)', () => {
  it('removes the personal data from requests, appointments, bookings and the bell, and keeps the business’s totals', async () => {
    const quote = await submit({
      name: 'Xan Doyle',
      email: 'xan@example.com',
      phone: '(480) 555-0291',
      message: 'Call after 5, gate 1234',
    });
    const customerId = quote.customerId!;
    const done = await appointment(customerId, -2, 'completed', 40_000, 'Xan Doyle');
    const next = await appointment(customerId, 4, 'confirmed', 20_000, 'Xan Doyle');
    await h.db.insert(s.bookings).values({
      tenantId,
      appointmentId: next.id,
      manageTokenHash: `erase-test-${next.id}`,
      job: { service: 'full-detail', zip: '85281', price: { totalCents: 20_000 } },
      vehicle: { type: 'suv', make: 'Kia', model: 'Telluride' },
      address: { street: '2207 N Oak Ave', city: 'Tempe', state: 'AZ', zip: '85281' },
    });
    const offer = await estimate(quote, 'Hi Xan, thanks for asking: here is your estimate.');
    await h.db.insert(s.bookingReminders).values({ tenantId, appointmentId: next.id, channel: 'email', runAt: next.startTime - DAY });
    const totals = async () =>
      h.db
        .select({
          count: sql<number>`count(*)`,
          cents: sql<number>`sum(${s.appointments.priceCents})`,
        })
        .from(s.appointments)
        .where(eq(s.appointments.tenantId, tenantId))
        .get();
    const before = await totals();
    const quotesBefore = (await get('/api/quotes')).body.counts;

    for (const role of ['tech', 'viewer', 'manager'] as const) {
      if (role !== 'manager')
        expect((await send('DELETE', `/api/customers/${customerId}`, undefined, tokens[role])).status, role).toBe(403);
    }
    expect((await send('DELETE', `/api/customers/${customerId}`, undefined, tokens.stranger)).status).toBe(404);
    const erased = await send('DELETE', `/api/customers/${customerId}`, undefined);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({ id: customerId, erased: { requests: 1, estimates: 1, appointments: 2, bookings: 1 } });

    expect(await totals()).toEqual(before);
    expect((await get('/api/quotes')).body.counts).toEqual(quotesBefore);
    const q = await h.db.select().from(s.quotes).where(eq(s.quotes.id, quote.id)).get();
    expect(q).toMatchObject({
      name: 'Deleted customer',
      email: '',
      phone: '',
      message: null,
      vehicleMake: null,
      city: '',
      zipCode: '',
      customerId: null,
    });
    expect(q!.services).toEqual(['Ceramic Coating']);
    const jobs = await h.db
      .select()
      .from(s.appointments)
      .where(inArray(s.appointments.id, [done.id, next.id]));
    for (const job of jobs) {
      expect(job).toMatchObject({
        customerName: 'Deleted customer',
        customerPhone: '',
        customerEmail: null,
        notes: null,
        customerId: null,
        title: 'Full Detail',
      });
    }
    expect(jobs.map((j) => [j.status, j.priceCents])).toEqual(
      expect.arrayContaining([
        ['completed', 40_000],
        ['confirmed', 20_000],
      ]),
    );
    const kept = await h.db.select().from(s.estimates).where(eq(s.estimates.id, offer.id)).get();
    expect(kept).toMatchObject({ message: null, declineReason: null, status: 'declined', customerId: null, quoteId: quote.id });
    expect(kept!.items).toHaveLength(1);
    const booking = await h.db.select().from(s.bookings).where(eq(s.bookings.appointmentId, next.id)).get();
    expect(booking).toMatchObject({ vehicle: {}, address: { street: '', city: '', state: '', zip: '' } });
    expect(booking!.job).toMatchObject({ service: 'full-detail', zip: '', price: { totalCents: 20_000 } });
    const bell = await h.db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.tenantId, tenantId), eq(s.notifications.link, quoteRequestLink(SLUG, quote.id))))
      .get();
    expect(bell).toMatchObject({ title: 'Deleted customer', body: '' });
    expect((await h.db.select().from(s.bookingReminders).where(eq(s.bookingReminders.appointmentId, next.id)).get())?.state).toBe(
      'skipped',
    );
    const log = JSON.stringify(await h.db.select().from(s.emailLog).where(eq(s.emailLog.tenantId, tenantId)));
    expect(log).toContain('New quote request from Deleted customer');
    expect(log).not.toContain('Xan Doyle');
    const everything = JSON.stringify(await h.db.select().from(s.quotes).where(eq(s.quotes.tenantId, tenantId)));
    expect(everything).not.toContain('xan@example.com');
    expect(everything).not.toContain('Xan Doyle');
    expect((await get(`/api/customers/${customerId}`)).status).toBe(404);
  });
});

describe('GET /api/customers/export.csv', () => {
  it('downloads every customer as CSV, quoted, with formulas defused', async () => {
    const id = await matchOrCreateCustomer(h.db, tenantId, {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'evil@example.com',
      address: { city: 'Tempe, AZ' },
    });
    await h.db.update(s.customers).set({ notes: 'Line one\nLine "two"' }).where(eq(s.customers.id, id));
    const res = await call('GET', '/api/customers/export.csv', tokens.owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="customers-${SLUG}.csv"`);
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Street,City,State,ZIP,Vehicles,Notes,Requests,Appointments,Spent,Last activity,Customer since');
    expect(text).toContain(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")",evil@example.com,,,"Tempe, AZ",,,,"Line one\nLine ""two""",0,0,0.00,',
    );
    expect(text).toMatch(/Quill Spender,quill@example\.com,6025550261,,,,,,,1,4,750\.00,\d{4}-\d\d-\d\d,\d{4}-\d\d-\d\d\r\n/);
    const count = (await get('/api/customers?limit=1')).body.pagination.total;
    expect(lines.filter((l) => l !== '').length).toBeGreaterThan(count);
  });

  it('is for owners, managers and admins', async () => {
    expect((await call('GET', '/api/customers/export.csv', tokens.manager)).status).toBe(200);
    expect((await call('GET', `/api/customers/export.csv?business_slug=${SLUG}`, tokens.admin)).status).toBe(200);
    expect((await call('GET', '/api/customers/export.csv', tokens.tech)).status).toBe(403);
    expect((await call('GET', '/api/customers/export.csv', tokens.viewer)).status).toBe(403);
    expect((await call('GET', `/api/customers/export.csv?business_slug=${SLUG}`, tokens.stranger)).status).toBe(403);
  });
});

describe('who may see and change customers', () => {
  it('lets every staff member read, only owners and managers write, and hides other businesses’ customers', async () => {
    const id = await matchOrCreateCustomer(h.db, tenantId, { name: 'Yael Bond', email: 'yael@example.com' });
    for (const role of ['tech', 'viewer', 'manager']) {
      expect((await get('/api/customers', tokens[role])).status, role).toBe(200);
      expect((await get(`/api/customers/${id}`, tokens[role])).status, role).toBe(200);
    }
    for (const role of ['tech', 'viewer']) {
      expect((await send('PUT', `/api/customers/${id}`, { notes: 'x' }, tokens[role])).status, role).toBe(403);
      expect((await send('POST', '/api/customers/merge', { keepId: id, mergeId: id + 1 }, tokens[role])).status, role).toBe(403);
    }
    expect((await send('PUT', `/api/customers/${id}`, { notes: 'VIP' }, tokens.manager)).body.data.notes).toBe('VIP');
    expect((await get(`/api/customers/${id}`, tokens.stranger)).status).toBe(404);
    expect((await send('PUT', `/api/customers/${id}`, { notes: 'x' }, tokens.stranger)).status).toBe(404);
    expect((await get(`/api/customers?business_slug=${SLUG}`, tokens.stranger)).status).toBe(403);
    expect((await get('/api/customers', tokens.admin)).body.fields).toEqual({ business_slug: 'business_slug is required' });
    expect((await get(`/api/customers/${id}`, tokens.admin)).status).toBe(200);
    expect((await call('GET', '/api/customers', undefined)).status).toBe(401);
    expect((await get('/api/customers/x')).body.error).toBe('Invalid customer ID');
  });
});
