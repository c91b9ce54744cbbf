/**
 * Issue 17 point 1 through the API: admins make preview links (tenant users 403, anonymous 401),
 * a prospect's page verifies them (good, expired, tampered, unknown, malformed, missing), each open
 * is counted for the admin, and the plain-parameter form is validated by the same rules.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { PREVIEW_ERRORS, PREVIEW_PAYLOAD_MESSAGES as M } from '#core/preview/payload.ts';
import * as s from '#db/schema.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
let h: Harness;
let admin: string;
let owner: string;

const signIn = async (email: string) => {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
};
const auth = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
});
const prospect = {
  businessName: 'Desert Shine Detailing',
  phone: '(602) 555-0148',
  city: 'Mesa',
  state: 'az',
  industry: 'mobile-detailing',
};
const create = (token: string, body: unknown = prospect) => h.request('/api/preview-links', auth(token, json(body)));
const verify = (query: string) => h.request(`/api/preview/verify?${query}`);
const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  admin = await signIn('admin@demo.example');
  owner = await signIn(demoOwnerEmail('prestige-mobile-detailing'));
});
afterAll(() => h?.close());

describe('making preview links', () => {
  it("fills the demo admin's list: links opened, one not yet, one expired", async () => {
    const list = (await (await h.request('/api/preview-links', auth(admin))).json()).data as { openCount: number; expired: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((l) => l.openCount > 1 && !l.expired)).toBe(true);
    expect(list.some((l) => l.openCount === 0 && !l.expired)).toBe(true);
    expect(list.some((l) => l.expired)).toBe(true);
  });

  it('is for admins only: anonymous callers get 401, a business owner 403', async () => {
    expect((await h.request('/api/preview-links', json(prospect))).status).toBe(401);
    expect((await h.request('/api/preview-links')).status).toBe(401);
    expect((await create(owner)).status).toBe(403);
    expect((await h.request('/api/preview-links', auth(owner))).status).toBe(403);
  });

  it("answers 400 with the spec's message for each bad field", async () => {
    const res = await create(admin, { businessName: 'A', phone: '12', city: 'M', state: 'Arizona', industry: 'plumbing' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: 'Validation failed',
      fields: { businessName: M.nameTooShort, phone: M.phoneTooShort, city: M.cityTooShort, state: M.stateLength, industry: M.industry },
    });
    expect((await (await create(admin, { ...prospect, state: '1A' })).json()).fields).toEqual({ state: M.stateLetters });
  });

  it('stores the link for 30 days, answers its URL once and lists it for the admin who made it', async () => {
    const res = await create(admin);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.url).toMatch(new RegExp(`^${h.config.publicUrl}/preview\\?t=[a-f0-9]{16}\\.[A-Za-z0-9_-]{43}$`));
    expect(data.payload).toEqual({ ...prospect, state: 'AZ' });
    expect(Date.parse(data.expiresAt) - Date.parse(data.createdAt)).toBe(30 * 86_400_000);
    const row = await h.db.select().from(s.previewLinks).where(eq(s.previewLinks.id, data.id)).get();
    // Only a hash of the secret is kept: the database alone cannot give the link back.
    expect(row?.tokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(data.url).not.toContain(row!.tokenHash);
    const list = (await (await h.request('/api/preview-links', auth(admin))).json()).data;
    expect(list[0]).toEqual({ ...data, url: undefined, expired: false, openCount: 0, lastOpenedAt: null });
    expect(list[0]).not.toHaveProperty('url');

    // An admin's list holds only the links they made.
    const { user: other } = await createAdmin(h.db, 'second-admin@demo.example', h.config.publicUrl);
    await h.db
      .insert(s.previewLinks)
      .values({ id: 'aaaaaaaaaaaaaaaa', tokenHash: 'x'.repeat(64), payload: prospect, expiresAt: Date.now() + 1000, createdBy: other.id });
    expect(list.map((l: { id: string }) => l.id)).not.toContain('aaaaaaaaaaaaaaaa');
    const again = (await (await h.request('/api/preview-links', auth(admin))).json()).data;
    expect(again.map((l: { id: string }) => l.id)).not.toContain('aaaaaaaaaaaaaaaa');
  });
});

describe('verifying a preview link', () => {
  it('returns the payload and counts every open for the admin', async () => {
    const { data } = await (await create(admin)).json();
    const t = tokenOf(data.url);
    const res = await verify(`t=${t}&tenant_id=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: true, data: { ...prospect, state: 'AZ' } });
    await verify(`t=${t}`);
    const listed = (await (await h.request('/api/preview-links', auth(admin))).json()).data.find((l: { id: string }) => l.id === data.id);
    expect(listed.openCount).toBe(2);
    expect(Date.now() - Date.parse(listed.lastOpenedAt)).toBeLessThan(60_000);
  });

  it('answers 410 for an expired link, 400 for a tampered or damaged one, 404 for an unknown one, 400 for none', async () => {
    const { data } = await (await create(admin)).json();
    const t = tokenOf(data.url);
    const [id, secret] = t.split('.') as [string, string];
    const tampered = await verify(`t=${id}.${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ success: false, error: PREVIEW_ERRORS.verifyFailed, problem: 'tampered' });
    const damaged = await verify(`t=${t.slice(0, 20)}`);
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({ error: PREVIEW_ERRORS.verifyFailed, problem: 'malformed' });
    const unknown = await verify(`t=0123456789abcdef.${secret}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: PREVIEW_ERRORS.verifyFailed, problem: 'unknown' });
    const none = await verify('t=');
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe(PREVIEW_ERRORS.missingParameters);

    await h.db
      .update(s.previewLinks)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(s.previewLinks.id, id));
    const expired = await verify(`t=${t}`);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({
      error: PREVIEW_ERRORS.verifyFailed,
      problem: 'expired',
      detail: 'This preview link has expired. Please ask for a new one.',
    });
    // Refused opens are not counted; the admin's list shows the link as expired.
    const listed = (await (await h.request('/api/preview-links', auth(admin))).json()).data.find((l: { id: string }) => l.id === id);
    expect(listed).toMatchObject({ expired: true, openCount: 0 });
  });

  it('takes the plain-parameter form with the same rules, and records nothing', async () => {
    const before = (await h.db.select().from(s.previewLinks)).map((r) => [r.id, r.openCount]);
    const ok = await verify('name=Green%20Acres&phone=512-555-0199&city=Austin&state=tx&industry=lawn-care');
    expect(await ok.json()).toEqual({
      success: true,
      data: { businessName: 'Green Acres', phone: '512-555-0199', city: 'Austin', state: 'TX', industry: 'lawncare' },
    });
    const bad = await verify('businessName=G&phone=512-555-0199&city=Austin&state=t1&industry=plumbing');
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ businessName: M.nameTooShort, state: M.stateLetters, industry: M.industry });
    const partial = await verify('businessName=Green%20Acres&phone=512-555-0199');
    expect(partial.status).toBe(400);
    expect((await partial.json()).error).toBe(PREVIEW_ERRORS.missingParameters);
    expect((await h.db.select().from(s.previewLinks)).map((r) => [r.id, r.openCount])).toEqual(before);
  });
});

describe('verifying, many times from one address', () => {
  it('answers 429 with Retry-After past the limit (60 a minute by default)', async () => {
    const limited = await startHarness({ publish: false, limits: { previewVerify: new RateLimiter(2, 60_000) } });
    try {
      const verifyThere = () =>
        limited.request('/api/preview/verify?t=0123456789abcdef.x', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect((await verifyThere()).status).toBe(400);
      expect((await verifyThere()).status).toBe(400);
      const refused = await verifyThere();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await refused.json()).error).toBe('Too many preview checks. Please wait a moment and try again.');
      // Another address is not held back.
      expect(
        (await limited.request('/api/preview/verify?t=0123456789abcdef.x', { headers: { 'X-Forwarded-For': '203.0.113.10' } })).status,
      ).toBe(400);
    } finally {
      limited.close();
    }
  });
});
