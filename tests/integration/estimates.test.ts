/**
 * Estimates through the real stack (issue 16 §3): an owner writes and sends an estimate for a quote
 * request, the customer's e-mail in the outbox carries the link, the link accepts (with optional
 * lines) or declines (with a reason), expired and forged links are refused, and an accepted
 * estimate is booked through the booking hold and confirm as an appointment linked to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { industries } from '#content/index.ts';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { BOOKING_DISABLED_MESSAGE } from '#core/booking/schemas.ts';
import {
  ALREADY_SENT_MESSAGE,
  DECLINE_REASON_REQUIRED,
  ESTIMATE_ALREADY_BOOKED,
  ESTIMATE_LINK_INVALID,
  ONLY_DRAFT_CHANGES,
  VALID_UNTIL_RANGE_MESSAGE,
} from '#core/estimates/estimates.ts';
import type { OperatingHours } from '#core/scheduling/hours.ts';
import { addDays, todayIn, WEEKDAYS } from '#core/scheduling/time.ts';
import { dataPaths } from '#db/config.ts';
import { seedDemoEstimates } from '#db/seed-estimates.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness, validQuote } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const OTHER = 'sharp-edge-barbers';
const PHX = 'America/Phoenix';
const EVERY_DAY = Object.fromEntries(WEEKDAYS.map((d) => [d, { open: '08:00', close: '17:00', closed: false }])) as OperatingHours;
const unlimited = () => new RateLimiter(1e9, 60_000);

let h: Harness;
let tenantId: number;
let outbox: string;
let today: string;
let ownerAddress: string;
let service: { id: number; tierId: number; price: number };
const tokens: Record<string, string> = {};

const call = (url: string, method: string, who: string | undefined, body?: unknown) =>
  h.request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(who ? { Authorization: `Bearer ${tokens[who]}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function signIn(email: string) {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function newQuote(email = 'dana@example.com') {
  const res = await h.request('/api/quotes', json(validQuote({ email })));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const estimateBody = (overrides: Record<string, unknown> = {}) => ({
  items: [
    { serviceId: service.id, tierId: service.tierId, description: 'Ceramic coating, 2 years', priceCents: 59900 },
    { description: 'Headlight restoration', priceCents: 8900, optional: true },
    { description: 'Engine bay detail', priceCents: 6500, optional: true },
  ],
  durationMinutes: 240,
  validUntil: addDays(today, 14),
  message: 'Thanks for asking. The price includes the paint correction.',
  ...overrides,
});

/** The newest outbox e-mail to `to` (quoted-printable decoded), with its subject and text. */
function mailTo(to: string) {
  const mails = readdirSync(outbox)
    .sort()
    .map((f) =>
      readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((raw) => raw.includes(`To: ${to}`));
  const raw = mails.at(-1);
  return raw ? { subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '', text: raw } : undefined;
}
const tokenIn = (text: string) => /\/estimate\?t=([\w-]{43})/.exec(text)?.[1];

/** A quote with a sent estimate: its id and the customer's link token. */
async function sentEstimate(email: string, overrides: Record<string, unknown> = {}) {
  const quoteId = await newQuote(email);
  const made = await call(`/api/quotes/${quoteId}/estimates`, 'POST', 'owner', estimateBody(overrides));
  expect(made.status).toBe(201);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  expect((await call(`/api/estimates/${id}/send`, 'POST', 'owner')).status).toBe(200);
  const token = tokenIn(mailTo(email)!.text)!;
  return { quoteId, id, token };
}

beforeAll(async () => {
  h = await startHarness({ publish: false, limits: { availability: unlimited(), bookingHolds: unlimited(), bookingWrites: unlimited() } });
  await ensureDemoAccounts(h.db, PASSWORD);
  outbox = dataPaths(h.config).outbox;
  const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!;
  tenantId = tenant.id;
  ownerAddress = (tenant.businessEmail ?? tenant.personalEmail)!;
  tokens.owner = await signIn(demoOwnerEmail(SLUG));
  tokens.stranger = await signIn(demoOwnerEmail(OTHER));
  tokens.viewer = await signIn(`viewer@${SLUG}.example`);
  tokens.admin = await signIn('admin@demo.example');
  const tier = await h.db
    .select({ id: s.services.id, tierId: s.serviceTiers.id, price: s.serviceTiers.priceCents })
    .from(s.serviceTiers)
    .innerJoin(s.services, eq(s.services.id, s.serviceTiers.serviceId))
    .where(eq(s.services.tenantId, tenantId))
    .get();
  service = tier!;
  today = todayIn(PHX, Date.now());
}, 120_000);
afterAll(() => h?.close());

beforeEach(async () => {
  await h.db
    .update(s.tenants)
    .set({ timeZone: PHX, operatingHours: EVERY_DAY, leadTimeDays: 0, bookingWindowDays: 365, slotIntervalMinutes: 30 })
    .where(eq(s.tenants.id, tenantId));
});

describe('writing and sending', () => {
  it('creates a draft from a quote request, changes it, sends it by e-mail with a link, and puts the request in progress', async () => {
    const quoteId = await newQuote('writer@example.com');
    const made = await call(`/api/quotes/${quoteId}/estimates`, 'POST', 'owner', estimateBody());
    expect(made.status).toBe(201);
    const draft = ((await made.json()) as { data: Record<string, unknown> }).data;
    expect(draft).toMatchObject({ status: 'draft', quoteId, requiredCents: 59900, optionalCents: 15400, totalCents: 59900 });
    expect((draft.items as { id: string }[]).map((i) => i.id)).toEqual(['i1', 'i2', 'i3']);

    const changed = await call(`/api/estimates/${draft.id}`, 'PUT', 'owner', estimateBody({ durationMinutes: 300 }));
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { durationMinutes: number } }).data.durationMinutes).toBe(300);

    const sent = await call(`/api/estimates/${draft.id}/send`, 'POST', 'owner');
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { data: { status: string; sentAt: string } }).data.status).toBe('sent');
    const mail = mailTo('writer@example.com')!;
    expect(mail.subject).toBe('Your estimate from Prestige Mobile Detailing');
    expect(mail.text).toContain('Headlight restoration: $89 (optional)');
    expect(mail.text).toMatch(new RegExp(`http://localhost:3000/${SLUG}/estimate\\?t=[\\w-]{43}`));
    const quote = await h.db.select().from(s.quotes).where(eq(s.quotes.id, quoteId)).get();
    expect(quote!.status).toBe('in_progress');
    const stored = await h.db
      .select()
      .from(s.estimates)
      .where(eq(s.estimates.id, draft.id as number))
      .get();
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toBe(tokenIn(mail.text));

    expect((await (await call(`/api/estimates/${draft.id}/send`, 'POST', 'owner')).json()).error).toBe(ALREADY_SENT_MESSAGE);
    const late = await call(`/api/estimates/${draft.id}`, 'PUT', 'owner', estimateBody());
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe(ONLY_DRAFT_CHANGES);

    const listed = await call(`/api/estimates?quote_id=${quoteId}`, 'GET', 'viewer');
    expect(listed.status).toBe(200);
    const list = (await listed.json()) as { data: { id: number }[]; pagination: { total: number } };
    expect(list.data.map((e) => e.id)).toEqual([draft.id]);
    expect(list.pagination.total).toBe(1);
  });

  it('answers bad input field by field, never a 500', async () => {
    const quoteId = await newQuote('bad@example.com');
    const res = await call(`/api/quotes/${quoteId}/estimates`, 'POST', 'owner', {
      items: [{ serviceId: 999999, description: '', priceCents: -1 }],
      durationMinutes: 'long',
      validUntil: addDays(today, 91),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['durationMinutes', 'items.0.description', 'items.0.priceCents', 'validUntil']);
    expect(body.fields.validUntil).toBe(VALID_UNTIL_RANGE_MESSAGE);
    const foreign = await call(
      `/api/quotes/${quoteId}/estimates`,
      'POST',
      'owner',
      estimateBody({ items: [{ serviceId: 999999, description: 'x', priceCents: 1 }] }),
    );
    expect((await foreign.json()).fields).toEqual({ 'items.0.serviceId': 'Service not found' });
    expect((await call('/api/estimates?limit=0', 'GET', 'owner')).status).toBe(400);
  });

  it('keeps each business to its own: another owner gets 404 for the records and 403 for the business, a viewer cannot write', async () => {
    const { id, quoteId } = await sentEstimate('scoped@example.com');
    expect((await call(`/api/estimates/${id}`, 'GET', 'stranger')).status).toBe(404);
    expect((await call(`/api/quotes/${quoteId}/estimates`, 'POST', 'stranger', estimateBody())).status).toBe(404);
    expect((await call(`/api/estimates?business_slug=${SLUG}`, 'GET', 'stranger')).status).toBe(403);
    expect((await call(`/api/quotes/${quoteId}/estimates`, 'POST', 'viewer', estimateBody())).status).toBe(403);
    expect((await call(`/api/estimates/${id}`, 'GET', 'viewer')).status).toBe(200);
    expect((await call(`/api/estimates/${id}`, 'GET', undefined)).status).toBe(401);
    expect((await call(`/api/estimates?business_slug=${SLUG}`, 'GET', 'admin')).status).toBe(200);
    expect((await call('/api/estimates', 'GET', 'admin')).status).toBe(400);
  });
});

