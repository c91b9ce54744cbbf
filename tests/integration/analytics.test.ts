/**
 * First-party analytics against a real libSQL file (decision 033): 1,000 beacons through HTTP over
 * six days (the clock set per request), the summary of 7, 30 and 90 days, the report, rollups and
 * the 90-day retention, realtime, the daily salt, and who may read.
 */
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { daySalt, flushSiteEvents, queueSiteEvent, visitorHash } from '#api/domain/analytics.ts';
import { analyticsSummary, fieldVitals, rollUpAndExpire } from '#api/domain/analytics-reports.ts';
import { findTenantBySlug } from '#api/domain/tenants.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const DAY = 86_400_000;
const MIN = 60_000;
const NOW = Date.parse('2026-11-24T20:00:00Z');
const TODAY = Date.parse('2026-11-24T00:00:00Z');
/** Days ago with traffic: today, within 7, within 30, within 90. */
const DAYS_AGO = [85, 45, 20, 6, 2, 0];
const VISITORS = 60;
const PAGES = ['/', '/services', '/about', '/contact'];
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let h: Harness;
let tenantId: number;
let owner: string;
let stranger: string;
let admin: string;

const signIn = async (email: string) =>
  (await (await h.request('/api/auth/login', json({ email, password: PASSWORD }))).json()).accessToken as string;
const get = async (url: string, token?: string) => {
  const res = await h.request(url, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
};

/** A beacon sent at `at` by an address and agent, as a site's sendBeacon does (text/plain). */
async function beacon(at: number, ip: string, userAgent: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  vi.setSystemTime(at);
  const res = await h.request('/api/analytics/events', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': userAgent, 'X-Forwarded-For': ip, ...headers },
    body: JSON.stringify({ tenant: SLUG, path: '/', ...body }),
  });
  return res.status;
}

/**
 * Each day: 60 visitors from 10:00, three minutes apart; visitor i views 1 + i % 4 pages a minute
 * apart; of the 15 one-page visitors, the 8 with i % 8 == 0 click the phone number 30 s in. So a day
 * has 60 sessions, 150 pageviews, 7 bounces, 15*60 + 15*120 + 15*180 + 8*30 = 5,640 s of sessions;
 * 158 beacons. Every third visitor comes from Google, every tenth from the fall-promo campaign, even
 * ones on a phone.
 */
async function sendDay(daysAgo: number): Promise<number> {
  const dayStart = TODAY - daysAgo * DAY;
  let sent = 0;
  for (let i = 0; i < VISITORS; i++) {
    const ip = `8.8.${daysAgo}.${i + 1}`;
    const ua = i % 2 === 0 ? PHONE : DESKTOP;
    const start = dayStart + 10 * 3_600_000 + i * 3 * MIN;
    for (let p = 0; p <= i % 4; p++) {
      const landing = p === 0;
      const status = await beacon(start + p * MIN, ip, ua, {
        name: 'pageview',
        path: PAGES[p],
        ...(landing && i % 3 === 0 ? { referrer: 'www.google.com' } : {}),
        ...(landing && i % 10 === 0 ? { utm: { source: 'facebook', medium: 'paid_social', campaign: 'fall-promo' } } : {}),
        screen: i % 2 === 0 ? 'phone' : 'desktop',
      });
      expect(status).toBe(204);
      sent++;
    }
    if (i % 8 === 0) {
      expect(await beacon(start + 30_000, ip, ua, { name: 'phone_click' })).toBe(204);
      sent++;
    }
  }
  return sent;
}

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await findTenantBySlug(h.db, SLUG))!.id;
  // The demo's own analytics of this business are cleared: the figures below are the test's alone.
  await h.db.delete(s.analyticsEvents).where(eq(s.analyticsEvents.tenantId, tenantId));
  await h.db.delete(s.analyticsDaily).where(eq(s.analyticsDaily.tenantId, tenantId));
  await h.db.delete(s.analyticsDailyDimensions).where(eq(s.analyticsDailyDimensions.tenantId, tenantId));
  owner = await signIn(demoOwnerEmail(SLUG));
  stranger = await signIn(demoOwnerEmail('sharp-edge-barbers'));
  admin = await signIn('admin@demo.example');
  vi.useFakeTimers({ toFake: ['Date'] });
}, 120_000);
afterAll(() => {
  vi.useRealTimers();
  h?.close();
});

