/**
 * Review requests and approval (issue 16) against a real libSQL file: a completed appointment
 * queues one request due the owner's delay later, the runner sends it once (also with two runners
 * at once), skips what is no longer completed; the e-mailed link gives one verified review; the
 * site's form is spam-guarded; a review waits for approval, is public only once approved (which
 * queues a publish) and never after a rejection.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { hashPassword } from '#api/auth/passwords.ts';
import { runDueReviewRequests } from '#api/domain/review-requests.ts';
import { createMailer } from '#api/lib/mailer.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const OTHER = 'sharp-edge-barbers';
const HOUR = 3_600_000;
const PER_IP = 3;
const PER_BUSINESS = 12;
let h: Harness;
let tenantId: number;
let outbox: string;
const tokens: Record<string, string> = {};

async function signIn(email: string) {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
  h.request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let ipCounter = 0;
/** Each review from its own address unless one is given: the per-address limit is tested on its own. */
const postReview = (body: Record<string, unknown>, ip = `203.0.113.${++ipCounter}`) =>
  h.request('/api/reviews', { ...json(body), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip } });

const review = (overrides: Record<string, unknown> = {}) => ({
  tenant_slug: SLUG,
  customer_name: 'Dana Reyes',
  rating: 5,
  comment: 'Spotless inside and out, on time and friendly.',
  ...overrides,
});

let slot = 0;
/** A new appointment of the demo business (each on its own morning, so none overlap), completed through the schedule API. */
async function completedAppointment(overrides: Record<string, unknown> = {}) {
  const day = String(++slot).padStart(2, '0');
  const created = await call('POST', '/api/schedule/appointments', tokens.owner, {
    title: 'Full detail',
    service_type: 'Full Detail',
    service_duration: 60,
    start_time: `2027-08-${day}T09:00:00-07:00`,
    end_time: `2027-08-${day}T10:00:00-07:00`,
    customer_name: 'Dana Reyes',
    customer_phone: '(602) 555-0199',
    customer_email: `dana${slot}@example.com`,
    ...overrides,
  });
  expect(created.status).toBe(201);
  const { id, customer_email } = ((await created.json()) as { data: { id: number; customer_email: string | null } }).data;
  const done = await call('PATCH', `/api/schedule/appointments/${id}/status`, tokens.owner, { status: 'completed' });
  expect(done.status).toBe(200);
  return { id, email: customer_email };
}

const requestsOf = (appointmentId: number) => h.db.select().from(s.reviewRequests).where(eq(s.reviewRequests.appointmentId, appointmentId));

const mails = (to: string) =>
  readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`));

/** The token of the review link in a quoted-printable e-mail. */
const linkToken = (mail: string) => /\/review\?t=([\w-]{43})/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!;

const runner = (now: number) => ({
  db: h.db,
  mailer: createMailer({ outboxDir: outbox, log: () => {} }),
  siteUrl: (slug: string) => `http://localhost:3000/${slug}`,
  now: () => now,
});

/** Completes an appointment and sends its request; answers the e-mailed token. */
async function sentRequest() {
  const { id, email } = await completedAppointment();
  const [job] = await requestsOf(id);
  expect(await runDueReviewRequests(runner(job!.runAt), 'worker-a')).toBeGreaterThanOrEqual(1);
  const [mail] = mails(email!);
  return { appointmentId: id, token: linkToken(mail!) };
}

const publicIds = async () =>
  ((await (await h.request(`/api/reviews?tenant_slug=${SLUG}`)).json()) as { data: { id: number }[] }).data.map((r) => r.id);

beforeAll(async () => {
  h = await startHarness({
    publish: false,
    limits: { reviews: new RateLimiter(PER_IP, 60_000), reviewsPerBusiness: new RateLimiter(PER_BUSINESS, 60_000) },
  });
  outbox = dataPaths(h.config).outbox;
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  tokens.owner = await signIn(demoOwnerEmail(SLUG));
  tokens.stranger = await signIn(demoOwnerEmail(OTHER));
  await h.db.insert(s.users).values({
    email: 'viewer-rr@prestige.example',
    tenantId,
    staffRole: 'viewer',
    firstName: 'Vic',
    passwordHash: await hashPassword(PASSWORD),
    passwordChangedAt: Date.now(),
  });
  tokens.viewer = await signIn('viewer-rr@prestige.example');
});
afterAll(() => h?.close());