describe("the customer's link", () => {
  it('shows the estimate, accepts it with an optional line and tells the owner', async () => {
    const { id, token } = await sentEstimate('accept@example.com');
    const shown = (await (await h.request(`/api/estimate-links/${token}`)).json()) as { data: Record<string, unknown> };
    expect(shown.data).toMatchObject({
      status: 'sent',
      totalCents: 59900,
      booking_url: null,
      business: { name: 'Prestige Mobile Detailing' },
    });
    expect(shown.data.items).toHaveLength(3);

    const unknown = await h.request(`/api/estimate-links/${token}/accept`, json({ optionalItemIds: ['i1'] }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fields.optionalItemIds).toBe('Unknown optional item: i1');

    const accepted = await h.request(`/api/estimate-links/${token}/accept`, json({ optionalItemIds: ['i3'] }));
    expect(accepted.status).toBe(200);
    const data = ((await accepted.json()) as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ status: 'accepted', totalCents: 66400, acceptedOptionalIds: ['i3'] });
    expect(data.booking_url).toBe(`http://localhost:3000/${SLUG}/booking?estimate=${token}`);

    const again = await h.request(`/api/estimate-links/${token}/decline`, json({ reason: 'Changed my mind' }));
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('You accepted this estimate.');

    const bell = await h.db.select().from(s.notifications).where(eq(s.notifications.kind, 'estimate_accepted')).all();
    expect(bell.map((n) => n.title)).toContain('Dana Reyes accepted your estimate');
    expect(mailTo(ownerAddress)?.subject).toBe('Dana Reyes accepted your estimate');
    const staffView = await call(`/api/estimates/${id}`, 'GET', 'owner');
    expect(((await staffView.json()) as { data: { status: string; totalCents: number } }).data).toMatchObject({
      status: 'accepted',
      totalCents: 66400,
    });
  });

  it('declines only with a reason, and tells the owner the reason', async () => {
    const { token } = await sentEstimate('decline@example.com');
    const empty = await h.request(`/api/estimate-links/${token}/decline`, json({ reason: '   ' }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields.reason).toBe(DECLINE_REASON_REQUIRED);
    const declined = await h.request(`/api/estimate-links/${token}/decline`, json({ reason: 'Found a closer detailer' }));
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as { data: { status: string; declineReason: string } }).data).toMatchObject({
      status: 'declined',
      declineReason: 'Found a closer detailer',
    });
    const bell = await h.db.select().from(s.notifications).where(eq(s.notifications.kind, 'estimate_declined')).all();
    expect(bell.at(-1)!.body).toBe('Reason: Found a closer detailer');
    expect((await h.request(`/api/estimate-links/${token}/accept`, json({}))).status).toBe(409);
  });

  it('refuses an expired estimate, and shows it as expired', async () => {
    const { id, token } = await sentEstimate('expired@example.com');
    await h.db
      .update(s.estimates)
      .set({ validUntil: addDays(today, -1) })
      .where(eq(s.estimates.id, id));
    const shown = (await (await h.request(`/api/estimate-links/${token}`)).json()) as { data: { status: string; closedMessage: string } };
    expect(shown.data.status).toBe('expired');
    expect(shown.data.closedMessage).toMatch(/^This estimate expired on .+\. Please contact Prestige Mobile Detailing for a new one\.$/);
    const refused = await h.request(`/api/estimate-links/${token}/accept`, json({}));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(shown.data.closedMessage);
  });

  it('refuses forged tokens, drafts and other shapes with the same answer', async () => {
    const quoteId = await newQuote('forged@example.com');
    await call(`/api/quotes/${quoteId}/estimates`, 'POST', 'owner', estimateBody());
    for (const token of ['A'.repeat(43), 'short', `${'b'.repeat(42)}!`]) {
      const res = await h.request(`/api/estimate-links/${encodeURIComponent(token)}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe(ESTIMATE_LINK_INVALID);
      expect((await h.request(`/api/estimate-links/${encodeURIComponent(token)}/accept`, json({}))).status).toBe(404);
    }
  });

  it("is refused on another business's site: a page names its business and gets only that business's estimates", async () => {
    const { token } = await sentEstimate('bound@example.com');
    const shown = (await (await h.request(`/api/estimate-links/${token}?business=${SLUG}`)).json()) as {
      data: { business: { slug: string } };
    };
    expect(shown.data.business.slug).toBe(SLUG);
    for (const [method, action] of [
      ['GET', ''],
      ['POST', '/accept'],
      ['POST', '/decline'],
      ['GET', '/availability'],
      ['POST', '/holds'],
    ] as const) {
      const res = await h.request(`/api/estimate-links/${token}${action}?business=${OTHER}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ reason: 'x', date: today, time: '09:00' }) : undefined,
      });
      expect(res.status, action).toBe(404);
      expect((await res.json()).error).toBe(ESTIMATE_LINK_INVALID);
    }
    expect(((await (await h.request(`/api/estimate-links/${token}`)).json()) as { data: { status: string } }).data.status).toBe('sent');
  });
});