describe('1,000 beacons through HTTP', () => {
  it('stores the counted ones, not bots nor visitors asking not to be tracked', async () => {
    let sent = 0;
    let counted = 0;
    for (const daysAgo of DAYS_AGO) counted += await sendDay(daysAgo);
    sent = counted;
    for (let i = 0; sent < 1000; i++, sent++) {
      const headers: Record<string, string> = i % 3 === 0 ? {} : i % 3 === 1 ? { DNT: '1' } : { 'Sec-GPC': '1' };
      const ua = i % 3 === 0 ? BOT : PHONE;
      expect(await beacon(TODAY + 9 * 3_600_000 + i * 1000, `8.8.4.${i + 1}`, ua, { name: 'pageview' }, headers)).toBe(204);
    }
    vi.setSystemTime(NOW);
    await flushSiteEvents(h.db);
    const rows = await h.db.select().from(s.analyticsEvents).where(eq(s.analyticsEvents.tenantId, tenantId));
    expect(sent).toBe(1000);
    expect(rows).toHaveLength(DAYS_AGO.length * 158);
    // Neither the address nor the agent is kept: a hash, a device class, a country.
    const first = rows.find((r) => r.name === 'pageview' && r.referrerHost)!;
    expect(first).toMatchObject({ referrerHost: 'www.google.com', device: 'mobile', screen: 'phone', country: 'US' });
    expect(first.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('8.8.');
    expect(JSON.stringify(rows)).not.toContain('iPhone');
  }, 120_000);

  it('sums 7, 30 and 90 days', async () => {
    const summary = async (days: number) =>
      (await get(`/api/google/analytics/summary?tenant_id=${tenantId}&days=${days}`, owner)).body.data;
    expect(await summary(7)).toEqual({
      averageBounceRate: 11.7,
      averageSessionDuration: 94,
      days: 7,
      from: '2026-11-18',
      to: '2026-11-24',
      totalSessions: 180,
      totalUsers: 180,
      totalPageviews: 450,
    });
    expect(await summary(30)).toMatchObject({ days: 30, from: '2026-10-26', totalSessions: 240, totalUsers: 240, totalPageviews: 600 });
    expect(await summary(90)).toMatchObject({
      days: 90,
      from: '2026-08-27',
      totalSessions: 360,
      totalPageviews: 900,
      averageBounceRate: 11.7,
    });
    // 30 days unless the call names another range (spec 3 §9).
    expect((await get(`/api/google/analytics/summary?tenant_id=${tenantId}`, owner)).body.data.days).toBe(30);
  });

  it('reports visits per day, pages, referrers, campaigns, devices, countries and conversions', async () => {
    const { body } = await get(`/api/google/analytics/report?tenant_id=${tenantId}&days=7`, admin);
    const report = body.data;
    expect(report.visits.map((v: { sessions: number }) => v.sessions)).toEqual([60, 0, 0, 0, 60, 0, 60]);
    expect(report.visits[6]).toEqual({ date: '2026-11-24', sessions: 60, users: 60, pageviews: 150 });
    expect(report.topPages).toEqual([
      { path: '/', pageviews: 180, users: 180 },
      { path: '/services', pageviews: 135, users: 135 },
      { path: '/about', pageviews: 90, users: 90 },
      { path: '/contact', pageviews: 45, users: 45 },
    ]);
    expect(report.referrers).toEqual([
      { source: 'Direct', sessions: 120 },
      { source: 'www.google.com', sessions: 60 },
    ]);
    expect(report.utmCampaigns).toEqual([{ source: 'facebook', medium: 'paid_social', campaign: 'fall-promo', sessions: 18 }]);
    expect(report.devices).toEqual([
      { device: 'desktop', sessions: 90 },
      { device: 'mobile', sessions: 90 },
    ]);
    expect(report.countries).toEqual([{ country: 'US', name: 'United States', users: 180 }]);
    expect(report.funnel[0]).toEqual({ step: 'visit', label: 'Visited the site', sessions: 180 });
    expect(report.conversions.find((c: { name: string }) => c.name === 'phone_click')).toEqual({
      name: 'phone_click',
      label: 'Phone clicks',
      count: 24,
    });
    expect(report.vitals).toEqual({ samples: 0, lcp: null, inp: null, cls: null });
  });
});

describe('rollups and retention', () => {
  it('rolls closed days up, deletes raw events past 90 days, and answers the same from the rollups', async () => {
    const tenant = (await findTenantBySlug(h.db, SLUG))!;
    // An event 91 days old, and web vitals of yesterday (a day not rolled up yet), written through the domain function.
    await queueSiteEvent(
      h.db,
      tenant,
      { tenant: SLUG, name: 'pageview', path: '/' },
      { ip: '8.8.9.9', userAgent: DESKTOP },
      NOW - 91 * DAY,
    );
    for (const [i, lcp] of [1800, 2400, 2600, 4200].entries()) {
      await queueSiteEvent(
        h.db,
        tenant,
        { tenant: SLUG, name: 'web_vitals', path: '/', props: { lcp, inp: 100 + i * 150, cls: 0.05 * i } },
        { ip: `8.8.1.${i + 1}`, userAgent: DESKTOP },
        TODAY - DAY + 10 * 3_600_000 + i * 3 * MIN,
      );
    }
    await flushSiteEvents(h.db);
    const before = await analyticsSummary(h.db, tenantId, 90, NOW);
    const { deleted } = await rollUpAndExpire(h.db, NOW);
    expect(deleted).toBe(1);
    const old = await h.db
      .select()
      .from(s.analyticsEvents)
      .where(and(eq(s.analyticsEvents.tenantId, tenantId), lt(s.analyticsEvents.createdAt, NOW - 90 * DAY)));
    expect(old).toEqual([]);
    const rolled = await h.db.select().from(s.analyticsDaily).where(eq(s.analyticsDaily.tenantId, tenantId));
    expect(rolled.find((r) => r.day === '2026-11-22')).toMatchObject({
      sessions: 60,
      users: 60,
      pageviews: 150,
      bounces: 7,
      durationSeconds: 5640,
    });
    // Raw events of closed days gone: the rollups alone answer as before.
    await h.db.delete(s.analyticsEvents).where(and(eq(s.analyticsEvents.tenantId, tenantId), lt(s.analyticsEvents.createdAt, TODAY)));
    expect(await analyticsSummary(h.db, tenantId, 90, NOW)).toEqual(before);
    expect(await fieldVitals(h.db, tenantId, 30, NOW)).toEqual({
      samples: 4,
      lcp: { p75: 2600, score: 'needs-improvement' },
      inp: { p75: 400, score: 'needs-improvement' },
      cls: { p75: 0.1, score: 'good' },
    });
  });
});

describe('realtime', () => {
  it('counts distinct visitors of the last five minutes, by country', async () => {
    const visits: [number, string][] = [
      [NOW - 6 * MIN, '8.8.7.1'],
      [NOW - 4 * MIN, '8.8.7.2'],
      [NOW - 3 * MIN, '8.8.7.2'],
      [NOW - 2 * MIN, '8.8.7.3'],
      [NOW - MIN, '81.2.69.160'],
      [NOW - 30_000, '10.0.0.5'],
    ];
    for (const [at, ip] of visits) expect(await beacon(at, ip, DESKTOP, { name: 'pageview' })).toBe(204);
    vi.setSystemTime(NOW);
    const { body } = await get(`/api/google/analytics/realtime?tenant_id=${tenantId}`, owner);
    expect(body.data).toEqual({
      activeUsers: 4,
      countries: [
        { country: 'US', name: 'United States', activeUsers: 2 },
        { country: 'GB', name: 'United Kingdom', activeUsers: 1 },
      ],
      lastUpdated: new Date(NOW).toISOString(),
    });
    const status = (await get(`/api/google/analytics/status?tenant_id=${tenantId}`, owner)).body.data;
    expect(status).toEqual({
      connected: true,
      provider: 'first-party',
      lastSync: new Date(NOW - 30_000).toISOString(),
      ga4: { configured: false, measurementId: null },
    });
  });
});

describe('the daily salt', () => {
  it('tells visitors apart within a day and business, not across days, and forgets past days', async () => {
    const visitor = { ip: '203.0.113.9', userAgent: 'Phone' };
    const monday = await daySalt(h.db, Date.parse('2026-12-07T08:00:00Z'));
    expect(await daySalt(h.db, Date.parse('2026-12-07T23:59:00Z'))).toBe(monday);
    expect(visitorHash(monday, 1, visitor)).toBe(visitorHash(monday, 1, { ...visitor }));
    expect(visitorHash(monday, 1, visitor)).not.toBe(visitorHash(monday, 2, visitor));
    expect(visitorHash(monday, 1, visitor)).not.toBe(visitorHash(monday, 1, { ...visitor, ip: '203.0.113.10' }));
    const tuesday = await daySalt(h.db, Date.parse('2026-12-08T00:00:01Z'));
    expect(tuesday).not.toBe(monday);
    expect(tuesday).toMatch(/^[0-9a-f]{32}$/);
    expect(await h.db.select().from(s.analyticsSalts)).toEqual([expect.objectContaining({ day: '2026-12-08', salt: tuesday })]);
  });
});

describe('who may read, and bad input', () => {
  it('answers 401, 403, 404 and 400 with field messages', async () => {
    const url = `/api/google/analytics/summary?tenant_id=${tenantId}&days=7`;
    expect((await get(url)).status).toBe(401);
    expect((await get(url, stranger)).status).toBe(403);
    expect(await get('/api/google/analytics/status?tenant_id=999999', admin)).toMatchObject({
      status: 404,
      body: { error: 'Tenant not found' },
    });
    expect((await get('/api/google/analytics/status?tenant_id=999999', owner)).status).toBe(403);
    expect((await get('/api/google/analytics/status', owner)).body).toMatchObject({ fields: { tenant_id: 'tenant_id is required' } });
    expect((await get('/api/google/analytics/realtime?tenant_id=abc', owner)).body).toMatchObject({
      fields: { tenant_id: 'tenant_id must be a positive whole number' },
    });
    expect(await get(`/api/google/analytics/report?tenant_id=${tenantId}&days=14`, owner)).toMatchObject({
      status: 400,
      body: { success: false, fields: { days: 'days must be 7, 30 or 90' } },
    });
    const bad = await h.request('/api/analytics/events', json({ tenant: SLUG, name: 'pageview', path: '/', screen: 'watch' }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ screen: 'screen must be phone, tablet or desktop' });
  });

  it('sets the GA4 measurement id for owners, and shows it in the status and the popup', async () => {
    const put = (body: unknown, token: string) =>
      h.request(`/api/google/analytics/ga4?tenant_id=${tenantId}`, { ...json(body, { Authorization: `Bearer ${token}` }), method: 'PUT' });
    const bad = await put({ measurementId: 'UA-1234' }, owner);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ measurementId: 'Measurement ID must be G- followed by 4 to 20 capital letters or digits' });
    expect((await put({ measurementId: 'G-AB12CD34' }, stranger)).status).toBe(403);
    const ok = await put({ measurementId: 'G-AB12CD34' }, owner);
    expect((await ok.json()).data.ga4).toEqual({ configured: true, measurementId: 'G-AB12CD34' });
    const popup = await get(`/api/google/analytics/auth?tenant_id=${tenantId}`);
    expect(popup.status).toBe(200);
    expect(popup.body).toContain('G-AB12CD34');
    expect(popup.body).toContain('No cookies and no personal data');
    expect(popup.body).not.toContain('<script');
    expect((await (await put({ measurementId: null }, owner)).json()).data.ga4).toEqual({ configured: false, measurementId: null });
  });
});