describe('review requests after a completed job', () => {
  it('queues one request per completed appointment, due the default 2 hours later', async () => {
    const before = Date.now();
    const { id } = await completedAppointment();
    const jobs = await requestsOf(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe('queued');
    expect(jobs[0]!.runAt).toBeGreaterThanOrEqual(before + 2 * HOUR);
    expect(jobs[0]!.runAt).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
    // Saving the completed appointment again queues nothing more.
    expect((await call('PATCH', `/api/schedule/appointments/${id}/status`, tokens.owner, { status: 'completed' })).status).toBe(200);
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it('queues one too for a job entered as completed, or saved whole with the completed status', async () => {
    const body = (day: string, email: string) => ({
      title: 'Interior detail',
      service_type: 'Interior Detail',
      service_duration: 60,
      start_time: `2027-09-${day}T09:00:00-07:00`,
      end_time: `2027-09-${day}T10:00:00-07:00`,
      customer_name: 'Kai Moreno',
      customer_phone: '(602) 555-0123',
      customer_email: email,
    });
    const entered = await call('POST', '/api/schedule/appointments', tokens.owner, {
      ...body('01', 'kai1@example.com'),
      status: 'completed',
    });
    expect(entered.status).toBe(201);
    expect(await requestsOf(((await entered.json()) as { data: { id: number } }).data.id)).toHaveLength(1);
    const saved = await call('POST', '/api/schedule/appointments', tokens.owner, body('02', 'kai2@example.com'));
    const { id } = ((await saved.json()) as { data: { id: number } }).data;
    expect(await requestsOf(id)).toHaveLength(0);
    const put = await call('PUT', `/api/schedule/appointments/${id}`, tokens.owner, {
      ...body('02', 'kai2@example.com'),
      status: 'completed',
    });
    expect(put.status).toBe(200);
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it('queues nothing for a customer without an e-mail', async () => {
    const { id } = await completedAppointment({ customer_email: null });
    expect(await requestsOf(id)).toHaveLength(0);
  });

  it("follows the owner's delay, and sends nothing before it is due", async () => {
    expect((await call('PUT', `/api/tenant-reviews/${SLUG}/settings`, tokens.owner, { request_delay_hours: 30 })).status).toBe(200);
    const { id, email } = await completedAppointment();
    const [job] = await requestsOf(id);
    expect(job!.runAt - job!.createdAt).toBeGreaterThanOrEqual(30 * HOUR - 1000);
    expect(job!.runAt - job!.createdAt).toBeLessThanOrEqual(30 * HOUR + 5000);
    await runDueReviewRequests(runner(job!.runAt - 60_000), 'worker-a');
    expect(mails(email!)).toHaveLength(0);
    expect((await requestsOf(id))[0]!.state).toBe('queued');
    await runDueReviewRequests(runner(job!.runAt), 'worker-a');
    expect(mails(email!)).toHaveLength(1);
    const [sent] = await requestsOf(id);
    expect(sent).toMatchObject({ state: 'sent', sentAt: job!.runAt });
    expect(sent!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mails(email!)[0]).toContain('Subject: How did we do? Review Prestige Mobile Detailing');
    expect((await call('PUT', `/api/tenant-reviews/${SLUG}/settings`, tokens.owner, { request_delay_hours: 2 })).status).toBe(200);
  });

  it('is sent exactly once by two runners at the same time, and never again', async () => {
    const { id, email } = await completedAppointment();
    const [job] = await requestsOf(id);
    const sent = await Promise.all([
      runDueReviewRequests(runner(job!.runAt), 'worker-a'),
      runDueReviewRequests(runner(job!.runAt), 'worker-b'),
    ]);
    expect(mails(email!)).toHaveLength(1);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    // A later run, or one after a lease ran out, finds nothing to send.
    await runDueReviewRequests(runner(job!.runAt + 10 * 60_000), 'worker-c');
    expect(mails(email!)).toHaveLength(1);
  });

  it('leaves a job another runner holds alone until its lease runs out', async () => {
    const { id, email } = await completedAppointment();
    const [job] = await requestsOf(id);
    await h.db
      .update(s.reviewRequests)
      .set({ state: 'sending', workerId: 'crashed', leaseUntil: job!.runAt + 60_000 })
      .where(eq(s.reviewRequests.id, job!.id));
    await runDueReviewRequests(runner(job!.runAt), 'worker-a');
    expect(mails(email!)).toHaveLength(0);
    await runDueReviewRequests(runner(job!.runAt + 60_000), 'worker-a');
    expect(mails(email!)).toHaveLength(1);
  });

  it('skips an appointment that is no longer completed when its request is due', async () => {
    const { id, email } = await completedAppointment();
    const [job] = await requestsOf(id);
    // Completed is final in the schedule's rules; a correction in the database is the only way back.
    await h.db.update(s.appointments).set({ status: 'cancelled' }).where(eq(s.appointments.id, id));
    await runDueReviewRequests(runner(job!.runAt), 'worker-a');
    expect(mails(email!)).toHaveLength(0);
    expect((await requestsOf(id))[0]!.state).toBe('skipped');
  });
});

describe('the review link and the site form', () => {
  it('prefills the name, takes one verified review per link and refuses the link afterwards', async () => {
    const { token } = await sentRequest();
    const link = await h.request(`/api/reviews/link?tenant_slug=${SLUG}&t=${token}`);
    expect(await link.json()).toEqual({ success: true, data: { customer_name: 'Dana Reyes', service: 'Full detail' } });
    const first = await postReview(review({ token }));
    expect(first.status).toBe(201);
    const body = (await first.json()) as { data: { id: number; status: string; verified: boolean } };
    expect(body.data).toMatchObject({ status: 'pending', verified: true });
    const stored = await h.db.select().from(s.reviews).where(eq(s.reviews.id, body.data.id)).get();
    expect(stored).toMatchObject({ status: 'pending', verified: true, customerName: 'Dana Reyes', rating: 5 });
    const note = await h.db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.tenantId, tenantId), eq(s.notifications.kind, 'review_submitted')))
      .all();
    expect(note.some((n) => n.title === 'New review awaiting approval from Dana Reyes')).toBe(true);

    const again = await postReview(review({ token, comment: 'Second try' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'A review was already sent with this link. Thank you!' });
    expect((await h.request(`/api/reviews/link?tenant_slug=${SLUG}&t=${token}`)).status).toBe(409);
    // Another business's site does not know the link.
    expect((await h.request(`/api/reviews/link?tenant_slug=${OTHER}&t=${token}`)).status).toBe(400);
  });

  it('refuses an expired link and a made-up one, and stores nothing', async () => {
    const { appointmentId, token } = await sentRequest();
    await h.db
      .update(s.reviewRequests)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(s.reviewRequests.appointmentId, appointmentId));
    const expired = await postReview(review({ token }));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ error: 'This review link has expired.' });
    const madeUp = await postReview(review({ token: 'x'.repeat(43) }));
    expect(madeUp.status).toBe(400);
    expect(await madeUp.json()).toMatchObject({
      fields: { token: 'This review link is not valid. Please use the link from your e-mail.' },
    });
    const malformed = await postReview(review({ token: 'short' }));
    expect(malformed.status).toBe(400);
  });

  it('takes a review without a link as not verified', async () => {
    const res = await postReview(review({ customer_name: 'Walk-in Wes' }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { verified: boolean } }).data.verified).toBe(false);
  });

  it('answers every field problem at once with the form rules', async () => {
    const res = await postReview({ tenant_slug: SLUG, customer_name: ' ', rating: 0, comment: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
      customer_name: 'Customer name is required',
      rating: 'Please select a rating',
      comment: 'Review comment is required',
    });
    const missing = await postReview(review({ tenant_slug: undefined }));
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.tenant_slug).toBe(
      'Tenant information is missing. Please refresh the page.',
    );
    const unknown = await postReview(review({ tenant_slug: 'no-such-business' }));
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields.tenant_slug).toBe('Business not found');
    expect((await postReview(review({ tenant_slug: 'pending-demo' }))).status).toBe(403);
  });

  it('drops a review whose honeypot is filled, with an answer that looks normal', async () => {
    const before = await h.db.select().from(s.reviews).where(eq(s.reviews.tenantId, tenantId)).all();
    const res = await postReview(review({ website: 'http://spam.example', customer_name: 'Bot' }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { id: null } }).data.id).toBeNull();
    expect(await h.db.select().from(s.reviews).where(eq(s.reviews.tenantId, tenantId)).all()).toHaveLength(before.length);
  });

  it('takes a photo through the upload pipeline and refuses a file that is not an image', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries(review({ customer_name: 'Photo Pat', rating: 4 }))) form.append(k, String(v));
    form.append('photo', new File([png], 'car.png', { type: 'image/png' }));
    const res = await h.request('/api/reviews', { method: 'POST', body: form, headers: { 'X-Forwarded-For': '198.51.100.7' } });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    const stored = await h.db.select().from(s.reviews).where(eq(s.reviews.id, id)).get();
    expect(stored).toMatchObject({ rating: 4, status: 'pending' });
    expect(stored!.avatarFilename).toMatch(/\.webp$/);

    const bad = new FormData();
    for (const [k, v] of Object.entries(review())) bad.append(k, String(v));
    bad.append('photo', new File([new TextEncoder().encode('not an image')], 'x.png', { type: 'image/png' }));
    const refused = await h.request('/api/reviews', { method: 'POST', body: bad, headers: { 'X-Forwarded-For': '198.51.100.8' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.photo).toBe(
      'Photo must be an image (JPEG, PNG, WebP, GIF or AVIF)',
    );
  });

  it('limits reviews per address, with Retry-After', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < PER_IP; i++) expect((await postReview(review(), ip)).status).toBe(201);
    const limited = await postReview(review(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Too many reviews were sent. Please try again later.' });
  });

  it('limits reviews per business, whatever the addresses', async () => {
    let status = 201;
    for (let i = 0; i < PER_BUSINESS + 1 && status === 201; i++) status = (await postReview(review({ tenant_slug: OTHER }))).status;
    expect(status).toBe(429);
    // Another business is not affected.
    expect((await postReview(review({ tenant_slug: 'sparkle-home-cleaning' }))).status).not.toBe(429);
  });
});