describe('booking an accepted estimate', () => {
  it('holds a free time for its duration and confirms it as an appointment at its price, linked to the estimate and the request', async () => {
    const { id, quoteId, token } = await sentEstimate('book@example.com');
    expect((await h.request(`/api/estimate-links/${token}/availability`)).status).toBe(409);
    await h.request(`/api/estimate-links/${token}/accept`, json({ optionalItemIds: ['i2'] }));

    const day = addDays(today, 3);
    const slots = (await (await h.request(`/api/estimate-links/${token}/availability?from=${day}&to=${day}`)).json()) as {
      data: { duration_minutes: number; days: { date: string; slots: string[] }[] };
    };
    expect(slots.data.duration_minutes).toBe(240);
    // Four hours before the 5 pm close: nothing starts after 1 pm.
    const times = slots.data.days[0]!.slots;
    expect(times.every((t) => t <= '13:00')).toBe(true);
    const time = times[0]!;

    const held = await h.request(`/api/estimate-links/${token}/holds`, json({ date: day, time }));
    expect(held.status).toBe(201);
    const hold = ((await held.json()) as { data: { hold_id: string; price: { total_cents: number; duration_minutes: number } } }).data;
    expect(hold.price).toMatchObject({ total_cents: 68800, duration_minutes: 240 });

    const confirm = await h.request(
      `/api/booking/holds/${hold.hold_id}/confirm`,
      json({
        name: 'Dana Reyes',
        email: 'book@example.com',
        phone: '(602) 555-0199',
        street: '12 Camelback Rd',
        city: 'Scottsdale',
        state: 'AZ',
        zip: '85251',
        vehicle: { type: 'suv', make: 'Toyota', model: '4Runner', year: '2021' },
      }),
    );
    expect(confirm.status, await confirm.clone().text()).toBe(201);
    const confirmed = ((await confirm.json()) as { data: { appointment: { id: number }; manage_url: string } }).data;
    const appointmentId = confirmed.appointment.id;
    const appointment = await h.db.select().from(s.appointments).where(eq(s.appointments.id, appointmentId)).get();
    expect(appointment).toMatchObject({ priceCents: 68800, serviceDurationMinutes: 240 });
    expect(appointment!.endTime - appointment!.startTime).toBe(240 * 60_000);
    const estimate = await h.db.select().from(s.estimates).where(eq(s.estimates.id, id)).get();
    expect(estimate).toMatchObject({ status: 'booked', appointmentId });
    expect((await h.db.select().from(s.quotes).where(eq(s.quotes.id, quoteId)).get())!.status).toBe('completed');
    const bell = await h.db.select().from(s.notifications).where(eq(s.notifications.kind, 'estimate_booked')).all();
    expect(bell.at(-1)!.title).toBe('Dana Reyes booked a time for their estimate');

    const shown = (await (await h.request(`/api/estimate-links/${token}`)).json()) as {
      data: { status: string; appointment: { date: string; time: string } };
    };
    expect(shown.data).toMatchObject({ status: 'booked', appointment: { date: day, time } });
    const second = await h.request(`/api/estimate-links/${token}/holds`, json({ date: day, time: '13:00' }));
    expect(second.status).toBe(409);

    // The confirmation's manage link moves it for its own four hours (it has no service to ask availability with).
    const manage = new URL(confirmed.manage_url).hash.replace('#token=', '');
    const free = (await (await h.request(`/api/booking/manage/${manage}/availability`)).json()) as {
      data: { duration_minutes: number; days: { date: string; slots: string[] }[] };
    };
    expect(free.data.duration_minutes).toBe(240);
    const later = free.data.days.find((d) => d.date > day)!;
    const moved = await h.request(`/api/booking/manage/${manage}/reschedule`, json({ date: later.date, time: later.slots[0] }));
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = (await h.db.select().from(s.appointments).where(eq(s.appointments.id, appointmentId)).get())!;
    expect(after.endTime - after.startTime).toBe(240 * 60_000);
    expect((await h.request(`/api/booking/manage/${'x'.repeat(43)}/availability`)).status).toBe(404);
  });

  it('books an estimate once even from two held times', async () => {
    const { token } = await sentEstimate('twice@example.com', { durationMinutes: 120 });
    await h.request(`/api/estimate-links/${token}/accept`, json({}));
    const free = (await (await h.request(`/api/estimate-links/${token}/availability`)).json()) as {
      data: { days: { date: string; slots: string[] }[] };
    };
    // Two times of one day far enough apart that both can be held at once: the job's 2 hours and its
    // buffers fit between them (a day with an appointment already may offer only an afternoon).
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    const open = free.data.days.find((d) => d.slots.length > 1 && minutes(d.slots.at(-1)!) - minutes(d.slots[0]!) >= 4 * 60)!;
    const holds: string[] = [];
    for (const time of [open.slots[0]!, open.slots.at(-1)!]) {
      const res = await h.request(`/api/estimate-links/${token}/holds`, json({ date: open.date, time }));
      expect(res.status, time).toBe(201);
      holds.push(((await res.json()) as { data: { hold_id: string } }).data.hold_id);
    }
    const answers = {
      name: 'Dana Reyes',
      email: 'twice@example.com',
      phone: '(602) 555-0199',
      street: '12 Camelback Rd',
      city: 'Scottsdale',
      state: 'AZ',
      zip: '85251',
      vehicle: { type: 'suv', make: 'Toyota', model: '4Runner', year: '2021' },
    };
    expect((await h.request(`/api/booking/holds/${holds[0]}/confirm`, json(answers))).status).toBe(201);
    const second = await h.request(`/api/booking/holds/${holds[1]}/confirm`, json(answers));
    expect(second.status).toBe(409);
    expect((await second.json()).error).toBe(ESTIMATE_ALREADY_BOOKED);
  });
});

