import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { demoStaffEmail } from '#db/seed.ts';
import { issueOneTimeToken } from '#api/auth/one-time-tokens.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { composeServer } from '#api/compose.ts';
import { inspectRoutes } from 'hono/dev';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await ensureDemoAccounts(h.db, PASSWORD);
});
afterAll(() => h?.close());

const login = (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  h.request('/api/auth/login', json({ email, password }, headers));
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
async function signIn(email: string) {
  const res = await login(email);
  expect(res.status).toBe(200);
  return (await res.json()) as { accessToken: string; refreshToken: string; user: Record<string, unknown> };
}
const outboxMail = (needle: string) => {
  const dir = dataPaths(h.config).outbox;
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .find((m) => m.includes(needle));
};
/** The token of the link in a quoted-printable e-mail body. */
const linkToken = (mail: string) => decodeURIComponent(/token=([^\s&]+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!);

describe('login, me, refresh, logout', () => {
  it('refuses a wrong password and signs in with the right one', async () => {
    const wrong = await login('admin@demo.example', 'Wrong9password');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ success: false, error: 'Invalid email or password' });
    const body = await signIn('ADMIN@demo.example');
    expect(body.user).toMatchObject({ email: 'admin@demo.example', is_admin: true, tenant_id: null });
    expect(body.refreshToken.length).toBeGreaterThan(40);
    const me = await h.request('/api/auth/me', bearer(body.accessToken));
    expect((await me.json()).user.email).toBe('admin@demo.example');
  });

  it('answers 400 with field messages for a malformed login and 401 without a token', async () => {
    const bad = await h.request('/api/auth/login', json({ email: 42 }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toMatchObject({ email: 'Email is required', password: 'Password is required' });
    expect((await h.request('/api/auth/me')).status).toBe(401);
    expect((await h.request('/api/auth/me', bearer('garbage.token.here'))).status).toBe(401);
  });

  it('rotates the refresh token on every use and revokes the whole family when a used one comes back', async () => {
    const first = await signIn(demoOwnerEmail('sparkle-home-cleaning'));
    const r1 = await h.request('/api/auth/refresh', json({ refreshToken: first.refreshToken }));
    expect(r1.status).toBe(200);
    const second = await r1.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await h.request('/api/auth/me', bearer(second.accessToken))).status).toBe(200);

    const replay = await h.request('/api/auth/refresh', json({ refreshToken: first.refreshToken }));
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await h.request('/api/auth/refresh', json({ refreshToken: second.refreshToken }))).status).toBe(401);
    expect((await h.request('/api/auth/me', bearer(second.accessToken))).status).toBe(401);
  });

  it('revokes the session on the server at logout', async () => {
    const session = await signIn(demoOwnerEmail('evergreen-lawn-care'));
    const out = await h.request('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(out.status).toBe(200);
    expect((await h.request('/api/auth/me', bearer(session.accessToken))).status).toBe(401);
    expect((await h.request('/api/auth/refresh', json({ refreshToken: session.refreshToken }))).status).toBe(401);
  });

  it('stores only hashes of refresh tokens', async () => {
    const session = await signIn(demoOwnerEmail('sharp-edge-barbers'));
    const [id, secret] = session.refreshToken.split('.');
    const row = await h.db.select().from(s.refreshTokens).where(eq(s.refreshTokens.id, id!)).get();
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(secret!);
    const user = await h.db.select().from(s.users).where(eq(s.users.email, 'admin@demo.example')).get();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('login rate limits', () => {
  it('answers 429 RATE_LIMITED per account, the same whether or not the account exists', async () => {
    const limited = await startHarness({ publish: false, limits: { loginAccount: new RateLimiter(3, 15 * 60_000) } });
    try {
      await ensureDemoAccounts(limited.db, PASSWORD);
      for (const email of ['owner@pending-demo.example', 'nobody@nowhere.example']) {
        const attempts: number[] = [];
        for (let i = 0; i < 4; i++)
          attempts.push((await limited.request('/api/auth/login', json({ email, password: 'Wrong9password' }))).status);
        expect(attempts).toEqual([401, 401, 401, 429]);
        const res = await limited.request('/api/auth/login', json({ email, password: PASSWORD }));
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        const body = await res.json();
        expect(body).toMatchObject({ success: false, code: 'RATE_LIMITED', remainingAttempts: 0 });
        expect(body.message).toMatch(/Too many login attempts/);
        expect(body.retryAfterSeconds).toBeGreaterThan(0);
        expect(Date.parse(body.resetTime)).toBeGreaterThan(Date.now());
      }
    } finally {
      limited.close();
    }
  });

  it('answers 429 per IP', async () => {
    const limited = await startHarness({ publish: false, limits: { loginIp: new RateLimiter(2, 15 * 60_000) } });
    try {
      const from = { 'X-Forwarded-For': '198.51.100.7' };
      expect((await limited.request('/api/auth/login', json({ email: 'a@b.example', password: 'x' }, from))).status).toBe(401);
      expect((await limited.request('/api/auth/login', json({ email: 'c@d.example', password: 'x' }, from))).status).toBe(401);
      expect((await limited.request('/api/auth/login', json({ email: 'e@f.example', password: 'x' }, from))).status).toBe(429);
      expect(
        (await limited.request('/api/auth/login', json({ email: 'e@f.example', password: 'x' }, { 'X-Forwarded-For': '198.51.100.8' })))
          .status,
      ).toBe(401);
    } finally {
      limited.close();
    }
  });
});

describe('password link messages', () => {
  it('name the link the request came with: a reset without a token is a missing reset link, as the reset page says', async () => {
    const setup = await h.request('/api/auth/setup-password', json({ newPassword: 'Quiet7harbor' }));
    expect(setup.status).toBe(400);
    expect((await setup.json()).fields).toEqual({ token: 'Invalid or missing password setup link' });
    const reset = await h.request('/api/auth/reset-password', json({ token: '', newPassword: 'Quiet7harbor' }));
    expect(reset.status).toBe(400);
    expect((await reset.json()).fields).toEqual({ token: 'Invalid or missing password reset link' });
  });
});

describe('set-password links', () => {
  it('create-admin makes a single-use link whose password rules come back in order', async () => {
    const { link } = await createAdmin(h.db, 'New.Admin@Example.com', h.config.publicUrl);
    expect(link).toContain('/set-password?token=');
    const token = new URL(link).searchParams.get('token')!;
    const valid = await h.request(`/api/auth/validate-setup-token?token=${encodeURIComponent(token)}`);
    expect(await valid.json()).toEqual({ success: true, email: 'new.admin@example.com' });

    const attempt = async (newPassword: string) => (await h.request('/api/auth/setup-password', json({ token, newPassword }))).json();
    expect((await attempt('short')).error).toBe('Password must be at least 8 characters');
    expect((await attempt('lowercase1')).error).toBe('Password must contain at least one uppercase letter');
    expect((await attempt('UPPERCASE1')).error).toBe('Password must contain at least one lowercase letter');
    expect((await attempt('NoNumbers')).error).toBe('Password must contain at least one number');
    expect((await attempt('Password123!')).error).toMatch(/too common/);
    expect(await attempt('Quiet7harbor')).toEqual({ success: true, message: 'Password set successfully! Please log in.' });

    const again = await h.request('/api/auth/setup-password', json({ token, newPassword: 'Other7harbor' }));
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('This password setup link has expired or is invalid. Please contact support.');
    expect((await h.request(`/api/auth/validate-setup-token?token=${encodeURIComponent(token)}`)).status).toBe(400);
    expect((await login('new.admin@example.com', 'Quiet7harbor')).status).toBe(200);
  });

  it('refuses expired and malformed links', async () => {
    const user = await h.db.select().from(s.users).where(eq(s.users.email, 'admin@demo.example')).get();
    const expired = await issueOneTimeToken(h.db, user!.id, 'setup', Date.now() - 8 * 86_400_000);
    for (const token of [expired, 'nope', '', 'a.b']) {
      const res = await h.request('/api/auth/setup-password', json({ token, newPassword: 'Quiet7harbor' }));
      expect(res.status, token).toBe(400);
    }
    expect((await h.request('/api/auth/validate-setup-token')).status).toBe(400);
  });
});

describe('password reset', () => {
  it('e-mails a link, resets the password once and signs every session out', async () => {
    const email = demoOwnerEmail('pampered-paws-grooming');
    const session = await signIn(email);
    const res = await h.request('/api/auth/request-password-reset', json({ email }));
    const unknown = await h.request('/api/auth/request-password-reset', json({ email: 'nobody@nowhere.example' }));
    expect(await res.json()).toEqual(await unknown.json());
    // The e-mail is sent after the answer.
    await expect.poll(() => outboxMail(`To: ${email}`), { timeout: 5000 }).toBeDefined();
    const mail = outboxMail(`To: ${email}`);
    expect(mail).toContain('/reset-password?token=');
    const token = linkToken(mail!);
    expect((await h.request(`/api/auth/validate-reset-token?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const done = await h.request('/api/auth/reset-password', json({ token, newPassword: 'Meadow4lantern' }));
    expect(await done.json()).toMatchObject({ success: true });
    expect((await h.request('/api/auth/me', bearer(session.accessToken))).status).toBe(401);
    expect((await h.request('/api/auth/refresh', json({ refreshToken: session.refreshToken }))).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, 'Meadow4lantern')).status).toBe(200);
    expect((await h.request('/api/auth/reset-password', json({ token, newPassword: 'Meadow5lantern' }))).status).toBe(400);
  });

  it('delivers the reset e-mail through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const mailed = await startHarness({ publish: false, smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      await ensureDemoAccounts(mailed.db, PASSWORD);
      const res = await mailed.request('/api/auth/request-password-reset', json({ email: 'admin@demo.example' }));
      expect(res.status).toBe(200);
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
      expect(received[0]).toContain('Subject: Reset your LocalSite password');
      expect(received[0]).toContain('/reset-password?token=');
    } finally {
      mailed.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

/**
 * Tenant isolation over the app's own route table, so a new route cannot escape it: every route is
 * tenant-scoped (its path names the tenant by a `:slug` or `:tenant…` parameter, or it is listed in
 * TENANT_IN_QUERY), or it is listed below as public, for any signed-in user, or for admins only,
 * each with its reason. A route in none of these fails the test until someone decides which it is.
 */
const TENANT_PARAM = /\/:(slug|tenant\w*)(?=\/|$)/;
const VICTIM = 'prestige-mobile-detailing';

/** Tenant-scoped routes that name the business in `?business_slug=` rather than `?tenant_slug=`. */
const ESTIMATE_STAFF_ROUTES = [
  'POST /api/quotes/:quoteId/estimates',
  'GET /api/estimates',
  'GET /api/estimates/:id',
  'PUT /api/estimates/:id',
  'POST /api/estimates/:id/send',
];
/** The quote inbox and the customers (issue 16), named the same way: spec 2 §3's list filter has `business_slug`. */
const INBOX_STAFF_ROUTES = [
  'GET /api/quotes',
  'GET /api/quotes/:id',
  'POST /api/quotes/:id/read',
  'PUT /api/quotes/:id',
  'POST /api/quotes/:id/cancel',
  'GET /api/customers',
  'GET /api/customers/export.csv',
  'POST /api/customers/merge',
  'GET /api/customers/:id',
  'PUT /api/customers/:id',
  'DELETE /api/customers/:id',
];
const BUSINESS_SLUG_QUERY = new Set([...ESTIMATE_STAFF_ROUTES, ...INBOX_STAFF_ROUTES]);
/** Tenant-scoped routes that name the business by its numeric id in `?tenant_id=` (spec 3 §7 analytics calls). */
const TENANT_ID_QUERY = new Set([
  'GET /api/google/analytics/status',
  'GET /api/google/analytics/summary',
  'GET /api/google/analytics/realtime',
  'GET /api/google/analytics/report',
  'PUT /api/google/analytics/ga4',
]);

/** Tenant-scoped routes whose path does not name the tenant: they name it in `?tenant_slug=` (or the body, or through the record). */
const TENANT_IN_QUERY = new Set([
  'POST /api/tenant-reviews',
  'POST /api/tenant-reviews/upload-avatar',
  'DELETE /api/tenant-reviews/:id',
  'POST /api/tenant-reviews/:id/approve',
  'POST /api/tenant-reviews/:id/reject',
  // The rating import names the business in the body (spec 3 §7 tenantSlug) or `?tenant_slug=`.
  'POST /api/tenant-reviews/scrape-google-business',
  // The schedule is the signed-in user's business, or the one `?tenant_slug=` names (spec 2 §7 calls carry no slug).
  'GET /api/schedule/appointments',
  'POST /api/schedule/appointments',
  'PUT /api/schedule/appointments/:id',
  'PATCH /api/schedule/appointments/:id/status',
  'DELETE /api/schedule/appointments/:id',
  'GET /api/schedule/time-blocks',
  'POST /api/schedule/time-blocks',
  'PUT /api/schedule/time-blocks/:id',
  'DELETE /api/schedule/time-blocks/:id',
  'GET /api/schedule/blocked-days',
  'POST /api/schedule/blocked-days/toggle',
  'GET /api/schedule/settings',
  'PUT /api/schedule/settings',
  'POST /api/schedule/feed',
  'DELETE /api/schedule/feed',
  'GET /api/team',
  'POST /api/team',
  'PUT /api/team/:id',
  'DELETE /api/team/:id',
  // The booking settings are the signed-in user's business, like the schedule's.
  'GET /api/booking/settings',
  'PUT /api/booking/settings',
  // Estimates name the business as the quote requests do (spec 2 §3 filter), in `?business_slug=`.
  ...ESTIMATE_STAFF_ROUTES,
  ...INBOX_STAFF_ROUTES,
]);

const PUBLIC: Record<string, string> = {
  'GET /api/health': 'liveness and database check for load balancers',
  'GET /api/config': 'runtime settings the admin app reads before anyone signs in',
  'GET /api/openapi.json': 'the description of the API, which says nothing of any business',
  'GET /api/docs': 'the reference page of the API, rendered from the same description',
  'POST /api/auth/login': 'signing in',
  'POST /api/auth/refresh': 'the refresh token is the credential',
  'POST /api/auth/logout': 'the refresh token names the session, so it works with an expired access token',
  'GET /api/auth/validate-setup-token': 'the one-time link is the credential',
  'POST /api/auth/setup-password': 'the one-time link is the credential',
  'GET /api/auth/validate-reset-token': 'the one-time link is the credential',
  'POST /api/auth/reset-password': 'the one-time link is the credential',
  'POST /api/auth/request-password-reset': 'anyone may ask; the answer says nothing about the account',
  'GET /api/tenants/:slug': "a public business's public record; its own staff get the whole record (checked below)",
  'GET /api/website-content/:slug': "the texts a public business's site shows",
  'GET /api/reviews': "the public sites list a public business's reviews",
  'GET /api/reviews/:id': 'one review of a public business',
  'POST /api/reviews': "a site's review form: spam-guarded, and stored awaiting the owner's approval",
  'GET /api/reviews/link': 'the review link of a request e-mail is the credential (it prefills the name)',
  'POST /api/quotes': 'visitors of a site request quotes',
  'GET /api/domains/ask': 'Caddy asks, without a token, whether a host may get a certificate (only names this server serves)',
  'GET /api/service-areas/:slug/lookup': "a site's quote form checks whether the business serves a visitor's ZIP",
  'GET /api/availability/:slug': "a site's booking shows the times a public business can take a job",
  'POST /api/analytics/events': 'page events of site visitors',
  'GET /api/google/analytics/auth':
    "the connect popup carries no token: it says what the analytics collect (a public business's name and GA4 id, no secret)",
  'GET /api/onboarding/business-name': 'prospects check a business name while they apply',
  'POST /api/onboarding/files': 'prospects attach files to their application',
  'POST /api/onboarding/applications': 'prospects apply',
  'GET /api/onboarding/applications/resume': 'the signed link of a request for changes is the credential',
  'PUT /api/onboarding/applications/resume': 'the signed link of a request for changes is the credential',
  'GET /api/preview/verify': "a prospect's preview: the link's secret token is the credential",
  'GET /api/calendar/:file': 'a calendar feed: the secret token in its address is the credential',
  'GET /api/booking/:slug/options': "a site's booking reads a public business's services, prices and payment rules",
  'GET /api/booking/:slug/price': "a site's booking prices the visitor's choices",
  'POST /api/booking/:slug/holds': 'a visitor holds a time for ten minutes while booking',
  'POST /api/booking/:slug/events': 'the booking steps a visitor reaches, for analytics',
  'GET /api/booking/holds/:id': "the hold's unguessable id is the credential",
  'DELETE /api/booking/holds/:id': "the hold's unguessable id is the credential",
  'POST /api/booking/holds/:id/confirm': "the hold's unguessable id is the credential",
  'POST /api/booking/stripe/webhook': "Stripe's signature is the credential",
  'GET /api/booking/manage/:token': 'the manage link is the credential',
  'GET /api/booking/manage/:token/availability': 'the manage link is the credential',
  'POST /api/booking/manage/:token/reschedule': 'the manage link is the credential',
  'POST /api/booking/manage/:token/cancel': 'the manage link is the credential',
  'GET /api/estimate-links/:token': "the estimate link's token is the credential",
  'POST /api/estimate-links/:token/accept': "the estimate link's token is the credential",
  'POST /api/estimate-links/:token/decline': "the estimate link's token is the credential",
  'GET /api/estimate-links/:token/availability': "the estimate link's token is the credential",
  'POST /api/estimate-links/:token/holds': "the estimate link's token is the credential (then the hold's id, as any booking)",
  'ALL /api/*': 'the 404 answer of unknown API paths',
};
const SIGNED_IN: Record<string, string> = { 'GET /api/auth/me': "the caller's own account" };
const ADMIN_ONLY: Record<string, string> = {
  'GET /api/onboarding/files/:id': "applicants' files, for the admins who review applications",
  'GET /api/preview-links': 'the preview links an admin made for prospects',
  'POST /api/preview-links': 'admins make preview links for prospects',
  'GET /api/admin/applications': 'the console: onboarding applications to review',
  'GET /api/admin/applications/:id': 'the console: one application with its files',
  'POST /api/admin/applications/:id/start-review': 'the console: an admin starts a review',
  'POST /api/admin/applications/:id/request-changes': 'the console: an admin asks the applicant for changes',
  'POST /api/admin/applications/:id/reject': 'the console: an admin rejects an application',
  'POST /api/admin/applications/:id/approve': 'the console: an admin approves an application and creates the business',
  'GET /api/admin/tenants': 'the console: every business',
  'POST /api/admin/tenants/:id/suspend': 'the console: an admin takes a site down',
  'POST /api/admin/tenants/:id/reactivate': 'the console: an admin puts a site back',
  'PUT /api/admin/tenants/:id/flags': "the console: an admin sets a business's feature flags",
  'GET /api/admin/audit': "the console: the log of admins' actions",
};

describe('authorization of every API route', () => {
  let routes: { method: string; path: string; key: string }[];
  let victimId = 0;
  beforeAll(async () => {
    victimId = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, VICTIM)).get())!.id;
    const { app } = await composeServer(h.config, h.db);
    const keys = new Set(
      inspectRoutes(app)
        .filter((r) => !r.isMiddleware && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    );
    routes = [...keys].map((key) => ({ key, method: key.split(' ')[0]!, path: key.split(' ')[1]! }));
  });
  const listed = (key: string) => key in PUBLIC || key in SIGNED_IN || key in ADMIN_ONLY;
  const tenantScoped = () =>
    routes.filter((r) => !listed(r.key) && (TENANT_PARAM.test(r.path) || TENANT_IN_QUERY.has(r.key) || TENANT_ID_QUERY.has(r.key)));
  /** The route's URL for the victim tenant; other parameters get 0, an id no record has. */
  const urlOf = (route: { key: string; path: string }) =>
    route.path.replace(TENANT_PARAM, `/${VICTIM}`).replace(/:\w+/g, '0') +
    (TENANT_IN_QUERY.has(route.key) ? `?${BUSINESS_SLUG_QUERY.has(route.key) ? 'business' : 'tenant'}_slug=${VICTIM}` : '') +
    (TENANT_ID_QUERY.has(route.key) ? `?tenant_id=${victimId}` : '');
  const call = (route: { method: string }, url: string, token?: string) =>
    h.request(url, {
      method: route.method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: route.method === 'GET' ? undefined : '{}',
    });

  it('classifies every route of the app, and lists no route the app does not have', () => {
    const unclassified = routes.filter((r) => !listed(r.key) && !tenantScoped().includes(r)).map((r) => r.key);
    expect(unclassified, 'routes that are neither tenant-scoped nor listed as public, signed-in or admin-only').toEqual([]);
    const keys = new Set(routes.map((r) => r.key));
    const stale = [
      ...TENANT_IN_QUERY,
      ...TENANT_ID_QUERY,
      ...Object.keys(PUBLIC),
      ...Object.keys(SIGNED_IN),
      ...Object.keys(ADMIN_ONLY),
    ].filter((key) => !keys.has(key));
    expect(stale, 'listed routes the app does not have').toEqual([]);
    // The table is the app's: routes of every kind of tenant scope are in it.
    expect(tenantScoped().map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'GET /api/tenants/:slug/overview',
        'PUT /api/tenants/:slug',
        'POST /api/tenant-reviews',
        'DELETE /api/tenant-reviews/:id',
      ]),
    );
  });

  it('refuses every tenant-scoped route to another tenant user and to anonymous callers, and lets owners and admins in', async () => {
    const stranger = await signIn(demoOwnerEmail('sharp-edge-barbers'));
    const owner = await signIn(demoOwnerEmail(VICTIM));
    const admin = await signIn('admin@demo.example');
    for (const route of tenantScoped()) {
      const url = urlOf(route);
      expect((await call(route, url)).status, `${route.method} ${url} anonymous`).toBe(401);
      expect((await call(route, url, stranger.accessToken)).status, `${route.method} ${url} stranger`).toBe(403);
      expect([200, 201, 202, 204, 400], `${route.method} ${url} owner`).toContain((await call(route, url, owner.accessToken)).status);
      expect([200, 201, 202, 204, 400], `${route.method} ${url} admin`).toContain((await call(route, url, admin.accessToken)).status);
    }
  });

  it('refuses admin-only routes to tenant users and anonymous callers, and signed-in routes to anonymous callers', async () => {
    const owner = await signIn(demoOwnerEmail(VICTIM));
    for (const route of routes.filter((r) => r.key in ADMIN_ONLY || r.key in SIGNED_IN)) {
      const url = urlOf(route);
      expect((await call(route, url)).status, `${route.key} anonymous`).toBe(401);
      if (route.key in ADMIN_ONLY) expect((await call(route, url, owner.accessToken)).status, `${route.key} owner`).toBe(403);
    }
  });

  it("shows another tenant's user only the public tenant record, and the tenant's own staff and admins the whole of it", async () => {
    const url = `/api/tenants/${VICTIM}`;
    const record = async (token?: string) =>
      (await (await h.request(url, token ? bearer(token) : undefined)).json()).data as Record<string, unknown>;
    const anonymous = await record();
    expect(anonymous).not.toHaveProperty('personal_email');
    expect(await record((await signIn(demoOwnerEmail('sharp-edge-barbers'))).accessToken)).toEqual(anonymous);
    expect(await record((await signIn(demoOwnerEmail(VICTIM))).accessToken)).toHaveProperty('personal_email');
    expect(await record((await signIn('admin@demo.example')).accessToken)).toHaveProperty('personal_email');
    // A business that is not approved yet is hidden from everyone but its staff and admins.
    const pending = '/api/tenants/pending-demo';
    expect((await h.request(pending)).status).toBe(403);
    expect((await h.request(pending, bearer((await signIn(demoOwnerEmail(VICTIM))).accessToken))).status).toBe(403);
    expect((await h.request(pending, bearer((await signIn(demoOwnerEmail('pending-demo'))).accessToken))).status).toBe(200);
  });
});

describe('rating import from Google Maps (owners, managers and admins)', () => {
  it("refuses a business's tech and viewer, and another business's owner naming it in the body", async () => {
    const url = '/api/tenant-reviews/scrape-google-business';
    const post = async (email: string, body: Record<string, unknown>) =>
      (await h.request(url, json(body, { Authorization: `Bearer ${(await signIn(email)).accessToken}` }))).status;
    expect(await post(demoStaffEmail('tech', VICTIM), { tenantSlug: VICTIM })).toBe(403);
    expect(await post(demoStaffEmail('viewer', VICTIM), { tenantSlug: VICTIM })).toBe(403);
    expect(await post(demoOwnerEmail('sharp-edge-barbers'), { tenantSlug: VICTIM })).toBe(403);
    // The owner and an admin get through to the import itself (here: no Places API key is configured).
    expect(await post(demoOwnerEmail(VICTIM), { tenantSlug: VICTIM })).toBe(400);
    expect(await post('admin@demo.example', { tenantSlug: VICTIM })).toBe(400);
  });
});
