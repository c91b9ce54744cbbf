/**
 * Demo website analytics for every demo business (issue 19): 90 days of visits made up session by
 * session (weekday/weekend rhythm, growth over the quarter, referrers Google, Facebook, Yelp and
 * direct, a Facebook ad campaign and a newsletter, mostly phones, mostly from the US, quote and
 * booking conversions at believable rates, web-vitals samples). Closed days are stored as rollups
 * made by the product's own summarizeDay; today as raw events up to now, a few in the last five
 * minutes, so the realtime card shows visitors. At each start only the days since the last seeded
 * one are added (and today's events when today has none), so the demo stays current.
 */
import { and, asc, eq, gte, max } from 'drizzle-orm';
import { utcDay } from '#core/analytics/report.ts';
import { type RawEvent, summarizeDay } from '#core/analytics/sessions.ts';
import type { IndustryContent } from '#core/content/types.ts';
import { citySlug } from '#core/format/slug.ts';
import { storeRollups } from './analytics.ts';
import type { Db } from './client.ts';
import * as s from './schema.ts';
import { seededRandom } from '#core/random/seeded.ts';

const DAY = 86_400_000;
const DAYS = 90;

function pick<T>(rnd: () => number, weighted: readonly (readonly [T, number])[]): T {
  let r = rnd() * weighted.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r <= 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

/** Log-normal around a median: field vitals are skewed to the slow side. */
const around = (rnd: () => number, median: number, spread: number) =>
  median * Math.exp(spread * Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd()));

const REFERRERS = [
  [null, 30],
  ['www.google.com', 44],
  ['m.facebook.com', 11],
  ['www.yelp.com', 8],
  ['www.bing.com', 4],
  ['nextdoor.com', 3],
] as const;
const DEVICES = [
  ['mobile', 63],
  ['desktop', 31],
  ['tablet', 6],
] as const;
const COUNTRIES = [
  ['US', 92],
  ['CA', 3],
  ['MX', 2],
  ['GB', 1.5],
  ['IN', 1.5],
] as const;

interface Site {
  tenantId: number;
  paths: string[];
  /** Sessions on an average weekday at the start of the 90 days. */
  base: number;
  rnd: () => number;
}

/** One visitor's session starting at `start`: its pageviews, conversions and web-vitals report. */
function session(site: Site, start: number, visitor: string, until: number): RawEvent[] {
  const { rnd, paths } = site;
  const campaign = rnd();
  const utm =
    campaign < 0.06
      ? { utmSource: 'facebook', utmMedium: 'paid_social', utmCampaign: 'fall-promo' }
      : campaign < 0.08
        ? { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'november-newsletter' }
        : {};
  const referrerHost = utm.utmSource === 'facebook' ? 'm.facebook.com' : utm.utmSource ? null : pick(rnd, REFERRERS);
  const device = pick(rnd, DEVICES);
  const landing = {
    visitorHash: visitor,
    referrerHost,
    device,
    country: pick(rnd, COUNTRIES),
    ...utm,
  };
  const pages = pick(rnd, [
    [1, 44],
    [2, 26],
    [3, 15],
    [4, 9],
    [5, 6],
  ] as const);
  const events: RawEvent[] = [];
  let at = start;
  const add = (name: string, path: string, props?: Record<string, unknown>) => {
    if (at <= until) events.push({ name, path, createdAt: at, ...(events.length === 0 ? landing : { visitorHash: visitor }), props });
  };
  for (let i = 0; i < pages; i++) {
    add(
      'pageview',
      i === 0
        ? pick(rnd, [
            ['/', 70],
            [paths[1 + Math.floor(rnd() * (paths.length - 1))] ?? '/', 30],
          ] as const)
        : paths[Math.floor(rnd() * paths.length)]!,
    );
    at += (20 + rnd() * 100) * 1000;
  }
  if (rnd() < 0.06) add('faq_expanded', '/', { id: 'faq-1' });
  if (rnd() < 0.05) add('phone_click', '/');
  if (rnd() < 0.015) add('email_click', '/');
  if (rnd() < 0.09) {
    add('quote_opened', '/');
    at += (60 + rnd() * 120) * 1000;
    if (rnd() < 0.45) add('quote_sent', '/');
  }
  if (rnd() < 0.045) {
    add('booking_started', '/booking');
    at += (90 + rnd() * 150) * 1000;
    // The confirmation is recorded by the server, without the visitor's hash (api/domain/booking/confirm.ts).
    if (rnd() < 0.4 && at <= until) events.push({ name: 'booking_completed', path: '/booking', visitorHash: null, createdAt: at });
  }
  if (rnd() < 0.6) {
    const slow = device === 'mobile' ? 1.25 : 1;
    add('web_vitals', events[0]?.path ?? '/', {
      lcp: Math.round(around(rnd, 1900 * slow, 0.35) / 50) * 50,
      inp: Math.round(around(rnd, 110 * slow, 0.5) / 8) * 8,
      cls: Math.round(around(rnd, 0.03, 0.9) * 100) / 100,
    });
  }
  return events;
}

