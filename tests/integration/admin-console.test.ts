/**
 * The admin console end to end on a real libSQL file: only platform admins reach it; reviewing an
 * application e-mails the applicant; approval makes exactly one business, owner and published site
 * even when two admins approve at once; the owner's set-password link works once; suspending takes
 * the site down to its 403 page and reactivating puts it back; feature flags change the dashboard's
 * tabs; every action is in the audit log. Sites are rendered by real publish workers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { dataPaths } from '#db/config.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import * as s from '#db/schema.ts';
import { WorkerPool } from '#build/queue/worker-pool.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
let h: Harness;
let pool: WorkerPool | undefined;
let admin: string;
let secondAdmin: string;
let owner: string;

beforeAll(async () => {
  h = await startHarness({
    publish: false,
    wake: () => pool?.wake(),
    limits: { onboardingApplications: new RateLimiter(100, 60_000) },
  });
  await ensureDemoAccounts(h.db, PASSWORD);
  await h.db.insert(s.users).values({ email: 'second.admin@demo.example', isAdmin: true });
  const { hashPassword } = await import('#api/auth/passwords.ts');
  await h.db
    .update(s.users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(s.users.email, 'second.admin@demo.example'));
  admin = await signIn('admin@demo.example');
  secondAdmin = await signIn('second.admin@demo.example');
  owner = await signIn(demoOwnerEmail('prestige-mobile-detailing'));
  pool = new WorkerPool(1, {
    ...process.env,
    DATA_DIR: h.dataDir,
    DATABASE_URL: h.config.databaseUrl,
    PUBLIC_URL: h.config.publicUrl,
    PUBLISH_LEASE_MS: '3000',
    PUBLISH_POLL_MS: '100',
  }).start();
  await pool.ready();
});
afterAll(async () => {
  await pool?.stop();
  h?.close();
});

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await h.request('/api/auth/login', json({ email, password }));
  expect(res.status, email).toBe(200);
  return (await res.json()).accessToken;
}
const as = (token: string, method = 'GET', body?: unknown): RequestInit => ({
  method,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
});
const call = async (url: string, init: RequestInit) => {
  const res = await h.request(url, init);
  return { status: res.status, body: await res.json() };
};
/** The decoded text of every e-mail written to the outbox for this address. */
const mailsTo = (to: string) => {
  const dir = dataPaths(h.config).outbox;
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((m) => m.includes(`To: ${to}`));
};
async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}
const put = (body: unknown): RequestInit => ({ ...json(body), method: 'PUT' });
const applicationNamed = async (name: string) =>
  (await h.db.select().from(s.onboardingApplications).where(eq(s.onboardingApplications.businessName, name)).get())!;

/** A pending application as the onboarding form sends it. */
async function apply(name: string, email: string, extra: Record<string, unknown> = {}) {
  const res = await h.request(
    '/api/onboarding/applications',
    json({
      legal_name: `${name} LLC`,
      business_name: name,
      business_phone: '(480) 555-0142',
      business_email: email,
      industry: 'mobile-detailing',
      base_location: { city: 'Mesa', state: 'AZ', zipCode: '85201' },
      service_categories: ['Interior Detailing'],
      proof_of_work_type: 'social_media',
      social_media: { instagram: 'https://instagram.com/desertshine' },
      has_insurance: true,
      accepts_terms: true,
      accepts_notifications: true,
      referral_source: 'Google search',
      ...extra,
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()).data.id as number;
}

describe('who may use the console', () => {
  it('answers 401 without a session and 403 to a business owner on every admin route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/admin/applications'],
      ['GET', '/api/admin/applications/1'],
      ['POST', '/api/admin/applications/1/start-review'],
      ['POST', '/api/admin/applications/1/request-changes'],
      ['POST', '/api/admin/applications/1/reject'],
      ['POST', '/api/admin/applications/1/approve'],
      ['GET', '/api/admin/tenants'],
      ['POST', '/api/admin/tenants/1/suspend'],
      ['POST', '/api/admin/tenants/1/reactivate'],
      ['PUT', '/api/admin/tenants/1/flags'],
      ['GET', '/api/admin/audit'],
    ];
    const logged = (await h.db.select().from(s.auditLog)).length;
    for (const [method, url] of routes) {
      expect((await h.request(url, { method })).status, `${method} ${url} anonymous`).toBe(401);
      expect((await h.request(url, as(owner, method))).status, `${method} ${url} owner`).toBe(403);
    }
    // Nothing changed on the way.
    expect((await h.db.select().from(s.auditLog)).length).toBe(logged);
  });
});