describe('approval in the dashboard', () => {
  it('keeps a pending review off the public reads, lists it for staff, and publishes it on approval', async () => {
    const res = await postReview(review({ customer_name: 'Approve Me' }));
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    expect(await publicIds()).not.toContain(id);
    expect((await h.request(`/api/reviews/${id}`)).status).toBe(404);

    const pending = await call('GET', `/api/tenant-reviews/${SLUG}/pending`, tokens.viewer);
    expect(pending.status).toBe(200);
    const page = (await pending.json()) as { data: { id: number; status: string }[]; pagination: { total: number } };
    expect(page.data.some((r) => r.id === id && r.status === 'pending')).toBe(true);
    expect(page.pagination.total).toBeGreaterThanOrEqual(1);
    const published = (await (await call('GET', `/api/tenant-reviews/${SLUG}?limit=100`, tokens.owner)).json()) as {
      data: { id: number }[];
    };
    expect(published.data.map((r) => r.id)).not.toContain(id);

    expect((await call('POST', `/api/tenant-reviews/${id}/approve`, tokens.viewer)).status).toBe(403);
    // Another business's owner cannot probe the id (not found), nor act in this business's name (403).
    expect((await call('POST', `/api/tenant-reviews/${id}/approve`, tokens.stranger)).status).toBe(404);
    expect((await call('POST', `/api/tenant-reviews/${id}/approve?tenant_slug=${SLUG}`, tokens.stranger)).status).toBe(403);
    expect((await call('GET', `/api/tenant-reviews/${SLUG}/pending`, tokens.stranger)).status).toBe(403);
    const jobsBefore = await h.db.select().from(s.publishJobs).where(eq(s.publishJobs.tenantId, tenantId)).all();
    const approved = await call('POST', `/api/tenant-reviews/${id}/approve`, tokens.owner);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ success: true, data: { id, status: 'published' } });
    expect(await publicIds()).toContain(id);
    const jobs = await h.db.select().from(s.publishJobs).where(eq(s.publishJobs.tenantId, tenantId)).all();
    expect(jobs.length).toBeGreaterThan(jobsBefore.length);
    expect(jobs.at(-1)!.reason).toBe('review approved');
    expect((await call('POST', `/api/tenant-reviews/${id}/approve`, tokens.owner)).status).toBe(409);
  });

  it('hides a rejected review for good', async () => {
    const res = await postReview(review({ customer_name: 'Reject Me' }));
    const { id } = ((await res.json()) as { data: { id: number } }).data;
    const rejected = await call('POST', `/api/tenant-reviews/${id}/reject`, tokens.owner);
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({ data: { status: 'rejected' } });
    expect(await publicIds()).not.toContain(id);
    const pending = (await (await call('GET', `/api/tenant-reviews/${SLUG}/pending?limit=100`, tokens.owner)).json()) as {
      data: { id: number }[];
    };
    expect(pending.data.map((r) => r.id)).not.toContain(id);
    expect((await call('POST', `/api/tenant-reviews/${id}/approve`, tokens.owner)).status).toBe(409);
    expect((await call('POST', '/api/tenant-reviews/999999/reject', tokens.owner)).status).toBe(404);
  });

  it('reads and checks the delay setting', async () => {
    const read = await call('GET', `/api/tenant-reviews/${SLUG}/settings`, tokens.viewer);
    expect(await read.json()).toEqual({ success: true, data: { request_delay_hours: 2 } });
    expect((await call('PUT', `/api/tenant-reviews/${SLUG}/settings`, tokens.viewer, { request_delay_hours: 5 })).status).toBe(403);
    expect((await call('PUT', `/api/tenant-reviews/${SLUG}/settings`, tokens.stranger, { request_delay_hours: 5 })).status).toBe(403);
    for (const bad of [337, -1, 1.5, '3']) {
      const res = await call('PUT', `/api/tenant-reviews/${SLUG}/settings`, tokens.owner, { request_delay_hours: bad });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.request_delay_hours).toBe(
        'Send the request from 0 to 336 hours (14 days) after the job, in whole hours',
      );
    }
    const ok = await call('PUT', `/api/tenant-reviews/${SLUG}/settings`, tokens.owner, { request_delay_hours: 336 });
    expect(await ok.json()).toEqual({ success: true, data: { request_delay_hours: 336 } });
    await call('PUT', `/api/tenant-reviews/${SLUG}/settings`, tokens.owner, { request_delay_hours: 2 });
  });
});