describe('a business without online booking', () => {
  it('takes the acceptance, offers no booking link and refuses times', async () => {
    const { token } = await sentEstimate('nobooking@example.com');
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.id, tenantId)).get())!;
    await h.db
      .update(s.tenants)
      .set({ features: { ...tenant.features, bookingEnabled: false } })
      .where(eq(s.tenants.id, tenantId));
    try {
      const accepted = await h.request(`/api/estimate-links/${token}/accept`, json({}));
      expect(((await accepted.json()) as { data: { status: string; booking_url: string | null } }).data).toMatchObject({
        status: 'accepted',
        booking_url: null,
      });
      const times = await h.request(`/api/estimate-links/${token}/availability`);
      expect(times.status).toBe(409);
      expect((await times.json()).error).toBe(BOOKING_DISABLED_MESSAGE);
    } finally {
      await h.db.update(s.tenants).set({ features: tenant.features }).where(eq(s.tenants.id, tenantId));
    }
  });
});

describe('demo estimates', () => {
  it("answer a business's requests: one sent and valid, one accepted and booked in the coming days, one declined with a reason, one expired", async () => {
    const barber = industries.barber.demo.slug;
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, barber)).get())!;
    for (const [i, status] of ['in_progress', 'completed', 'cancelled', 'in_progress', 'pending'].entries()) {
      const res = await h.request(
        '/api/quotes',
        json(validQuote({ businessSlug: barber, email: `seed${i}@example.com`, services: ['Haircut'] })),
      );
      const id = ((await res.json()) as { data: { id: number } }).data.id;
      await h.db
        .update(s.quotes)
        .set({ status, createdAt: Date.now() - (i + 1) * 3 * 86_400_000 })
        .where(eq(s.quotes.id, id));
    }
    const now = Date.now();
    await seedDemoEstimates(h.db, industries.barber, now);
    await seedDemoEstimates(h.db, industries.barber, now);
    const rows = await h.db.select().from(s.estimates).where(eq(s.estimates.tenantId, tenant.id));
    const shown = await Promise.all(
      rows.map(async (row) => {
        const res = await call(`/api/estimates/${row.id}?business_slug=${barber}`, 'GET', 'admin');
        return ((await res.json()) as { data: { status: string; appointmentId: number | null; declineReason: string | null } }).data;
      }),
    );
    expect(shown.map((e) => e.status).sort()).toEqual(['booked', 'declined', 'expired', 'sent']);
    expect(shown.find((e) => e.status === 'declined')!.declineReason).toBeTruthy();
    const booked = shown.find((e) => e.status === 'booked')!;
    const appointment = (await h.db.select().from(s.appointments).where(eq(s.appointments.id, booked.appointmentId!)).get())!;
    expect(appointment.startTime).toBeGreaterThan(now);
    expect(appointment.startTime).toBeLessThan(now + 14 * 86_400_000);
    const sent = rows.find((r) => r.status === 'sent' && r.validUntil >= todayIn(tenant.timeZone, now))!;
    expect(sent.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const kinds = await h.db.select({ kind: s.notifications.kind }).from(s.notifications).where(eq(s.notifications.tenantId, tenant.id));
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['estimate_accepted', 'estimate_declined', 'estimate_booked']));
  });
});