describe('applications', () => {
  it('lists with counts per status and filters by status and search', async () => {
    const all = await call('/api/admin/applications', as(admin));
    expect(all.status).toBe(200);
    // The demo has an application in every status.
    expect(all.body.counts).toMatchObject({ pending: 1, under_review: 1, needs_changes: 1, approved: 1, rejected: 1 });
    expect(all.body.counts.all).toBe(all.body.pagination.total);
    const review = await call('/api/admin/applications?status=under_review', as(admin));
    expect(review.body.data.map((a: { business_name: string }) => a.business_name)).toEqual(['Greenway Yard Care']);
    expect(review.body.data[0].actions).toEqual(['request_changes', 'reject', 'approve']);
    const searched = await call('/api/admin/applications?q=tails', as(admin));
    expect(searched.body.data.map((a: { business_name: string }) => a.business_name)).toEqual(['Happy Tails Mobile Grooming']);
    expect(searched.body.counts.all).toBe(1);
    const bad = await call('/api/admin/applications?status=open&limit=0', as(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      status: 'status must be one of pending, under_review, needs_changes, approved, rejected',
      limit: 'limit must be at least 1',
    });
    expect((await call('/api/admin/applications/abc', as(admin))).status).toBe(400);
    expect((await call('/api/admin/applications/999999', as(admin))).body).toEqual({ success: false, error: 'Application not found' });
  });

  it('starts a review once, and refuses what the status does not allow', async () => {
    const id = await apply('Review Me Detailing', 'review-me@example.com');
    const started = await call(`/api/admin/applications/${id}/start-review`, as(admin, 'POST'));
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ id, status: 'under_review' });
    const again = await call(`/api/admin/applications/${id}/start-review`, as(admin, 'POST'));
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ error: 'This application is already under review' }) });
  });

  it('rejects with a reason the applicant is e-mailed', async () => {
    const id = await apply('Reject Me Detailing', 'reject-me@example.com');
    const missing = await call(`/api/admin/applications/${id}/reject`, as(admin, 'POST', { reason: '  ' }));
    expect(missing).toEqual({ status: 400, body: expect.objectContaining({ fields: { reason: 'Reason is required' } }) });
    const done = await call(`/api/admin/applications/${id}/reject`, as(admin, 'POST', { reason: 'We could not verify your insurance.' }));
    expect(done.body.data).toMatchObject({ status: 'rejected', reviewNotes: 'We could not verify your insurance.', actions: [] });
    const mail = mailsTo('reject-me@example.com').find((m) => m.includes('Subject: Your application for Reject Me Detailing'));
    expect(mail).toContain('Reason: We could not verify your insurance.');
    expect((await call(`/api/admin/applications/${id}/approve`, as(admin, 'POST'))).body.error).toBe('This application was rejected');
  });

  it('asks for changes by e-mail with a link that opens the application and sends it back to pending, once', async () => {
    const id = await apply('Change Me Detailing', 'change-me@example.com');
    const missing = await call(`/api/admin/applications/${id}/request-changes`, as(admin, 'POST', {}));
    expect(missing.body.fields).toEqual({ notes: 'Tell the applicant what to change' });
    const asked = await call(
      `/api/admin/applications/${id}/request-changes`,
      as(admin, 'POST', { notes: 'Your Instagram shows no finished cars.', nextSteps: 'Upload two photos of your work.' }),
    );
    expect(asked.body.data).toMatchObject({ status: 'needs_changes', nextSteps: 'Upload two photos of your work.' });
    const mail = mailsTo('change-me@example.com').find((m) => m.includes('Subject: Changes needed for your application'));
    expect(mail).toContain('Your Instagram shows no finished cars.');
    const link = /(http\S+\/tenant-onboarding\?resume=\S+)/.exec(mail!)![1]!;
    const token = decodeURIComponent(new URL(link).searchParams.get('resume')!);

    const opened = await call(`/api/onboarding/applications/resume?token=${encodeURIComponent(token)}`, {});
    expect(opened.body.data).toMatchObject({
      id,
      business_name: 'Change Me Detailing',
      reviewNotes: 'Your Instagram shows no finished cars.',
    });
    const tampered = `${token.slice(0, -2)}xx`;
    expect((await call(`/api/onboarding/applications/resume?token=${encodeURIComponent(tampered)}`, {})).status).toBe(400);

    const { id: _, reviewNotes: __, nextSteps: ___, ...values } = opened.body.data;
    const invalid = await call('/api/onboarding/applications/resume', put({ ...values, token, business_phone: '12' }));
    expect(invalid.body.fields).toEqual({ business_phone: 'Business phone is required' });
    const resent = await call(
      '/api/onboarding/applications/resume',
      put({ ...values, token, social_media: { instagram: 'https://instagram.com/changeme.finished' } }),
    );
    expect(resent.body).toEqual({ success: true, data: { id, status: 'pending' } });
    const row = await applicationNamed('Change Me Detailing');
    expect(row).toMatchObject({ status: 'pending', socialMedia: { instagram: 'https://instagram.com/changeme.finished' } });
    // The link was for that one request for changes.
    const twice = await call('/api/onboarding/applications/resume', put({ ...values, token }));
    expect(twice.status).toBe(400);
    expect(twice.body.fields.token).toMatch(/expired or was already used/);
  });
});