/** A day's sessions: fewer at weekends, growing over the quarter, mostly in US daytime (UTC afternoon and evening). */
function dayEvents(site: Site, dayStart: number, daysAgo: number, until: number): RawEvent[] {
  const { rnd } = site;
  const weekday = new Date(dayStart).getUTCDay();
  const rhythm = weekday === 0 ? 0.62 : weekday === 6 ? 0.74 : weekday === 1 ? 1.08 : 1;
  const growth = 1 + 0.35 * ((DAYS - daysAgo) / DAYS);
  const count = Math.max(0, Math.round(site.base * rhythm * growth * (0.85 + rnd() * 0.3)));
  const events: RawEvent[] = [];
  for (let i = 0; i < count; i++) {
    const hour = pick(rnd, [
      [13, 6],
      [15, 10],
      [17, 12],
      [19, 12],
      [21, 10],
      [23, 7],
      [1, 4],
      [4, 2],
    ] as const);
    const start = dayStart + hour * 3_600_000 + rnd() * 2 * 3_600_000;
    const visitor = `demo-${dayStart}-${i}`;
    events.push(...session(site, start, visitor, until));
    // Some visitors come back later the same day (comparing prices, then booking): a second session, one user.
    const back = start + (2 + rnd() * 4) * 3_600_000;
    if (rnd() < 0.14 && back < Math.min(until, dayStart + DAY)) events.push(...session(site, back, visitor, until));
  }
  return events.sort((a, b) => a.createdAt - b.createdAt);
}

const rowOf = (tenantId: number, e: RawEvent) => ({
  tenantId,
  name: e.name,
  path: e.path,
  visitorHash: e.visitorHash,
  props: e.props ?? null,
  referrerHost: e.referrerHost ?? null,
  utmSource: e.utmSource ?? null,
  utmMedium: e.utmMedium ?? null,
  utmCampaign: e.utmCampaign ?? null,
  device: e.device ?? null,
  screen: e.device === 'mobile' ? 'phone' : (e.device ?? null),
  country: e.country ?? null,
  createdAt: e.createdAt,
});

async function sitePaths(db: Db, tenantId: number): Promise<string[]> {
  const services = await db
    .select({ slug: s.services.slug })
    .from(s.services)
    .where(eq(s.services.tenantId, tenantId))
    .orderBy(asc(s.services.id));
  const areas = await db
    .select({ city: s.serviceAreas.city, state: s.serviceAreas.state })
    .from(s.serviceAreas)
    .where(eq(s.serviceAreas.tenantId, tenantId));
  return [
    '/',
    ...services.slice(0, 6).map((r) => `/services/${r.slug}`),
    ...areas.slice(0, 3).map((a) => `/areas/${citySlug(a.city, a.state)}`),
    '/booking',
  ];
}

/** The demo business's analytics up to `now` (see the file comment); returns whether anything was added. */
export async function seedDemoAnalytics(db: Db, industry: IndustryContent, now: number): Promise<boolean> {
  const tenant = await db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get();
  if (!tenant) return false;
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  const last = await db
    .select({ day: max(s.analyticsDaily.day) })
    .from(s.analyticsDaily)
    .where(eq(s.analyticsDaily.tenantId, tenant.id))
    .get();
  const first = Math.max(today - (DAYS - 1) * DAY, last?.day ? Date.parse(`${last.day}T00:00:00Z`) + DAY : 0);
  const site: Site = {
    tenantId: tenant.id,
    paths: await sitePaths(db, tenant.id),
    base: 28 + Math.floor(seededRandom(industry.demo.slug)() * 30),
    rnd: seededRandom(`${industry.demo.slug}|${first}`),
  };
  const closed: { day: string; figures: ReturnType<typeof summarizeDay> }[] = [];
  for (let day = first; day < today; day += DAY) {
    closed.push({ day: utcDay(day), figures: summarizeDay(dayEvents(site, day, (today - day) / DAY, day + DAY)) });
  }
  await storeRollups(db, tenant.id, closed);
  let added = closed.length > 0;
  const todays = await db
    .select({ id: s.analyticsEvents.id })
    .from(s.analyticsEvents)
    .where(and(eq(s.analyticsEvents.tenantId, tenant.id), gte(s.analyticsEvents.createdAt, today)))
    .limit(1);
  if (todays.length === 0) {
    const events = dayEvents(site, today, 0, now);
    // Someone is always on the site in the demo: a few visitors in the last five minutes.
    for (let i = 0; i < 3 + Math.floor(site.rnd() * 4); i++) {
      events.push(...session(site, now - (30 + site.rnd() * 230) * 1000, `demo-live-${now}-${i}`, now));
    }
    if (events.length) await db.insert(s.analyticsEvents).values(events.map((e) => rowOf(tenant.id, e)));
    added = true;
  }
  return added;
}