describe('approval', () => {
  let approved: { slug: string; url: string; id: number };

  it('makes exactly one business, owner and published site when two admins approve at once', async () => {
    const id = await apply('Desert Shine Detailing', 'owner@desertshine.example');
    const [a, b] = await Promise.all([
      call(`/api/admin/applications/${id}/approve`, as(admin, 'POST')),
      call(`/api/admin/applications/${id}/approve`, as(secondAdmin, 'POST')),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    const lost = a.status === 200 ? b : a;
    expect(lost.body.error).toBe('This application is already approved');
    expect(won.body.data.tenant).toMatchObject({ slug: 'desert-shine-detailing', url: 'http://localhost:3000/desert-shine-detailing' });
    expect(won.body.data.ownerEmail).toBe('owner@desertshine.example');
    approved = won.body.data.tenant;

    const tenants = await h.db.select().from(s.tenants).where(eq(s.tenants.businessName, 'Desert Shine Detailing'));
    expect(tenants).toHaveLength(1);
    const tenant = tenants[0]!;
    expect(tenant).toMatchObject({
      status: 'approved',
      industry: 'mobile-detailing',
      timeZone: 'America/Phoenix',
      businessPhone: '4805550142',
    });
    const owners = await h.db.select().from(s.users).where(eq(s.users.tenantId, tenant.id));
    expect(owners.map((u) => [u.email, u.staffRole])).toEqual([['owner@desertshine.example', 'owner']]);
    const areas = await h.db.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenant.id));
    expect(areas).toEqual([expect.objectContaining({ city: 'Mesa', state: 'AZ', zip: '85201', isPrimary: true })]);
    expect(areas[0]!.zipCodes.length).toBeGreaterThan(5);
    expect((await h.db.select().from(s.services).where(eq(s.services.tenantId, tenant.id))).length).toBeGreaterThan(3);
    expect(await h.db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenant.id))).toHaveLength(1);
    const application = await applicationNamed('Desert Shine Detailing');
    expect(application).toMatchObject({ status: 'approved', tenantId: tenant.id });
    expect(application.reviewedAt).toBeGreaterThan(0);
    expect(mailsTo('owner@desertshine.example').filter((m) => m.includes('/set-password?token='))).toHaveLength(1);

    await until(async () => (await h.request(`/${approved.slug}`)).status === 200);
    const page = await (await h.request(`/${approved.slug}`)).text();
    expect(page).toContain('Desert Shine Detailing');
    expect(page).toContain('(480) 555-0142');
    expect(page).toContain('Mesa');
    const jobs = await h.db.select().from(s.publishJobs).where(eq(s.publishJobs.tenantId, tenant.id));
    expect(jobs).toHaveLength(1);
  });

  it("e-mails a set-password link that works once, and the owner signs in to the new business's dashboard", async () => {
    const mail = mailsTo('owner@desertshine.example').find((m) => m.includes('/set-password?token='))!;
    expect(mail).toContain(`Your website is live at ${approved.url}`);
    const token = decodeURIComponent(/set-password\?token=(\S+)/.exec(mail)![1]!);
    const set = await call('/api/auth/setup-password', json({ token, newPassword: 'Cactus7bloom' }));
    expect(set.body).toMatchObject({ success: true });
    const again = await call('/api/auth/setup-password', json({ token, newPassword: 'Cactus8bloom' }));
    expect(again.status).toBe(400);
    const session = await signIn('owner@desertshine.example', 'Cactus7bloom');
    const record = await call(`/api/tenants/${approved.slug}`, as(session));
    expect(record.body.data).toMatchObject({ business_name: 'Desert Shine Detailing', personal_email: null });
  });

  it('refuses an applicant whose e-mail already has an account', async () => {
    const id = await apply('Second Shine Detailing', 'owner@desertshine.example');
    const refused = await call(`/api/admin/applications/${id}/approve`, as(admin, 'POST'));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/already exists/);
    expect(await h.db.select().from(s.tenants).where(eq(s.tenants.businessName, 'Second Shine Detailing'))).toHaveLength(0);
    expect((await applicationNamed('Second Shine Detailing')).status).toBe('pending');
  });

  it('gives a second business of the same name the next free slug', async () => {
    const id = await apply('Desert Shine Detailing ', 'other@desertshine.example');
    // The application's own name check would have said the name is taken; an admin may still approve it.
    const done = await call(`/api/admin/applications/${id}/approve`, as(admin, 'POST'));
    expect(done.body.data.tenant.slug).toBe('desert-shine-detailing-2');
  });

  describe('tenants', () => {
    it('lists businesses with search, status counts, owners and flags', async () => {
      const found = await call('/api/admin/tenants?q=desert shine', as(admin));
      expect(found.body.data.map((t: { slug: string }) => t.slug).sort()).toEqual(['desert-shine-detailing', 'desert-shine-detailing-2']);
      const first = found.body.data.find((t: { slug: string }) => t.slug === 'desert-shine-detailing');
      expect(first).toMatchObject({ status: 'approved', owners: ['owner@desertshine.example'], actions: ['suspend'] });
      expect(first.flags).toMatchObject({ website: true, profile: true });
      const pending = await call('/api/admin/tenants?status=pending', as(admin));
      expect(pending.body.data.map((t: { slug: string }) => t.slug)).toEqual(['pending-demo']);
      expect(pending.body.counts.pending).toBe(1);
      expect((await call('/api/admin/tenants?status=gone', as(admin))).body.fields).toEqual({
        status: 'status must be one of pending, approved, active, suspended, rejected',
      });
    });

    it('suspends a site to its 403 page and reactivates it', async () => {
      const suspended = await call(`/api/admin/tenants/${approved.id}/suspend`, as(admin, 'POST'));
      expect(suspended.body.data).toMatchObject({ status: 'suspended', actions: ['reactivate'] });
      await until(async () => (await h.request(`/${approved.slug}`)).status === 403);
      expect((await call(`/api/tenants/${approved.slug}`, {})).body).toMatchObject({ code: 'TENANT_NOT_APPROVED' });
      expect((await call(`/api/admin/tenants/${approved.id}/suspend`, as(admin, 'POST'))).body.error).toBe(
        'This business is already suspended',
      );
      const back = await call(`/api/admin/tenants/${approved.id}/reactivate`, as(admin, 'POST'));
      expect(back.body.data.status).toBe('approved');
      await until(async () => (await h.request(`/${approved.slug}`)).status === 200);
      expect((await call('/api/admin/tenants/999999/suspend', as(admin, 'POST'))).status).toBe(404);
    });

    it("changes the dashboard's tabs with feature flags", async () => {
      const ownerSession = await signIn('owner@desertshine.example', 'Cactus7bloom');
      const before = await call(`/api/tenants/${approved.slug}`, as(ownerSession));
      expect(before.body.data.features).toEqual({});
      const bad = await call(`/api/admin/tenants/${approved.id}/flags`, as(admin, 'PUT', { schedule: 'off', overview: false }));
      expect(bad.status).toBe(400);
      const set = await call(`/api/admin/tenants/${approved.id}/flags`, as(admin, 'PUT', { schedule: false, customers: true }));
      expect(set.body.data.flags).toMatchObject({ schedule: false, customers: true, website: true });
      const after = await call(`/api/tenants/${approved.slug}`, as(ownerSession));
      expect(after.body.data.features).toEqual({ schedule: false, customers: true });
    });
  });

  it('keeps every admin action in the audit log, filterable by business and action', async () => {
    const all = await call('/api/admin/audit?limit=100', as(admin));
    const actions = all.body.data.map((e: { action: string }) => e.action);
    for (const action of [
      'application.start_review',
      'application.reject',
      'application.request_changes',
      'application.approve',
      'tenant.suspend',
      'tenant.reactivate',
      'tenant.flags',
    ])
      expect(actions, action).toContain(action);
    // The losing approval left no entry.
    const approvals = all.body.data.filter(
      (e: { action: string; details: { slug: string } }) => e.action === 'application.approve' && e.details.slug === approved.slug,
    );
    expect(approvals).toHaveLength(1);
    const ofTenant = await call(`/api/admin/audit?tenant_id=${approved.id}`, as(admin));
    expect(ofTenant.body.data.map((e: { action: string }) => e.action)).toEqual([
      'tenant.flags',
      'tenant.reactivate',
      'tenant.suspend',
      'application.approve',
    ]);
    expect(ofTenant.body.data[0]).toMatchObject({
      actor: { email: 'admin@demo.example' },
      tenant: { slug: 'desert-shine-detailing', businessName: 'Desert Shine Detailing' },
      details: { before: expect.objectContaining({ schedule: true }), after: expect.objectContaining({ schedule: false }) },
    });
    const suspensions = await call(`/api/admin/audit?action=tenant.suspend&tenant_id=${approved.id}`, as(admin));
    expect(suspensions.body.pagination.total).toBe(1);
    expect((await call('/api/admin/audit?action=nope', as(admin))).status).toBe(400);

    const made = await call(
      '/api/preview-links',
      as(secondAdmin, 'POST', {
        businessName: 'Canyon Glow Detailing',
        phone: '4805550111',
        city: 'Tempe',
        state: 'AZ',
        industry: 'mobile-detailing',
      }),
    );
    expect(made.status).toBe(201);
    const previews = await call('/api/admin/audit?action=preview_link.create', as(admin));
    expect(previews.body.data[0]).toMatchObject({
      actor: { email: 'second.admin@demo.example' },
      target: { type: 'preview_link', id: made.body.data.id },
      details: { businessName: 'Canyon Glow Detailing', city: 'Tempe' },
    });
  });
});
